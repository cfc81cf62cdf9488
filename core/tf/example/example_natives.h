// The natives tf.train's Example protos call as `_natives.*` (example_natives.cpp): set_classes,
// init, copy, serialize, parse, f32 (float32 rounding), format_float, escape_bytes and
// escape_string (upb's text format).
#pragma once

#include "core/python/object.h"

namespace tfplay::tf {

/// A new module of the natives (per run: it holds the run's container classes).
py::Ref make_example_natives();

}  // namespace tfplay::tf
