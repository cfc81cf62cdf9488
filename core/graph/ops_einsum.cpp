// Einsum (TF: tensorflow/core/ops/linalg_ops.cc, kernels/linalg/einsum_op_impl.h): one or two
// operands, an explicit "->" output, single-letter labels, and an ellipsis ("...") standing for
// the broadcast dimensions: each operand's ellipsis covers the dims its labels leave, aligned
// from the right and broadcast (size 1 against any size); without an ellipsis in the output
// those dims are summed.
#include <algorithm>
#include <map>
#include <optional>

#include "core/graph/op_registry.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/kernels.h"

namespace tfplay::graph {

namespace {

using tensor::Dim;
using tensor::OpValueError;
using tensor::invalid_argument;

struct Equation {
  std::vector<std::string> inputs;
  std::string output;
};

// "ij,jk->ik" -> {{"ij", "jk"}, "ik"}; throws `fail(text)` on a malformed equation.
template <typename Fail> Equation parse(const std::string& eq, Fail fail) {
  Equation e;
  const auto arrow = eq.find("->");
  if (arrow == std::string::npos) fail("Einsum equation must contain '->' (the wrapper resolves implicit outputs): " + eq);
  std::string lhs = eq.substr(0, arrow);
  e.output = eq.substr(arrow + 2);
  std::size_t start = 0;
  while (true) {
    const auto comma = lhs.find(',', start);
    e.inputs.push_back(lhs.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return e;
}

// Labels for the broadcast dims an ellipsis stands for: control characters, which no written
// label can be. kBroadcast + k is the k-th broadcast dim counted from the left of the widest.
constexpr char kBroadcast = 1;
bool is_broadcast_label(char l) { return l >= kBroadcast && l < kBroadcast + 32; }

// Replaces every "..." by broadcast labels, given each operand's rank (nullopt: unknown, then
// nothing is replaced and false is returned). An operand of rank r with n written labels gets
// the last r - n of the widest ellipsis's labels; the output's "..." gets all of them. Throws
// `fail(text)` when an operand has fewer dims than labels.
template <typename Fail> bool expand_ellipsis(Equation& e, const std::vector<std::optional<int>>& ranks, Fail fail) {
  bool any = e.output.find("...") != std::string::npos;
  for (const std::string& in : e.inputs) any = any || in.find("...") != std::string::npos;
  if (!any) return true;
  std::vector<int> widths(e.inputs.size(), 0);
  int widest = 0;
  for (std::size_t i = 0; i < e.inputs.size(); ++i) {
    const auto at = e.inputs[i].find("...");
    if (at == std::string::npos) continue;
    if (!ranks[i]) return false;
    const int labels = static_cast<int>(e.inputs[i].size()) - 3;
    if (*ranks[i] < labels)
      fail("Expected input " + std::to_string(i) + " to have rank at least " + std::to_string(labels) + " but got: " +
           std::to_string(*ranks[i]));
    widths[i] = *ranks[i] - labels;
    widest = std::max(widest, widths[i]);
  }
  auto labels_for = [&](int width) {
    std::string out;
    for (int k = widest - width; k < widest; ++k) out += static_cast<char>(kBroadcast + k);
    return out;
  };
  for (std::size_t i = 0; i < e.inputs.size(); ++i) {
    const auto at = e.inputs[i].find("...");
    if (at != std::string::npos) e.inputs[i].replace(at, 3, labels_for(widths[i]));
  }
  const auto at = e.output.find("...");
  if (at != std::string::npos) e.output.replace(at, 3, labels_for(widest));
  return true;
}

void add_einsum(OpRegistry& r) {
  OpDef d;
  d.name = "Einsum";
  d.summary = "Tensor contraction according to Einstein summation convention.";
  d.inputs = {list_arg("inputs", "N", "T")};
  d.outputs = {arg("output", "T")};
  d.attrs = {plain_attr("equation", "string"), plain_attr("N", "int"),
             type_attr("T", "bfloat16, float16, float32, float64, int32, int64, complex64, complex128")};
  d.shape_fn = [](const InferenceContext& c) {
    auto fail = [](const std::string& m) -> void { throw OpValueError(m); };
    Equation e = parse(c.attr<std::string>("equation"), fail);
    if (static_cast<int>(e.inputs.size()) != c.num_inputs()) {
      throw OpValueError("Expecting " + std::to_string(e.inputs.size()) + " inputs but got " + std::to_string(c.num_inputs()));
    }
    std::vector<std::optional<int>> ranks;
    for (const TensorShape& s : c.input_shapes) ranks.push_back(s.rank());
    if (!expand_ellipsis(e, ranks, fail)) return std::vector<OutputSpec>{{c.attr<DType>("T"), TensorShape::unknown()}};
    std::map<char, Dim> size;
    for (std::size_t i = 0; i < e.inputs.size(); ++i) {
      const TensorShape& s = c.input_shapes[i];
      if (!s.has_rank()) continue;
      if (*s.rank() != static_cast<int>(e.inputs[i].size())) {
        throw OpValueError("Expected input " + std::to_string(i) + " to have rank " + std::to_string(e.inputs[i].size()) +
                           " but got: " + std::to_string(*s.rank()));
      }
      for (std::size_t k = 0; k < e.inputs[i].size(); ++k) {
        const char label = e.inputs[i][k];
        const bool fresh = !size.count(label);
        Dim& have = size[label];
        const Dim got = s.as_list()[k];
        if (is_broadcast_label(label)) {  // 1 broadcasts; an unknown dim stays unknown unless another is > 1
          if (fresh || (have && *have == 1)) have = got;
          else if (got && *got != 1 && have && *have != *got)
            throw OpValueError("Expected dimension " + std::to_string(*have) + " at axis " + std::to_string(k) +
                               " of input shape " + s.debug_string() + " but got dimension " + std::to_string(*got));
          else if (got && *got != 1) have = got;
          continue;
        }
        if (have && got && *have != *got) {
          throw OpValueError("Expected dimension " + std::to_string(*have) + " at axis " + std::to_string(k) + " of input shape " +
                             s.debug_string() + " but got dimension " + std::to_string(*got));
        }
        if (!have) have = got;
      }
    }
    std::vector<Dim> out;
    for (char l : e.output) out.push_back(size[l]);
    return std::vector<OutputSpec>{{c.attr<DType>("T"), TensorShape(std::move(out))}};
  };
  d.kernel = [](KernelContext& c) {
    auto fail = [](const std::string& m) -> void { throw invalid_argument(m); };
    Equation e = parse(c.attr<std::string>("equation"), fail);
    std::vector<std::optional<int>> ranks;
    for (const Tensor& t : c.inputs) ranks.push_back(t.rank());
    expand_ellipsis(e, ranks, fail);
    // Every label's size, and the labels in order: output labels first, then summed ones.
    std::map<char, int64_t> size;
    for (std::size_t i = 0; i < e.inputs.size(); ++i) {
      const Tensor& t = c.inputs[i];
      if (t.rank() != static_cast<int>(e.inputs[i].size())) {
        throw invalid_argument("Expected input " + std::to_string(i) + " to have rank " + std::to_string(e.inputs[i].size()) +
                               " but got: " + std::to_string(t.rank()));
      }
      for (std::size_t k = 0; k < e.inputs[i].size(); ++k) {
        auto [it, fresh] = size.emplace(e.inputs[i][k], t.shape()[k]);
        if (!fresh && is_broadcast_label(it->first)) {
          if (it->second == 1) it->second = t.shape()[k];
          else if (t.shape()[k] != 1 && t.shape()[k] != it->second)
            throw invalid_argument("Incompatible shapes: " + tensor::shape_debug_string(c.inputs[0].shape()) + " vs. " +
                                   tensor::shape_debug_string(t.shape()));
          continue;
        }
        if (!fresh && it->second != t.shape()[k]) {
          throw invalid_argument("Expected dimension " + std::to_string(it->second) + " at axis " + std::to_string(k) +
                                 " of the input shaped " + tensor::shape_debug_string(t.shape()) + " but got dimension " +
                                 std::to_string(t.shape()[k]));
        }
      }
    }
    // The distinct labels, the output's first, then the summed ones. A label the output repeats
    // (the gradient of a trace, "i->ii") writes only the diagonal.
    std::string labels;
    for (char l : e.output)
      if (labels.find(l) == std::string::npos) labels.push_back(l);
    for (const auto& [l, n] : size)
      if (labels.find(l) == std::string::npos) labels.push_back(l);
    std::vector<int64_t> dims;
    for (char l : labels) dims.push_back(size[l]);
    tensor::Shape out_shape;
    for (char l : e.output) out_shape.push_back(size[l]);
    Tensor out = Tensor::zeros(c.inputs[0].dtype(), out_shape);
    std::vector<int64_t> out_strides(labels.size(), 0);
    for (int64_t k = static_cast<int64_t>(e.output.size()) - 1, s = 1; k >= 0; s *= size[e.output[k]], --k)
      out_strides[labels.find(e.output[k])] += s;
    // For each operand, the stride of every label position (0 when the operand lacks it).
    std::vector<std::vector<int64_t>> strides(e.inputs.size(), std::vector<int64_t>(labels.size(), 0));
    for (std::size_t i = 0; i < e.inputs.size(); ++i) {
      int64_t s = 1;
      for (int k = static_cast<int>(e.inputs[i].size()) - 1; k >= 0; --k) {
        const std::size_t at = labels.find(e.inputs[i][k]);
        if (c.inputs[i].shape()[k] != 1 || dims[at] == 1) strides[i][at] += s;  // a broadcast 1 stays put
        s *= c.inputs[i].shape()[k];
      }
    }
    tensor::visit_numeric(out.dtype(), "Einsum", [&](auto tag) {
      using T = typename decltype(tag)::type;
      if constexpr (!std::is_same_v<T, bool>) {
        T* o = out.mutable_data<T>();
        int64_t total = 1;
        for (int64_t n : dims) total *= n;
        std::vector<int64_t> at(dims.size(), 0);
        for (int64_t flat = 0; flat < total; ++flat) {
          T prod = T(1);
          for (std::size_t i = 0; i < e.inputs.size(); ++i) {
            int64_t off = 0;
            for (std::size_t k = 0; k < dims.size(); ++k) off += at[k] * strides[i][k];
            prod = static_cast<T>(prod * c.inputs[i].template data<T>()[off]);
          }
          int64_t out_off = 0;
          for (std::size_t k = 0; k < dims.size(); ++k) out_off += at[k] * out_strides[k];
          o[out_off] = static_cast<T>(o[out_off] + prod);
          for (int k = static_cast<int>(dims.size()) - 1; k >= 0; --k) {
            if (++at[k] < dims[k]) break;
            at[k] = 0;
          }
        }
      }
    });
    return std::vector<Tensor>{tensor::finish_float16(out)};
  };
  r.add(std::move(d));
}

}  // namespace

void register_einsum_op(OpRegistry& r) { add_einsum(r); }

}  // namespace tfplay::graph
