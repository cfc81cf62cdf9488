// SparseTensor components of tf.data elements, eagerly (the "Sparse tensors" guide's
// from_tensor_slices / batch / unbatch). As TF carries a SparseTensor component as one
// serialized variant, tfplay carries a DT_VARIANT scalar holding its indices, values and dense
// shape. Slicing takes the entries of one row; batching stacks rows under a new leading
// dimension whose other dimensions are the maximum of the rows' (DeserializeSparse); unbatching
// takes the rows back, each with the batch's dense shape minus its first dimension.
#pragma once

#include <cstdint>
#include <vector>

#include "core/python/object.h"
#include "core/tensor/tensor.h"

namespace tfplay::tf::data {

/// A SparseTensorSpec.
bool is_sparse_spec(const py::Ref& spec);
/// An eager tf.sparse.SparseTensor.
bool is_sparse_tensor(const py::Ref& value);
/// Whether `t` is the variant encoding of a SparseTensor component.
bool is_sparse_component(const tensor::Tensor& t);

/// The component tensor of an eager SparseTensor.
tensor::Tensor encode_sparse(const py::Ref& value);
/// The tf.sparse.SparseTensor a component holds.
py::Ref decode_sparse(const tensor::Tensor& component);

/// The leading dimension of a SparseTensor component (dense_shape[0]); InvalidArgument for a
/// scalar one.
int64_t sparse_rows(const tensor::Tensor& component);
/// Row `i` of a SparseTensor component: its entries whose first index is i, without that index.
tensor::Tensor sparse_row(const tensor::Tensor& component, int64_t i);
/// SparseTensor components of equal rank stacked under a new leading dimension.
tensor::Tensor batch_sparse_rows(const std::vector<tensor::Tensor>& rows);

}  // namespace tfplay::tf::data
