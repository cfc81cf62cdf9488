// tf.nn's convolutions, poolings, activations and nn_impl composites (nn_ops.cpp).
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/python/object.h"

namespace tfplay::tf {

/// Adds to tf.nn (and tf.math where TF exports them there too): bias_add, conv1d, conv2d, conv3d,
/// convolution (1-D to 3-D), conv1d_transpose, conv2d_transpose, conv3d_transpose,
/// conv_transpose, max_pool/avg_pool (1-D to 3-D) and their 1-D, 2-D and 3-D forms, relu6,
/// leaky_relu, elu, selu, softplus, softsign, gelu, silu/swish, log_sigmoid, erf, erfc, moments,
/// batch_normalization, embedding_lookup, sigmoid_cross_entropy_with_logits,
/// weighted_cross_entropy_with_logits and l2_normalize.
/// Each follows its TF 2.20 Python wrapper (nn_ops.py, nn_impl.py, math_ops.py,
/// embedding_ops.py) for argument checks, graph op names and error texts.
void install_nn_ops(const py::Ref& tf);

/// nn_ops.convert_padding: a padding string passes through ("EXPLICIT" itself raises TF's
/// ValueError; tfplay refuses strings other than "SAME"/"VALID" with NotImplementedError), a
/// list of `expected_length` [before, after] pairs becomes ("EXPLICIT", the flattened pairs).
std::pair<std::string, std::vector<int64_t>> convert_padding(const py::Ref& padding, int expected_length = 4);

}  // namespace tfplay::tf
