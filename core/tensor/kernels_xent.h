// Log-softmax and the softmax cross entropies (TF: kernels/softmax_op_functor.h, xent_op.h,
// sparse_xent_op.h), defined in kernels_nn.cpp.
#pragma once

#include <utility>

#include "core/tensor/tensor.h"

namespace tfplay::tensor {

/// LogSoftmax along the last axis: logits - max - log(sum(exp(logits - max))).
Tensor log_softmax(const Tensor& logits);
/// SoftmaxCrossEntropyWithLogits (xent_op.h) on [batch, classes] features and labels of the
/// same shape: the per-row loss and its backprop softmax - labels.
std::pair<Tensor, Tensor> softmax_cross_entropy(const Tensor& features, const Tensor& labels);
/// SparseSoftmaxCrossEntropyWithLogits (sparse_xent_op.h): labels are class indices (int32 or
/// int64) per row; InvalidArgument for a label outside [0, classes).
std::pair<Tensor, Tensor> sparse_softmax_cross_entropy(const Tensor& features, const Tensor& labels);

}  // namespace tfplay::tensor
