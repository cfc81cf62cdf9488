// Reading the arguments of a native tf function the way Python binds them.
#pragma once

#include <string>

#include "core/python/object.h"
#include "core/python/runtime.h"

namespace tfplay::tf {

/// Positional-or-keyword argument `i`/`name` of a native call; nullptr when absent.
inline py::Ref arg(const py::CallArgs& a, std::size_t i, const char* name) {
  if (i < a.args.size()) return a.args[i];
  return a.kwarg(name);
}

/// True when the argument was given and is not None.
inline bool present(const py::Ref& v) { return v && !py::is_none(v.get()); }

/// A required argument; TypeError in CPython's words when it is missing.
inline py::Ref require(const py::CallArgs& a, std::size_t i, const char* name, const char* fn) {
  py::Ref v = arg(a, i, name);
  if (!v) py::raise_type_error(std::string(fn) + "() missing 1 required positional argument: '" + name + "'");
  return v;
}

}  // namespace tfplay::tf
