// SparseCross (TF: tensorflow/core/ops/sparse_ops.cc; kernel sparse_cross_op.cc) with hashed
// output over dense inputs: each row's features are crossed (every combination, the last input
// varying fastest) and each combination hashed as HashCrosser does, FingerprintCat64 of the
// hash key and every feature's hash (an int64 feature is its own value, a string its
// Fingerprint64), modulo num_buckets when it is positive. SparseCrossV2 (tf.sparse.cross) joins
// each combination's features as strings with its `sep` input (StringCrosserV2; an int64 feature
// is its decimal text). The output is the SparseTensor's (indices, values, dense_shape). Sparse
// inputs (N > 0) and SparseCross's own string output are not supported.
#include <cstdint>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"
#include "core/tensor/op_error.h"
#include "core/tensor/tensor_shape.h"
#include "core/tensor/string_hash.h"

namespace tfplay::graph {

namespace {

using op_def_builders::make;
using tensor::Dim;
using tensor::invalid_argument;

uint64_t shift_mix(uint64_t v) { return v ^ (v >> 47); }

// tensorflow/core/platform/fingerprint.h FingerprintCat64.
uint64_t fingerprint_cat64(uint64_t fp1, uint64_t fp2) {
  const uint64_t mul = 0xc6a4a7935bd1e995ULL;
  uint64_t result = fp1 ^ mul;
  result ^= shift_mix(fp2 * mul) * mul;
  result *= mul;
  result = shift_mix(result) * mul;
  return shift_mix(result);
}

// DenseTensorColumn<int64>::Feature: a string's Fingerprint64, an int64 as it is.
uint64_t feature_hash(const Tensor& column, int64_t row, int64_t n) {
  const int64_t index = row * column.shape()[1] + n;
  if (column.dtype() == DType::String) return tensor::fingerprint64(column.data<std::string>()[index]);
  return static_cast<uint64_t>(column.data<int64_t>()[index]);
}

// DenseTensorColumn<tstring>::Feature: a string as it is, an int64 as its decimal text.
std::string feature_text(const Tensor& column, int64_t row, int64_t n) {
  const int64_t index = row * column.shape()[1] + n;
  if (column.dtype() == DType::String) return column.data<std::string>()[index];
  return std::to_string(column.data<int64_t>()[index]);
}

/// The batch size of dense `columns` and the number of crosses per row (the product of their
/// widths), after the kernel's shape checks.
std::pair<int64_t, int64_t> cross_extent(const std::vector<Tensor>& columns) {
  if (columns.empty()) throw invalid_argument("Expected at least one input");
  const int64_t batch = columns[0].shape().size() == 2 ? columns[0].shape()[0] : 0;
  int64_t crosses = 1;
  for (const Tensor& column : columns) {
    if (column.shape().size() != 2) throw invalid_argument("Dense inputs should be a matrix but received shape " + tensor::shape_debug_string(column.shape()));
    if (column.shape()[0] != batch) throw invalid_argument("Expected batch size " + std::to_string(batch) + " got " + std::to_string(column.shape()[0]));
    crosses *= column.shape()[1];
  }
  return {batch, crosses};
}

/// Calls emit(row, perm) for every row and every combination of one feature per column
/// (ProductIterator: the last column varies fastest).
template <typename F> void for_each_cross(const std::vector<Tensor>& columns, int64_t batch, int64_t crosses, F&& emit) {
  for (int64_t row = 0; row < batch; ++row) {
    std::vector<int64_t> perm(columns.size(), 0);
    for (int64_t k = 0; k < crosses; ++k) {
      emit(row, perm);
      for (std::size_t i = columns.size(); i-- > 0;) {
        if (++perm[i] < columns[i].shape()[1]) break;
        perm[i] = 0;
      }
    }
  }
}

/// The output indices [row, k] of `batch` rows of `crosses` values each.
Tensor cross_indices(int64_t batch, int64_t crosses) {
  std::vector<int64_t> indices;
  for (int64_t row = 0; row < batch; ++row)
    for (int64_t k = 0; k < crosses; ++k) indices.insert(indices.end(), {row, k});
  return Tensor::from_vector<int64_t>(DType::Int64, {batch * crosses, 2}, std::move(indices));
}

std::vector<OutputSpec> cross_shapes(const InferenceContext& c, DType out) {
  return {{DType::Int64, TensorShape(std::vector<Dim>{Dim(), Dim(2)})},
          {out, TensorShape(std::vector<Dim>{Dim()})},
          {DType::Int64, TensorShape(std::vector<Dim>{Dim(2)})}};
}

void register_sparse_cross_v2(OpRegistry& r) {
  OpDef d = make("SparseCrossV2", "Generates sparse cross from a list of sparse and dense tensors.");
  // As for SparseCross, only the dense inputs are declared (no sparse inputs in a graph).
  d.inputs = {type_list_arg("dense_inputs", "dense_types"), fixed_arg("sep", DType::String)};
  d.outputs = {fixed_arg("output_indices", DType::Int64), fixed_arg("output_values", DType::String),
               fixed_arg("output_shape", DType::Int64)};
  d.attrs = {plain_attr("sparse_types", "list(type)"), plain_attr("dense_types", "list(type)")};
  d.shape_fn = +[](const InferenceContext& c) { return cross_shapes(c, DType::String); };
  d.kernel = +[](KernelContext& c) {
    std::vector<Tensor> columns(c.inputs.begin(), c.inputs.end() - 1);
    const Tensor& sep_tensor = c.inputs.back();
    if (!sep_tensor.shape().empty()) throw invalid_argument("Input separator should be a scalar.");
    const std::string& sep = sep_tensor.data<std::string>()[0];
    const auto [batch, crosses] = cross_extent(columns);
    std::vector<std::string> values;
    for_each_cross(columns, batch, crosses, [&](int64_t row, const std::vector<int64_t>& perm) {
      std::string text;
      for (std::size_t i = 0; i < columns.size(); ++i) text += (i ? sep : "") + feature_text(columns[i], row, perm[i]);
      values.push_back(std::move(text));
    });
    const int64_t n = static_cast<int64_t>(values.size());
    return std::vector<Tensor>{cross_indices(batch, crosses), Tensor::from_vector<std::string>(DType::String, {n}, std::move(values)),
                               Tensor::from_vector<int64_t>(DType::Int64, {2}, std::vector<int64_t>{batch, crosses})};
  };
  r.add(std::move(d));
}

}  // namespace

void register_sparse_cross_ops(OpRegistry& r) {
  register_sparse_cross_v2(r);
  OpDef d = make("SparseCross", "Generates sparse cross from a list of sparse and dense tensors.");
  // TF's op also takes the sparse inputs' indices, values and shapes (N of each) before
  // dense_inputs. tfplay's SparseTensor never enters a graph and the registry gives every list
  // argument of an op one length, so only the dense list is declared; N stays 0.
  d.inputs = {type_list_arg("dense_inputs", "dense_types")};
  d.outputs = {fixed_arg("output_indices", DType::Int64), arg("output_values", "out_type"),
               fixed_arg("output_shape", DType::Int64)};
  d.attrs = {plain_attr("N", "int"),           plain_attr("hashed_output", "bool"), plain_attr("num_buckets", "int"),
             plain_attr("hash_key", "int"),    plain_attr("sparse_types", "list(type)"),
             plain_attr("dense_types", "list(type)"), type_attr("out_type", "int64, string"),
             type_attr("internal_type", "int64, string")};
  d.shape_fn = +[](const InferenceContext& c) { return cross_shapes(c, c.attr<DType>("out_type")); };
  d.kernel = +[](KernelContext& c) {
    if (c.attr<int64_t>("N") != 0 || !c.attr<bool>("hashed_output"))
      throw invalid_argument("tfplay's SparseCross supports hashed crosses of dense inputs only");
    const std::vector<Tensor>& columns = c.inputs;
    const auto [batch, crosses] = cross_extent(columns);
    const uint64_t buckets = static_cast<uint64_t>(c.attr<int64_t>("num_buckets"));
    const uint64_t key = static_cast<uint64_t>(c.attr<int64_t>("hash_key"));
    std::vector<int64_t> values;
    for_each_cross(columns, batch, crosses, [&](int64_t row, const std::vector<int64_t>& perm) {
      uint64_t hashed = key;
      for (std::size_t i = 0; i < columns.size(); ++i) hashed = fingerprint_cat64(hashed, feature_hash(columns[i], row, perm[i]));
      values.push_back(static_cast<int64_t>(buckets > 0 ? hashed % buckets : hashed % static_cast<uint64_t>(std::numeric_limits<int64_t>::max())));
    });
    const int64_t n = static_cast<int64_t>(values.size());
    return std::vector<Tensor>{cross_indices(batch, crosses), Tensor::from_vector<int64_t>(DType::Int64, {n}, std::move(values)),
                               Tensor::from_vector<int64_t>(DType::Int64, {2}, std::vector<int64_t>{batch, crosses})};
  };
  r.add(std::move(d));
}

}  // namespace tfplay::graph
