// tf.device and the device parts of tf.config (TF: framework/ops.py device_v2, eager/context.py,
// framework/config.py). tfplay runs every op on one CPU, as TF does on a machine without
// accelerators; soft placement (on by default) lets '/GPU:0' requests run there too.
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// Sets tf.device, tf.config.set_visible_devices, experimental_run_functions_eagerly,
/// experimental_functions_run_eagerly, and tf.config.experimental's device functions
/// (list_physical_devices, list_logical_devices, get/set_visible_devices,
/// get/set_memory_growth). Needs tf.config built (module.cpp build_config).
void install_device_api(const py::Ref& tf);

}  // namespace tfplay::tf
