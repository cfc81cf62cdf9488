// The natives tf.train's Example protos call as `_natives.*` (example_natives.cpp): f32,
// fields_of, unpack_varints, unpack_floats, map_entry_of, format_float, escape_bytes,
// escape_string, set_classes, copy, serialize, init and parse.
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// A new module of the natives (per run: it holds the run's container classes).
py::Ref make_example_natives();

}  // namespace tfplay::tf
