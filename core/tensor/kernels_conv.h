// The 2-D window kernels behind tf.nn's convolutions and poolings (TF: kernels/conv_ops.cc,
// conv_grad_input_ops.cc, conv_grad_filter_ops.cc, maxpooling_op.cc, avgpooling_op.cc,
// bias_op.cc, framework/kernel_shape_util.cc). Tensors are NHWC; filters are
// [filter_height, filter_width, in_channels, out_channels].
//
// Convolutions lower to the GEMM of kernels_matmul.cpp (gemm.h): the input's patches form a
// [batch * out_height * out_width, filter_height * filter_width * in_channels] matrix (im2col;
// Conv2D packs it into the GEMM's panels without building it) multiplied by the filter seen as
// a [filter_height * filter_width * in_channels, out_channels] matrix; the backprops multiply
// by the transposes and scatter back (col2im).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/tensor/tensor.h"

namespace tfplay::tensor {

/// TF's Padding enum: the `padding` attr "SAME", "VALID" or "EXPLICIT".
enum class Padding { Same, Valid, Explicit };

/// Parses a padding attr value ("SAME", "VALID", "EXPLICIT").
Padding parse_padding(const std::string& text);

/// One spatial dimension of a window op: its sizes and the padding before/after it.
struct WindowDim {
  int64_t input = 0, filter = 0, stride = 1, dilation = 1;
  int64_t output = 0, pad_before = 0, pad_after = 0;
};

/// GetWindowedOutputSizeVerbose (kernel_shape_util.cc): the output size and paddings of one
/// dimension (EXPLICIT takes `pad_before`/`pad_after` as given). Errors (InvalidArgument):
/// "Stride must be > 0, but got 0", "Dilation rate must be >= 1, but got 0",
/// "Computed output size would be negative: -1 [input_size: 1, effective_filter_size: 3, stride: 1]".
WindowDim windowed_output(int64_t input, int64_t filter, int64_t dilation, int64_t stride, Padding padding,
                          int64_t pad_before = 0, int64_t pad_after = 0);

/// The geometry of a 2-D NHWC window op: batch, rows, cols, channels plus the two windows.
struct Window2D {
  int64_t batch = 0, in_depth = 0;
  WindowDim rows, cols;
};

/// Attrs shared by the conv and pool kernels, as their ops carry them (4-element NHWC lists).
struct WindowAttrs {
  std::vector<int64_t> strides;            ///< [1, stride_h, stride_w, 1]
  std::vector<int64_t> dilations;          ///< [1, dilation_h, dilation_w, 1] (convs only)
  Padding padding = Padding::Valid;
  std::vector<int64_t> explicit_paddings;  ///< 8 values when padding is EXPLICIT
  std::string data_format = "NHWC";
};

/// conv_ops_gpu / conv_ops.cc InitConv2DParameters checks on the attrs (kernel construction):
/// "Sliding window strides field must specify 4 dimensions", "Current implementation does not
/// yet support strides in the batch and depth dimensions.", "Row and column strides should be
/// larger than 0.", the same for dilations, and CheckValidPadding's texts. `op` names the
/// dilation texts' op for the CPU NHWC check.
void check_conv2d_attrs(const WindowAttrs& attrs);

/// Conv2D (conv_ops.cc): input [N, H, W, C], filter [FH, FW, C, OC] -> [N, OH, OW, OC].
/// Errors: "input must be 4-dimensional[1,2,3]", "filter must be 4-dimensional: [2,2]",
/// "input depth must be evenly divisible by filter depth: 3 vs 2", grouped convolutions and
/// NCHW are Unimplemented on the CPU, as in TF.
Tensor conv2d(const Tensor& input, const Tensor& filter, const WindowAttrs& attrs);
/// Conv2DBackpropInput: the gradient of Conv2D with respect to an input of shape `input_sizes`.
Tensor conv2d_backprop_input(const std::vector<int64_t>& input_sizes, const Tensor& filter, const Tensor& out_backprop,
                             const WindowAttrs& attrs);
/// Conv2DBackpropFilter: the gradient of Conv2D with respect to a filter of shape `filter_sizes`.
Tensor conv2d_backprop_filter(const Tensor& input, const std::vector<int64_t>& filter_sizes, const Tensor& out_backprop,
                              const WindowAttrs& attrs);

/// DepthwiseConv2dNative (depthwise_conv_op.cc): input [N, H, W, C], filter [FH, FW, C, M] ->
/// [N, OH, OW, C * M], output channel c * M + q the input channel c convolved with filter[..., c, q].
/// Errors: "input and filter must have the same depth: 3 vs 2", "Current implementation only
/// supports equal length strides in the row and column dimensions.", NCHW Unimplemented on the CPU.
Tensor depthwise_conv2d_native(const Tensor& input, const Tensor& filter, const WindowAttrs& attrs);
/// DepthwiseConv2dNativeBackpropInput: the gradient with respect to an input of shape `input_sizes`.
Tensor depthwise_conv2d_native_backprop_input(const std::vector<int64_t>& input_sizes, const Tensor& filter, const Tensor& out_backprop,
                                              const WindowAttrs& attrs);
/// DepthwiseConv2dNativeBackpropFilter: the gradient with respect to a filter of shape `filter_sizes`.
Tensor depthwise_conv2d_native_backprop_filter(const Tensor& input, const std::vector<int64_t>& filter_sizes, const Tensor& out_backprop,
                                               const WindowAttrs& attrs);

/// Pooling attrs: ksize and strides are 4-element lists ([1, kh, kw, 1] in NHWC).
struct PoolAttrs : WindowAttrs {
  std::vector<int64_t> ksize;
};
/// MaxPool (maxpooling_op.cc): the max of each window (padding never wins). Errors:
/// "Sliding window ksize field must specify 4 dimensions", "Pooling is not yet supported on
/// the batch dimension.", "Default MaxPoolingOp only supports NHWC on device type CPU".
Tensor max_pool(const Tensor& input, const PoolAttrs& attrs);
/// AvgPool (avgpooling_op.cc): the mean of each window's in-bounds elements.
Tensor avg_pool(const Tensor& input, const PoolAttrs& attrs);
/// MaxPoolGrad: `grad` [N, OH, OW, C] added at the first maximum of each window of `orig_input`.
Tensor max_pool_grad(const Tensor& orig_input, const Tensor& grad, const PoolAttrs& attrs);
/// MaxPoolGradGrad (maxpooling_op.cc MaxPoolingGradGradOp): for each window, `grad` (shaped like
/// `orig_input`) at the window's last element equal to `orig_output`'s pooled value: the pooled
/// shape [N, OH, OW, C].
Tensor max_pool_grad_grad(const Tensor& orig_input, const Tensor& orig_output, const Tensor& grad, const PoolAttrs& attrs);
/// AvgPoolGrad: each window's gradient spread evenly over its in-bounds elements.
Tensor avg_pool_grad(const std::vector<int64_t>& orig_input_shape, const Tensor& grad, const PoolAttrs& attrs);

/// BiasAdd (bias_op.cc): `bias` added along the channel axis (last for NHWC, 1 for NCHW).
/// Errors: "Input tensor must be at least 2D: [3]", "Biases must be 1D: [1,2]",
/// "Must provide as many biases as the last dimension of the input tensor: [2] vs. [2,3]".
Tensor bias_add(const Tensor& value, const Tensor& bias, bool nchw);
/// BiasAddGrad: `out_backprop` summed over every axis but the channel axis.
Tensor bias_add_grad(const Tensor& out_backprop, bool nchw);

}  // namespace tfplay::tensor
