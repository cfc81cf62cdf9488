// The `tensorflow` module.
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Builds `import tensorflow as tf` for one run: tf.constant, tf.function, tf.print, math ops,
/// tf.debugging, tf.errors, tf.config, dtypes, TensorSpec/TensorShape.
py::Ref build_tensorflow_module();

}  // namespace tfplay::tf
