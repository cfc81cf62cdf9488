// tf.image: resize (image_ops_impl.resize_images_v2) over the ResizeBilinear and
// ResizeNearestNeighbor ops of core/graph/ops_image.cpp.
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Sets tf.image (resize); other tf.image names raise NotImplementedError naming themselves.
void install_image_api(const py::Ref& tf);

}  // namespace tfplay::tf
