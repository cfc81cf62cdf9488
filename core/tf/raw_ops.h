// tf.raw_ops: the ops of the registry called by their op type names with keyword arguments.
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

void install_raw_ops(const py::Ref& tf);

}  // namespace tfplay::tf
