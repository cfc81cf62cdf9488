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
// `fail(text)` when an operand has fewer dims than labels. `unplaced` gets the number of
// broadcast dims when the output has no ellipsis to hold them (TF rejects that when non-zero).
template <typename Fail>
bool expand_ellipsis(Equation& e, const std::vector<std::optional<int>>& ranks, Fail fail, int& unplaced) {
  unplaced = 0;
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
  else unplaced = widest;
  return true;
}

// TF's two-operand contraction (einsum_op_impl.h EinsumOp::Compute): label ids follow the first
// appearance in the equation; each operand is transposed to [batch, free, contract] (labels
// ordered by (type, id)) and reshaped to rank 3, one BatchMatMul contracts the flattened contract
// labels (rhs adjointed), and the [batch, free0, free1] result is reshaped and transposed into the
// output's order. Used when every label is a batch label (both operands and the output), a free
// one (one operand and the output) or a contracted one (both operands, not the output), no label
// repeats within an operand or the output, there are no ellipsis labels, and the dtype is
// float32 or float64; other equations take the generic loop below. Returns nullopt when the
// equation does not qualify.
std::optional<Tensor> contract_two(const Equation& e, const std::vector<Tensor>& in) {
  if (e.inputs.size() != 2) return std::nullopt;
  const DType dtype = in[0].dtype();
  if (dtype != DType::Float32 && dtype != DType::Float64) return std::nullopt;
  std::string order;  // labels by first appearance
  for (const std::string& part : {e.inputs[0], e.inputs[1], e.output}) {
    for (char l : part) {
      if (is_broadcast_label(l)) return std::nullopt;
      if (order.find(l) == std::string::npos) order.push_back(l);
    }
  }
  auto repeats = [](const std::string& labels) {
    for (std::size_t i = 0; i < labels.size(); ++i)
      if (labels.find(labels[i], i + 1) != std::string::npos) return true;
    return false;
  };
  if (repeats(e.inputs[0]) || repeats(e.inputs[1]) || repeats(e.output)) return std::nullopt;
  enum Type { kBatch = 1, kFree = 2, kContract = 3 };
  std::map<char, int> type;
  std::map<char, int64_t> size;
  for (char l : order) {
    const bool in0 = e.inputs[0].find(l) != std::string::npos, in1 = e.inputs[1].find(l) != std::string::npos;
    const bool out = e.output.find(l) != std::string::npos;
    if (in0 && in1) type[l] = out ? kBatch : kContract;
    else if ((in0 || in1) && out) type[l] = kFree;
    else return std::nullopt;  // a label summed inside one operand, or an output label no input has
  }
  for (int i = 0; i < 2; ++i) {
    for (std::size_t k = 0; k < e.inputs[i].size(); ++k) {
      auto [it, fresh] = size.emplace(e.inputs[i][k], in[i].shape()[k]);
      if (!fresh && it->second != in[i].shape()[k]) return std::nullopt;  // the generic loop raises TF's error
    }
  }
  // Each operand as [batch, free, contract]: the permutation, and the free labels in order.
  std::string batch_labels, free_labels[2];
  std::vector<std::vector<int64_t>> perm(2);
  int64_t batch = 1, free_size[2] = {1, 1}, contract = 1;
  for (int i = 0; i < 2; ++i) {
    std::vector<int64_t> p(e.inputs[i].size());
    for (std::size_t k = 0; k < p.size(); ++k) p[k] = static_cast<int64_t>(k);
    std::sort(p.begin(), p.end(), [&](int64_t a, int64_t b) {
      const char la = e.inputs[i][static_cast<std::size_t>(a)], lb = e.inputs[i][static_cast<std::size_t>(b)];
      return std::pair(type[la], order.find(la)) < std::pair(type[lb], order.find(lb));
    });
    for (int64_t k : p) {
      const char l = e.inputs[i][static_cast<std::size_t>(k)];
      if (type[l] == kFree) {
        free_labels[i].push_back(l);
        free_size[i] *= size[l];
      } else if (i == 0 && type[l] == kBatch) {
        batch_labels.push_back(l);
        batch *= size[l];
      } else if (i == 0) {
        contract *= size[l];
      }
    }
    perm[static_cast<std::size_t>(i)] = std::move(p);
  }
  const Tensor lhs = tensor::reshape(tensor::transpose(in[0], perm[0]), {batch, free_size[0], contract});
  const Tensor rhs = tensor::reshape(tensor::transpose(in[1], perm[1]), {batch, free_size[1], contract});
  const Tensor product = tensor::batch_matmul(lhs, rhs, false, true);
  // [batch labels..., free0..., free1...] -> the output's order.
  const std::string result_labels = batch_labels + free_labels[0] + free_labels[1];
  std::vector<int64_t> result_dims;
  for (char l : result_labels) result_dims.push_back(size[l]);
  const Tensor result = tensor::reshape(product, result_dims);
  std::vector<int64_t> to_output;
  for (char l : e.output) to_output.push_back(static_cast<int64_t>(result_labels.find(l)));
  return tensor::transpose(result, to_output);
}

void add_einsum(OpRegistry& r) {
  OpDef d;
  d.name = "Einsum";
  d.summary = "Tensor contraction according to Einstein summation convention.";
  d.inputs = {list_arg("inputs", "N", "T")};
  d.outputs = {arg("output", "T")};
  d.attrs = {plain_attr("equation", "string"), plain_attr("N", "int"),
             type_attr("T", "bfloat16, float16, float32, float64, int32, int64, complex64, complex128")};
  d.shape_fn = +[](const InferenceContext& c) {
    auto fail = [](const std::string& m) -> void { throw OpValueError(m); };
    Equation e = parse(c.attr<std::string>("equation"), fail);
    if (static_cast<int>(e.inputs.size()) != c.num_inputs()) {
      throw OpValueError("Expecting " + std::to_string(e.inputs.size()) + " inputs but got " + std::to_string(c.num_inputs()));
    }
    std::vector<std::optional<int>> ranks;
    for (const TensorShape& s : c.input_shapes) ranks.push_back(s.rank());
    int unplaced = 0;
    if (!expand_ellipsis(e, ranks, fail, unplaced)) return std::vector<OutputSpec>{{c.attr<DType>("T"), TensorShape::unknown()}};
    // linalg_ops.cc EinsumShape: WithRankAtMost(output_bcast_shape, 0) with its context appended.
    if (unplaced > 0)
      throw OpValueError("Shape must be at most rank 0 but is rank " + std::to_string(unplaced) + "\n\t for einsum equation '" +
                         c.attr<std::string>("equation") +
                         "' without ellipsis (...) in the output subscripts where input(s) have non-empty broadcasting shape");
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
  d.kernel = +[](KernelContext& c) {
    auto fail = [](const std::string& m) -> void { throw invalid_argument(m); };
    Equation e = parse(c.attr<std::string>("equation"), fail);
    std::vector<std::optional<int>> ranks;
    for (const Tensor& t : c.inputs) ranks.push_back(t.rank());
    int unplaced = 0;
    expand_ellipsis(e, ranks, fail, unplaced);
    // einsum_op_impl.h ProcessDimensions.
    if (unplaced > 0)
      throw invalid_argument("Output contains " + std::to_string(unplaced) +
                             " broadcasting dimension(s) but no ellipsis (...) was found in the output subscripts.");
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
    if (std::optional<Tensor> fast = contract_two(e, c.inputs)) return std::vector<Tensor>{std::move(*fast)};
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
