// tf.image: resize (image_ops_impl.resize_images_v2) over the ResizeBilinear and
// ResizeNearestNeighbor ops of core/graph/ops_image.cpp, and the functions image_ops_impl.py
// writes in Python (image_ops_impl.cpp).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Sets tf.image (resize); other tf.image names raise NotImplementedError naming themselves.
void install_image_api(const py::Ref& tf);

/// Sets on the tf.image module `image` the functions of image_ops_impl.cpp (flips, crops,
/// convert_image_dtype, the colour adjustments and their random forms, ...).
void install_image_ops_impl(const py::Ref& image, const py::Ref& tf);

}  // namespace tfplay::tf
