// The op functions of the `tensorflow` module: creation (tf.zeros, tf.eye, ...), shape ops,
// math, reductions, tf.nn, tf.linalg, tf.strings and tf.random (array_api.cpp).
#pragma once

#include <cstdint>
#include <utility>

#include "core/python/object.h"
#include "core/tensor/dtype.h"
#include "core/tensor/tensor_shape.h"

namespace tfplay::tf {

/// Adds (or replaces) the op functions in `tf` and its submodules tf.math, tf.nn, tf.linalg,
/// tf.strings and tf.random. Resets the random ops' generators for the run.
void install_array_api(const py::Ref& tf);

/// math_ops._ReductionDims(x, axis): `axis` when given; all axes of a known nonzero rank as an
/// int32 Const; else `range(0, rank(x))` built at run time (a scalar or an unknown rank).
py::Ref reduction_dims(const py::Ref& x, const py::Ref& axis);

/// shape_util.shape_tensor(shape): a Python shape (list, tuple, fully known TensorShape) as an
/// int32 Const named "shape"; a Python int as a scalar (the random kernels reject it); a tensor
/// as it is (int32 or int64). ValueError "Cannot
/// convert a partially known TensorShape (None, 2) to a Tensor." for a partial TensorShape.
py::Ref shape_tensor(const py::Ref& shape);

/// array_ops.shape(x, out_type, name) (shape_internal with optimize=True): in a graph a Const
/// holding x's fully known static shape, else the Shape op; named `name` or `default_name`.
py::Ref shape_of(const py::Ref& x, tensor::DType out_type, const py::Ref& name, const char* default_name);

/// Tensor.set_shape(shape) for a symbolic tensor: its static shape merged with `shape`, on the
/// tensor and on the graph node's output. ValueError "Tensor's shape (2, 3) is not compatible
/// with supplied shape (4,)." when they differ. An eager tensor is left alone (its shape is known).
void set_static_shape(const py::Ref& x, const tensor::TensorShape& shape);

/// tensor_util.is_tf_type (tf.is_tensor): tensors, variables and other core.Tensor objects,
/// IndexedSlices, SparseTensor and RaggedTensor (internal.NativeObject subclasses), objects with
/// an `is_tensor_like` attribute; not NumPy arrays.
bool is_tf_type(const py::Ref& x);

}  // namespace tfplay::tf
