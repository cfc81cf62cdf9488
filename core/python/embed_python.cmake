# Writes OUT, a C++ file embedding every .py file under SRC_DIR (folders included) as a string
# literal: NAMESPACE::FUNCTION() (declared in HEADER) returns them as EmbeddedModule{name,
# source, is_package} (core/python/embedded_module.h), sorted by path. `pkg/mod.py` is the
# module `pkg.mod`, `pkg/__init__.py` the package `pkg`. Run by the build (CMakeLists.txt's
# tfplay_embed_python), so the .py files are the only copy in the repository.
#
# With BUNDLE=ON, OUT is a module bundle instead, the same modules as a file the wasm engine
# receives at run time (core/keras/bundle.h parses it): the line "tfplay-modules 1", then per
# module a line "NAME PACKAGE SIZE" (PACKAGE 1 for a package, else 0; SIZE the source's length
# in bytes) followed by exactly SIZE bytes of source.
file(GLOB_RECURSE sources RELATIVE "${SRC_DIR}" "${SRC_DIR}/*.py")
list(SORT sources)
set(body "")
set(bundle "tfplay-modules 1\n")
foreach(rel IN LISTS sources)
  string(REGEX REPLACE "\\.py$" "" name "${rel}")
  set(package false)
  if(name MATCHES "(^|/)__init__$")
    string(REGEX REPLACE "/?__init__$" "" name "${name}")
    set(package true)
  endif()
  if(name STREQUAL "" OR NOT name MATCHES "^[A-Za-z_][A-Za-z0-9_]*(/[A-Za-z_][A-Za-z0-9_]*)*$")
    message(FATAL_ERROR "${SRC_DIR}/${rel}: not a module path")
  endif()
  string(REPLACE "/" "." name "${name}")
  file(READ "${SRC_DIR}/${rel}" text)
  string(FIND "${text}" ")PYSRC\"" clash)
  if(NOT clash EQUAL -1)
    message(FATAL_ERROR "${SRC_DIR}/${rel} contains the literal's delimiter )PYSRC\"")
  endif()
  string(APPEND body "      {\"${name}\", R\"PYSRC(${text})PYSRC\", ${package}},\n")
  string(LENGTH "${text}" size)  # in bytes
  if(package)
    string(APPEND bundle "${name} 1 ${size}\n${text}")
  else()
    string(APPEND bundle "${name} 0 ${size}\n${text}")
  endif()
endforeach()
if(BUNDLE)
  file(WRITE "${OUT}.tmp" "${bundle}")
  file(COPY_FILE "${OUT}.tmp" "${OUT}" ONLY_IF_DIFFERENT)
  return()
endif()
file(WRITE "${OUT}.tmp"
"// Generated at build time by core/python/embed_python.cmake from ${SRC_DIR}.
#include \"${HEADER}\"

namespace ${NAMESPACE} {

const std::vector<tfplay::py::EmbeddedModule>& ${FUNCTION}() {
  static const std::vector<tfplay::py::EmbeddedModule> modules = {
${body}  };
  return modules;
}

}  // namespace ${NAMESPACE}
")
file(COPY_FILE "${OUT}.tmp" "${OUT}" ONLY_IF_DIFFERENT)
