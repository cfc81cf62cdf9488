// The resize ops beyond ops_image.cpp's bilinear and nearest ones (TF: tensorflow/core/ops/
// image_ops.cc): ResizeBicubic and ResizeBicubicGrad (kernels/image/resize_bicubic_op.cc),
// ResizeArea (kernels/image/resize_area_op.cc), ScaleAndTranslate and its gradient
// (kernels/image/scale_and_translate_op.cc, sampling_kernels.h).
#pragma once

#include "core/graph/op_registry.h"

namespace tfplay::graph {

/// Registers ResizeBicubic (images of a real type T but uint32/uint64, size int32 [2] ->
/// float32 [b, size[0], size[1], c]) and ResizeBicubicGrad (grads float32, original_image float
/// or double -> T). With half_pixel_centers (tf.image.resize's choice) the Keys cubic kernel
/// (a = -0.5) samples each output point, taps outside the image get weight 0 and the rest are
/// renormalized; without it the legacy kernel (a = -0.75) repeats the edge pixels. Weights come
/// from TF's 1025-entry coefficient table, so values match TF's to the last bit.
void register_image_bicubic_ops(OpRegistry& r);

/// Registers ResizeArea (images of a real type T but uint32/uint64, size int32 [2] -> float32
/// [b, size[0], size[1], c]; attr align_corners only): each output pixel is the mean of the
/// input area it covers, partly covered input pixels weighted by the covered fraction. No
/// gradient, as in TF.
void register_image_area_ops(OpRegistry& r);

/// Registers ScaleAndTranslate (images of a real type T, size int32 [2], scale and translation
/// float [2] (rows, columns) -> float32 [b, size[0], size[1], c]; attrs kernel_type "lanczos3"
/// (also lanczos1/5, gaussian, box, triangle, keyscubic, mitchellcubic) and antialias True)
/// and ScaleAndTranslateGrad (float only), as tf.image.resize's lanczos, gaussian and
/// mitchellcubic methods and its antialiased bilinear and bicubic run them. InvalidArgument for
/// an unknown kernel_type or a scale that is not positive.
void register_image_scale_and_translate_ops(OpRegistry& r);

}  // namespace tfplay::graph
