// tf.__internal__: the few internal classes TF exports for libraries built on it (Keras's
// TensorFlow backend derives its Variable from them).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// The tf.__internal__ module: `types.Tensor` (core.Tensor, the base of tf.Tensor and the
/// variables; subclasses count as tensors) and `tracking.Trackable` (an empty base class here:
/// tfplay has no checkpoints). Other names raise NotImplementedError naming them.
py::Ref build_internal_module();

}  // namespace tfplay::tf
