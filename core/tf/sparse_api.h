// tf.sparse.SparseTensor and the first tf.sparse functions (tensorflow/python/framework/
// sparse_tensor.py, tensorflow/python/ops/sparse_ops.py), eager mode only: a SparseTensor is
// int64 `indices` [N, rank], `values` [N] and an int64 `dense_shape` [rank]. Inside a
// tf.function they raise NotImplementedError.
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Sets tf.SparseTensor, tf.sparse.SparseTensor, tf.sparse.to_dense, from_dense, reorder and cross_hashed on
/// the tensorflow module `tf`.
void install_sparse(const py::Ref& tf);

}  // namespace tfplay::tf
