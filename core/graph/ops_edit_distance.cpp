// EditDistance (TF: tensorflow/core/ops/array_ops.cc, kernel edit_distance_op.cc): the
// Levenshtein distance between the sequences of two sparse tensors, one per index of all but the
// last dimension; normalized by the truth's length when asked (a missing truth sequence gives
// inf, or the hypothesis length unnormalized; a missing hypothesis gives 1, or the truth length).
#include <algorithm>
#include <limits>
#include <map>
#include <string>
#include <variant>
#include <vector>

#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
#include "core/tensor/kernels.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
using op_def_builders::num;
using tensor::Dim;
using tensor::invalid_argument;

using Key = std::variant<int64_t, double, std::string>;

Key key_at(const Tensor& t, int64_t i) {
  if (t.dtype() == DType::String) return t.data<std::string>()[i];
  if (tensor::is_floating(t.dtype())) return t.as_double(i);
  return t.as_int64(i);
}

/// gtl::LevenshteinDistance.
int64_t levenshtein(const std::vector<Key>& s, const std::vector<Key>& t) {
  if (s.empty()) return static_cast<int64_t>(t.size());
  if (t.empty()) return static_cast<int64_t>(s.size());
  std::vector<int64_t> row(t.size() + 1);
  for (std::size_t j = 0; j <= t.size(); ++j) row[j] = static_cast<int64_t>(j);
  for (std::size_t i = 1; i <= s.size(); ++i) {
    int64_t diagonal = row[0];
    row[0] = static_cast<int64_t>(i);
    for (std::size_t j = 1; j <= t.size(); ++j) {
      const int64_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (s[i - 1] == t[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[t.size()];
}

/// The sequences of a sparse tensor by group (its index without the last entry), in order.
std::map<std::vector<int64_t>, std::vector<Key>> sequences(const Tensor& indices, const Tensor& values, int64_t rank) {
  std::map<std::vector<int64_t>, std::vector<Key>> out;
  for (int64_t i = 0; i < values.num_elements(); ++i) {
    std::vector<int64_t> group;
    for (int64_t d = 0; d + 1 < rank; ++d) group.push_back(indices.as_int64(i * rank + d));
    out[group].push_back(key_at(values, i));
  }
  return out;
}

Tensor edit_distance(const std::vector<Tensor>& in, bool normalize) {
  const Tensor &h_indices = in[0], &h_values = in[1], &h_shape = in[2];
  const Tensor &t_indices = in[3], &t_values = in[4], &t_shape = in[5];
  if (h_shape.num_elements() != t_shape.num_elements())
    throw invalid_argument("hypothesis and truth must have the same rank; hypothesis rank: " + num(h_shape.num_elements()) +
                           " truth rank: " + num(t_shape.num_elements()));
  const int64_t rank = h_shape.num_elements();
  const std::vector<int64_t> hs = h_shape.to_int64_vector(), ts = t_shape.to_int64_vector();
  std::vector<int64_t> out_shape;
  for (int64_t d = 0; d + 1 < rank; ++d) out_shape.push_back(std::max(hs[static_cast<std::size_t>(d)], ts[static_cast<std::size_t>(d)]));
  int64_t n = 1;
  for (int64_t d : out_shape) n *= d;
  std::vector<float> out(static_cast<std::size_t>(n), 0.0f);
  const auto hyp = sequences(h_indices, h_values, rank), truth = sequences(t_indices, t_values, rank);
  auto flat = [&](const std::vector<int64_t>& g) {
    int64_t f = 0;
    for (std::size_t d = 0; d < g.size(); ++d) f = f * out_shape[d] + g[d];
    return static_cast<std::size_t>(f);
  };
  for (const auto& [g, seq] : hyp) {
    auto t = truth.find(g);
    if (t == truth.end()) {
      out[flat(g)] = normalize ? std::numeric_limits<float>::infinity() : static_cast<float>(seq.size());
      continue;
    }
    float d = static_cast<float>(levenshtein(seq, t->second));
    if (normalize) d /= static_cast<float>(t->second.size());
    out[flat(g)] = d;
  }
  for (const auto& [g, seq] : truth)
    if (!hyp.count(g)) out[flat(g)] = normalize ? 1.0f : static_cast<float>(seq.size());
  return Tensor::from_vector<float>(DType::Float32, out_shape, std::move(out));
}

}  // namespace

void register_edit_distance_op(OpRegistry& r) {
  OpDef d = make("EditDistance", "Computes the (possibly normalized) Levenshtein Edit Distance.");
  d.inputs = {fixed_arg("hypothesis_indices", DType::Int64), arg("hypothesis_values", "T"),
              fixed_arg("hypothesis_shape", DType::Int64), fixed_arg("truth_indices", DType::Int64), arg("truth_values", "T"),
              fixed_arg("truth_shape", DType::Int64)};
  d.outputs = {fixed_arg("output", DType::Float32)};
  d.attrs = {plain_attr("normalize", "bool", true), type_attr("T", "")};
  d.shape_fn = +[](const InferenceContext&) { return op_def_builders::one(DType::Float32, TensorShape::unknown()); };
  d.kernel = +[](KernelContext& c) { return std::vector<Tensor>{edit_distance(c.inputs, c.attr<bool>("normalize"))}; };
  r.add(std::move(d));
}

}  // namespace tfplay::graph
