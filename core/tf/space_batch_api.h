// The Python side of SpaceToBatchND / BatchToSpaceND (TF: tensorflow/python/ops/array_ops.py
// space_to_batch*, batch_to_space*, required_space_to_batch_paddings; nn_ops.py
// with_space_to_batch, _WithSpaceToBatch, atrous_conv2d): space_batch_api.cpp.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/python/object.h"

namespace tfplay::tf {

/// The op a dilated convolution runs between SpaceToBatchND and BatchToSpaceND: called with the
/// space-to-batched input and the padding ("VALID" after the conversion; the caller's own
/// padding when every rate is 1 and the op runs on the input as it is).
using SpatialOp = std::function<py::Ref(const py::Ref& input, int64_t num_spatial_dims, const py::Ref& padding)>;

/// nn_ops._WithSpaceToBatch(input.shape, dilation_rate, padding, ...)(input, filter): converts
/// `dilation_rate` to an int32 tensor named "dilation_rate"; rates of 1 run `op` directly;
/// otherwise the paddings that make the spatial dims divisible by the rate (with SAME's
/// padding from `filter_shape`, a tensor, list or None) pad the input through SpaceToBatchND,
/// `op` runs with VALID padding, and BatchToSpaceND crops the result. Raises TF's ValueErrors
/// (rank of the rate, spatial_dims order, input rank, positive rates, SAME without
/// filter_shape, unknown padding). tfplay needs the rate, the filter shape and the input's
/// spatial dims known when the graph is built: NotImplementedError otherwise.
py::Ref with_space_to_batch(const py::Ref& input, const py::Ref& dilation_rate, const py::Ref& padding, const SpatialOp& op,
                            const py::Ref& filter_shape, const py::Ref& spatial_dims, const std::string& data_format,
                            int num_batch_dims = 1);

/// A 1-D NumPy int array as str() prints it: "[0 1]", "[ 1 10]".
std::string numpy_int_str(const std::vector<int64_t>& v);

/// tf.space_to_batch, tf.space_to_batch_nd, tf.nn.space_to_batch, tf.batch_to_space,
/// tf.required_space_to_batch_paddings, tf.nn.with_space_to_batch and tf.nn.atrous_conv2d.
void install_space_batch_ops(const py::Ref& tf);

}  // namespace tfplay::tf
