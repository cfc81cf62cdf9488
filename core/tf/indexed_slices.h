// tf.IndexedSlices (tensorflow/python/framework/indexed_slices.py): a sparse gradient, the rows
// `indices` of a dense tensor of shape `dense_shape` holding `values` (repeated indices add up).
// tf.gather's gradient is one; tf.convert_to_tensor and the ops densify it.
#pragma once

#include "core/python/object.h"
#include "core/tensor/dtype.h"

namespace tfplay::tf {

/// The tf.IndexedSlices type (module tensorflow.python.framework.indexed_slices).
py::TypeObject* indexed_slices_type();
/// IndexedSlices(values, indices, dense_shape), each component kept as given (tensors, or any
/// objects as TF's constructor allows; dense_shape may be nullptr or None).
py::Ref make_indexed_slices(const py::Ref& values, const py::Ref& indices, const py::Ref& dense_shape);
bool is_indexed_slices(const py::Ref& value);
/// The components as tensors (converted when the user gave tuples or lists); dense_shape is
/// nullptr when there is none.
py::Ref indexed_slices_values(const py::Ref& slices);
py::Ref indexed_slices_indices(const py::Ref& slices);
py::Ref indexed_slices_dense_shape(const py::Ref& slices);
/// indexed_slices._indexed_slices_to_tensor: the dense tensor (rows of repeated indices summed).
/// ValueError for a dtype mismatch or a missing dense_shape, as TF's conversion function raises;
/// the sum is TF's UnsortedSegmentSum over dense_shape[0] rows.
py::Ref indexed_slices_to_tensor(const py::Ref& slices, bool has_dtype = false, tensor::DType dtype = tensor::DType::Float32);
/// `value` itself, or the dense tensor of an IndexedSlices.
py::Ref dense(const py::Ref& value);

}  // namespace tfplay::tf
