// tf.sparse.SparseTensor and the first tf.sparse functions (tensorflow/python/framework/
// sparse_tensor.py, tensorflow/python/ops/sparse_ops.py), eager mode only: a SparseTensor is
// int64 `indices` [N, rank], `values` [N] and an int64 `dense_shape` [rank]. Inside a
// tf.function they raise NotImplementedError.
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Sets tf.SparseTensor, tf.sparse.SparseTensor, tf.sparse.to_dense, from_dense, reorder and cross_hashed on
/// the tensorflow module `tf`, and makes tf.cast (a SparseTensor or IndexedSlices) and the unary ops of
/// sparse_ops._UNARY_OPS (a SparseTensor) run on the values.
void install_sparse(const py::Ref& tf);

/// True for a tf.SparseTensor (an internal.NativeObject: tf.is_tensor counts it).
bool is_sparse_tensor(const py::Ref& value);

/// Sets the tf.sparse functions of sparse_ops.cpp (add, concat, slice, sparse_dense_matmul, the
/// reductions, ...) and SparseTensor's `*`, `/`, with_values and get_shape.
void install_sparse_ops(const py::Ref& tf, py::TypeObject* sparse_tensor_type);

}  // namespace tfplay::tf
