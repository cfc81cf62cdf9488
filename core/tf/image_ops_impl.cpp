// The tf.image functions TF writes in Python over other ops (tensorflow/python/ops/
// image_ops_impl.py and random_crop_ops.py, TF 2.20), written here the same way: flips,
// rotations, crops and pads, dtype conversion, grayscale, brightness / contrast / gamma /
// saturation / hue (the last three run the AdjustContrastv2, AdjustSaturation and AdjustHue
// kernels), their random and stateless random forms, standardization, total variation, image
// gradients and PSNR. Being Python functions, they have TF's signatures and argument errors.
#include <iterator>

#include "core/python/interpreter.h"
#include "core/python/runtime.h"
#include "core/tf/image_api.h"
#include "core/tf/lazy_module.h"
#include "core/tf/library_source.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf {

namespace {

constexpr const char* kModule = "tensorflow.python.ops.image_ops_impl";  // its Python: core/tf/library/tensorflow/python/ops/image_ops_impl.py

constexpr const char* kNames[] = {
    "flip_left_right",
    "flip_up_down",
    "random_flip_left_right",
    "random_flip_up_down",
    "stateless_random_flip_left_right",
    "stateless_random_flip_up_down",
    "rot90",
    "transpose",
    "central_crop",
    "pad_to_bounding_box",
    "crop_to_bounding_box",
    "resize_with_crop_or_pad",
    "resize_with_pad",
    "per_image_standardization",
    "random_brightness",
    "stateless_random_brightness",
    "random_contrast",
    "stateless_random_contrast",
    "adjust_brightness",
    "adjust_contrast",
    "adjust_gamma",
    "convert_image_dtype",
    "rgb_to_grayscale",
    "grayscale_to_rgb",
    "random_hue",
    "stateless_random_hue",
    "adjust_hue",
    "random_saturation",
    "stateless_random_saturation",
    "adjust_saturation",
    "total_variation",
    "image_gradients",
    "random_crop",
    "stateless_random_crop",
    "psnr",
    "ResizeMethod",
};

}  // namespace

void install_image_ops_impl(const py::Ref& image, const py::Ref& tf) {
  // The module runs when a program first uses one of its names (lazy_module.h).
  lazy_attributes(image, "tf.image", std::vector<std::string>(std::begin(kNames), std::end(kNames)), [image, tf] {
    py::Ref m = py::Interpreter::current().exec_library_module(kModule, library_source(kModule, nullptr));
    py::call(m->dict->get("_install"), std::vector<py::Ref>{tf});
    for (const char* name : kNames) image->dict->set(name, m->dict->get(name));
  });
}

}  // namespace tfplay::tf
