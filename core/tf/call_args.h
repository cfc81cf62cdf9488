// Reading the arguments of a native tf function the way Python binds them.
#pragma once

#include <stdexcept>
#include <string>

#include "core/python/object.h"
#include "core/python/runtime.h"

namespace tfplay::tf {

/// Throws an engine error (the run ends with an InternalError) when argument `i`/`name` of a
/// native call is not the parameter the function's declared signature has there: the
/// implementation would read another argument than the one TF binds.
inline void check_argument_position(const py::CallArgs& a, std::size_t i, const char* name) {
  const std::vector<py::Param>& params = *a.params;
  // Runs on every argument an op reads: compared in place (no strlen, no call).
  auto same_name = [name](const std::string& declared) {
    std::size_t k = 0;
    for (; k < declared.size(); ++k)
      if (name[k] != declared[k]) return false;
    return name[k] == '\0';
  };
  if (i < params.size() && same_name(params[i].name) &&
      (params[i].kind == py::ParamKind::PositionalOrKeyword || params[i].kind == py::ParamKind::PositionalOnly))
    return;
  throw std::logic_error(std::string("a native function reads argument ") + std::to_string(i) + " as '" + name +
                         "', which its TF signature has " +
                         (i < params.size() ? "as '" + params[i].name + "'" : std::string("nowhere")));
}

/// Positional-or-keyword argument `i`/`name` of a native call; nullptr when absent.
inline py::Ref arg(const py::CallArgs& a, std::size_t i, const char* name) {
  if (a.params) check_argument_position(a, i, name);
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
