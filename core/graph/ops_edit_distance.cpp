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

/// EditDistance's ValidateShapes (edit_distance_op.cc): InvalidArgument with TF's texts, in its order.
void validate_shapes(const std::vector<Tensor>& in) {
  const Tensor &h_indices = in[0], &h_values = in[1], &h_shape = in[2];
  const Tensor &t_indices = in[3], &t_values = in[4], &t_shape = in[5];
  auto text = [](const Tensor& t) { return tensor::shape_debug_string(t.shape()); };
  auto require = [](bool ok, const std::string& message) {
    if (!ok) throw invalid_argument(message);
  };
  require(h_indices.rank() == 2, "hypothesis_indices should be a matrix, but got shape: " + text(h_indices));
  require(t_indices.rank() == 2, "truth_indices should be a matrix, but got shape: " + text(t_indices));
  require(h_values.rank() == 1, "hypothesis_values should be a vector, but got shape: " + text(h_values));
  require(t_values.rank() == 1, "truth_values should be a vector, but got shape: " + text(t_values));
  require(h_shape.rank() == 1, "hypothesis_shape should be a vector, but got shape: " + text(h_shape));
  require(t_shape.rank() == 1, "truth_shape should be a vector, but got shape: " + text(t_shape));
  require(h_values.num_elements() == h_indices.shape()[0],
          "Expected hypothesis_values.NumElements == #rows(hypothesis_indices), their shapes are: " + text(h_values) + " and " +
              text(h_indices));
  require(h_shape.num_elements() == h_indices.shape()[1],
          "Expected hypothesis_shape.NumElements == #cols(hypothesis_indices), their shapes are: " + text(h_shape) + " and " +
              text(h_indices));
  require(t_shape.num_elements() >= 2,
          "Input SparseTensors must have rank at least 2, but truth_shape rank is: " + num(t_shape.num_elements()));
  require(t_values.num_elements() == t_indices.shape()[0],
          "Expected truth_values.NumElements == #rows(truth_indices), their shapes are: " + text(t_values) + " and " +
              text(t_indices));
  require(t_shape.num_elements() == t_indices.shape()[1],
          "Expected truth_shape.NumElements == #cols(truth_indices), their shapes are: " + text(t_shape) + " and " +
              text(t_indices));
  require(t_shape.num_elements() == h_shape.num_elements(),
          "Expected truth and hypothesis to have matching ranks, but their shapes are: " + text(t_shape) + " and " + text(h_shape));
}

/// The flat output position of a group: std::inner_product with the output's strides in int64
/// (wrapping as TF's does), refused with TF's Internal error when it falls outside the output.
std::size_t output_location(const std::vector<int64_t>& group, const std::vector<int64_t>& strides, int64_t elements) {
  uint64_t loc = 0;
  for (std::size_t d = 0; d < group.size(); ++d) loc += static_cast<uint64_t>(group[d]) * static_cast<uint64_t>(strides[d]);
  const auto signed_loc = static_cast<int64_t>(loc);
  if (signed_loc < 0 || signed_loc >= elements)
    throw tensor::OpError(tensor::OpError::Code::Internal,
                          "Got an inner product " + num(signed_loc) +
                              " which would require writing to outside of the buffer for the output tensor (max elements " +
                              num(elements) + ")");
  return static_cast<std::size_t>(signed_loc);
}

/// EditDistanceOp::Compute: the groups of both tensors walked together in order, as TF's
/// groupers are; a group only one side has gives the missing-sequence values.
Tensor edit_distance(const std::vector<Tensor>& in, bool normalize) {
  validate_shapes(in);
  const int64_t rank = in[2].num_elements();
  const std::vector<int64_t> hs = in[2].to_int64_vector(), ts = in[5].to_int64_vector();
  tensor::make_shape_checked(hs);
  tensor::make_shape_checked(ts);
  std::vector<int64_t> out_shape;
  for (int64_t d = 0; d + 1 < rank; ++d) out_shape.push_back(std::max(hs[static_cast<std::size_t>(d)], ts[static_cast<std::size_t>(d)]));
  const int64_t elements = tensor::make_shape_checked(out_shape);
  std::vector<int64_t> strides(out_shape.size(), 1);
  for (std::size_t d = out_shape.size() - 1; d-- > 0;) strides[d] = strides[d + 1] * out_shape[d + 1];
  std::vector<float> out(static_cast<std::size_t>(elements), 0.0f);
  const auto hyp = sequences(in[0], in[1], rank), truth = sequences(in[3], in[4], rank);
  auto h = hyp.begin();
  auto t = truth.begin();
  while (h != hyp.end() || t != truth.end()) {
    if (t == truth.end() || (h != hyp.end() && h->first < t->first)) {  // missing truth
      const float size = static_cast<float>(h->second.size());
      out[output_location(h->first, strides, elements)] = normalize && size != 0 ? std::numeric_limits<float>::infinity() : size;
      ++h;
    } else if (h == hyp.end() || t->first < h->first) {  // missing hypothesis
      out[output_location(t->first, strides, elements)] = normalize ? 1.0f : static_cast<float>(t->second.size());
      ++t;
    } else {
      float d = static_cast<float>(levenshtein(h->second, t->second));
      if (normalize) d /= static_cast<float>(t->second.size());
      out[output_location(t->first, strides, elements)] = d;
      ++h;
      ++t;
    }
  }
  return Tensor::from_vector<float>(DType::Float32, out_shape, std::move(out));
}

/// shape_inference::ValidateSparseTensor (common_shape_fns.cc): ranks 2, 1 and 1, then the
/// number of values and the rank against the indices' dims when known.
void validate_sparse_tensor(const TensorShape& indices, const TensorShape& values, const TensorShape& shape) {
  auto require_rank = [](const TensorShape& s, int rank) {
    if (s.has_rank() && *s.rank() != rank)
      throw EarlyShapeError("Shape must be rank " + num(rank) + " but is rank " + num(*s.rank()));
  };
  require_rank(indices, 2);
  require_rank(values, 1);
  require_rank(shape, 1);
  auto dim = [](const TensorShape& s, int i) { return s.has_rank() ? s.as_list()[static_cast<std::size_t>(i)] : Dim(); };
  const Dim n_index = dim(indices, 0), n_values = dim(values, 0);
  if (n_index && n_values && *n_index != *n_values)
    throw EarlyShapeError("Number of elements in index (" + num(*n_index) + ") and values (" + num(*n_values) + ") do not match.");
  const Dim index_rank = dim(indices, 1), shape_rank = dim(shape, 0);
  if (index_rank && shape_rank && *index_rank != *shape_rank)
    throw EarlyShapeError("Index rank (" + num(*index_rank) + ") and shape rank (" + num(*shape_rank) + ") do not match.");
}

/// EditDistance's shape function (array_ops.cc): both sparse tensors validated, then, when both
/// dense shapes are constant, the output is their elementwise max without the last dim.
std::vector<OutputSpec> edit_distance_shape(const InferenceContext& c) {
  validate_sparse_tensor(c.input_shapes[0], c.input_shapes[1], c.input_shapes[2]);
  validate_sparse_tensor(c.input_shapes[3], c.input_shapes[4], c.input_shapes[5]);
  const Tensor* h = c.input_values[2];
  const Tensor* t = c.input_values[5];
  if (!h || !t) return op_def_builders::one(DType::Float32, TensorShape::unknown());
  if (h->num_elements() < 2)
    throw tensor::OpValueError("Input Hypothesis SparseTensors must have rank at least 2, but hypothesis_shape rank is: " +
                               num(h->num_elements()));
  if (h->num_elements() != t->num_elements())
    throw tensor::OpValueError("Num elements of hypothesis_shape does not match truth_shape: " + num(h->num_elements()) + " vs. " +
                               num(t->num_elements()));
  std::vector<Dim> dims;
  for (int64_t i = 0; i + 1 < h->num_elements(); ++i) {
    const int64_t size = std::max(h->as_int64(i), t->as_int64(i));
    dims.push_back(size < 0 ? Dim() : Dim(size));
  }
  return op_def_builders::one(DType::Float32, TensorShape(std::move(dims)));
}

}  // namespace

void register_edit_distance_op(OpRegistry& r) {
  OpDef d = make("EditDistance", "Computes the (possibly normalized) Levenshtein Edit Distance.");
  d.inputs = {fixed_arg("hypothesis_indices", DType::Int64), arg("hypothesis_values", "T"),
              fixed_arg("hypothesis_shape", DType::Int64), fixed_arg("truth_indices", DType::Int64), arg("truth_values", "T"),
              fixed_arg("truth_shape", DType::Int64)};
  d.outputs = {fixed_arg("output", DType::Float32)};
  d.attrs = {plain_attr("normalize", "bool", true), type_attr("T", "")};
  d.shape_fn = edit_distance_shape;
  d.kernel = +[](KernelContext& c) { return std::vector<Tensor>{edit_distance(c.inputs, c.attr<bool>("normalize"))}; };
  r.add(std::move(d));
}

}  // namespace tfplay::graph
