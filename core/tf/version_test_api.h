// tf.version (tensorflow/python/framework/versions.py), the environment checks of tf.test
// (tensorflow/python/platform/test.py, framework/test_util.py) that tutorials start with, and
// TF's module aliases of Keras (tf.losses, tf.metrics, ...).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Sets tf.version (VERSION "2.20.0" and the build constants known for TF 2.20's CPU wheels;
/// the rest are stubs) and tf.test's gpu_device_name, is_gpu_available and is_built_with_*
/// as TF answers them on a CPU-only build; tf.test.TestCase and tf.test.main load
/// core/tf/library's test_util.py on first use.
void install_version_and_test(const py::Ref& tf);

}  // namespace tfplay::tf
