// A module embedded in the engine as Python source (CPython's frozen modules).
#pragma once

#include <string_view>

namespace tfplay::py {

/// One module of an embedded tree: the standard-library modules tfplay writes in Python, the
/// Keras package. `name` is the dotted module name; a package (a folder's `__init__.py`) has
/// is_package set and is named after its folder. Generated at build time by
/// core/python/embed_python.cmake; the views point at string literals.
struct EmbeddedModule {
  std::string_view name;
  std::string_view source;
  bool is_package = false;
};

}  // namespace tfplay::py
