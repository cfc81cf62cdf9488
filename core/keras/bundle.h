// A module bundle: the modules of an embedded tree (core/python/embed_python.cmake with
// BUNDLE=ON writes one) as one file the wasm engine receives at run time, rather than string
// literals compiled into it. The page's engine carries no Keras: it gets Keras's modules this
// way when a program needs them (core/keras/sources.h).
#pragma once

#include <string_view>
#include <vector>

#include "core/python/embedded_module.h"

namespace tfplay::keras {

/// The modules of `bundle`, in its order; their names and sources are views into `bundle`,
/// which must outlive them. The format: the line "tfplay-modules 1", then per module the line
/// "NAME PACKAGE SIZE" (NAME the dotted module name, PACKAGE 1 for a package's __init__ else
/// 0, SIZE the source's length in bytes, in decimal) followed by exactly SIZE bytes of source.
/// Throws std::invalid_argument saying what is wrong when `bundle` is not such a file.
std::vector<py::EmbeddedModule> parse_module_bundle(std::string_view bundle);

}  // namespace tfplay::keras
