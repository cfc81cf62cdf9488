// The standard-library modules tfplay provides (sys, math); others raise ModuleNotFoundError.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/python/object.h"

namespace tfplay::py {

class Interpreter;

/// Registers `sys` and `math` with the interpreter's import system.
void register_standard_modules(Interpreter& interp);

/// The math module (math_module.cpp), CPython 3.12's Modules/mathmodule.c.
Ref build_math_module();

/// The modules written in Python (core/python/stdlib/*.py, embedded at build time by stdlib/embed.cmake), by
/// module name.
const std::vector<std::pair<std::string, std::string>>& python_stdlib_sources();

/// "stdout" or "stderr" when `o` is sys.stdout / sys.stderr, else nullopt.
std::optional<std::string> stream_name(const Ref& o);

}  // namespace tfplay::py
