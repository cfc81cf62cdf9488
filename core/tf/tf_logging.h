// tf_logging.warning (tensorflow/python/platform/tf_logging.py) for the engine's own warnings.
#pragma once

#include <string>

namespace tfplay::tf {

/// tf_logging.warning(message) / logging.warn: one "WARNING:tensorflow:<message>" line on stderr,
/// attributed to the current program line ("trace" while a tf.function traces, else "python").
/// Nothing is printed when the run turned TensorFlow's warnings off (tf.get_logger().setLevel).
void tf_warning(const std::string& message);

}  // namespace tfplay::tf
