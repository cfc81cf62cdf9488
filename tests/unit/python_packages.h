// The package tree under tests/unit/python_packages, embedded at build time (CMakeLists.txt).
#pragma once

#include <vector>

#include "core/python/embedded_module.h"

namespace tfplay::testing {

const std::vector<py::EmbeddedModule>& test_python_packages();

}  // namespace tfplay::testing
