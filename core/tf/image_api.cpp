// tf.image.resize as image_ops_impl.py writes it: resize_images_v2's method dispatch inside
// _resize_images_common's name scope, batch handling and size checks.
#include "core/tf/image_api.h"

#include "core/function/tensor_object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/convert.h"
#include "core/tf/module_helpers.h"
#include "core/tf/op_scope.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;

namespace {

// resize_images_v2(images, size, method='bilinear', preserve_aspect_ratio=False, antialias=False, name=None).
Ref resize(CallArgs& a) {
  Ref images_in = require(a, 0, "images", "resize_images_v2");
  Ref size_in = require(a, 1, "size", "resize_images_v2");
  Ref method_arg = arg(a, 2, "method");
  const std::string method = present(method_arg) ? py::str(method_arg) : "bilinear";
  const bool preserve = present(arg(a, 3, "preserve_aspect_ratio")) && py::truthy(arg(a, 3, "preserve_aspect_ratio"));
  const bool antialias = present(arg(a, 4, "antialias")) && py::truthy(arg(a, 4, "antialias"));
  OpScope scope(arg(a, 5, "name"), "resize");
  Ref images = convert_to_tensor(images_in, std::nullopt, "images");
  const tensor::TensorShape& shape = tensor_of(images)->shape;
  if (!shape.has_rank()) py::raise_value_error("'images' contains no shape.");
  const bool is_batch = *shape.rank() != 3;
  if (!is_batch) images = tf_call("expand_dims", {images, py::Int(0)});
  else if (*shape.rank() != 4) py::raise_value_error("'images' must have either 3 or 4 dimensions.");
  Ref size;
  try {
    size = convert_to_tensor(size_in, tensor::DType::Int32, "size");
  } catch (const py::PyError&) {
    py::raise_value_error("'size' must be a 1-D int32 Tensor");
  }
  const tensor::TensorShape& size_shape = tensor_of(size)->shape;
  if (!size_shape.is_compatible_with(tensor::TensorShape({tensor::Dim(2)})))
    py::raise_value_error("'size' must be a 1-D Tensor of 2 elements: new_height, new_width");
  if (preserve) {
    // _resize_images_common: the largest size within `size` with the images' aspect ratio,
    // round(min(size / current) * current) per side in float32 (Round: half to even).
    auto dim = [&](int i) -> Ref {
      const tensor::TensorShape& s = tensor_of(images)->shape;
      if (s.dim(i)) return py::Int(*s.dim(i));
      return py::getitem(tf_call("shape", {images}), py::Int(i));
    };
    auto as_float = [](const Ref& v) { return tf_call("cast", {v, py::Str("float32")}); };
    Ref current_height = as_float(dim(1)), current_width = as_float(dim(2));
    Ref scale_height = py::binary_op(py::ast::BinOpKind::Div, as_float(py::getitem(size, py::Int(0))), current_height);
    Ref scale_width = py::binary_op(py::ast::BinOpKind::Div, as_float(py::getitem(size, py::Int(1))), current_width);
    Ref scale = tf_call("math.minimum", {scale_height, scale_width});
    auto scaled = [&](const Ref& current) {
      return tf_call("cast", {tf_call("math.round", {py::binary_op(py::ast::BinOpKind::Mult, scale, current)}), py::Str("int32")});
    };
    size = convert_to_tensor(py::List({scaled(current_height), scaled(current_width)}), tensor::DType::Int32, "size");
  }
  // resize_with_scale_and_translate: scale = float(new_size) / float(shape(images)[1:3]), no
  // translation.
  auto scale_and_translate = [&](const std::string& kernel_type) {
    Ref new_size = tf_call("cast", {size, py::Str("float32")});
    Ref rows_cols = py::make_object<py::SliceObject>(py::T().slice, py::Int(1), py::Int(3), py::None());
    Ref in_size = tf_call("cast", {py::getitem(tf_call("shape", {images}), rows_cols), py::Str("float32")});
    Ref scale = py::binary_op(py::ast::BinOpKind::Div, new_size, in_size);
    Ref translation = tf_call("zeros", {py::List({py::Int(2)})});
    return apply_op1("ScaleAndTranslate", {images, size, scale, translation},
                     {{"kernel_type", kernel_type}, {"antialias", antialias}});
  };
  Ref resized;
  if (method == "bilinear") {
    resized = antialias ? scale_and_translate("triangle")
                        : apply_op1("ResizeBilinear", {images, size}, {{"half_pixel_centers", true}});
  } else if (method == "nearest") {
    resized = apply_op1("ResizeNearestNeighbor", {images, size}, {{"half_pixel_centers", true}});
  } else if (method == "bicubic") {
    resized = antialias ? scale_and_translate("keyscubic")
                        : apply_op1("ResizeBicubic", {images, size}, {{"half_pixel_centers", true}});
  } else if (method == "area") {
    resized = apply_op1("ResizeArea", {images, size});
  } else if (method == "lanczos3" || method == "lanczos5" || method == "gaussian" || method == "mitchellcubic") {
    resized = scale_and_translate(method);
  } else {
    py::raise_value_error("Resize method is not implemented: " + method);
  }
  if (!is_batch) resized = tf_call("squeeze", {resized}, {{"axis", py::List({py::Int(0)})}});
  return resized;
}

// gen_image_ops.rgb_to_hsv / hsv_to_rgb (tf.image.rgb_to_hsv, tf.image.hsv_to_rgb): the op on
// the images as given (float16, bfloat16, float32 or float64, last dimension 3).
py::NativeFn colorspace(const char* op, const char* fn) {
  return [op, fn](CallArgs& a) -> Ref {
    Ref images = require(a, 0, "images", fn);
    Ref name = arg(a, 1, "name");
    if (present(name)) return apply_op1(op, {images}, {}, name);
    return apply_op1(op, {images});
  };
}

}  // namespace

void install_image_api(const Ref& tf) {
  Ref image = submodule_of(tf, "image");
  def(image, "resize", resize);
  def(image, "rgb_to_hsv", colorspace("RGBToHSV", "rgb_to_hsv"));
  def(image, "hsv_to_rgb", colorspace("HSVToRGB", "hsv_to_rgb"));
  install_image_ops_impl(image, tf);
  unimplemented_names(image, "tf.image",
                      {"adjust_jpeg_quality", "combined_non_max_suppression", "crop_and_resize", "decode_and_crop_jpeg", "decode_bmp", "decode_gif", "decode_image", "decode_jpeg", "decode_png", "decode_webp", "draw_bounding_boxes", "encode_jpeg", "encode_png", "extract_glimpse", "extract_jpeg_shape", "extract_patches", "generate_bounding_box_proposals", "is_jpeg", "non_max_suppression", "non_max_suppression_overlaps", "non_max_suppression_padded", "non_max_suppression_with_scores", "random_jpeg_quality", "rgb_to_yiq", "rgb_to_yuv", "sample_distorted_bounding_box", "sobel_edges", "ssim", "ssim_multiscale", "stateless_random_jpeg_quality", "stateless_sample_distorted_bounding_box", "yiq_to_rgb", "yuv_to_rgb"});
}

}  // namespace tfplay::tf
