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
#
# Standard-library modules few programs import can travel in the bundle too (the wasm engine
# leaves them out, core/keras/sources.h): STDLIB_BUNDLED is their top-level names, comma
# separated. For the bundle, STDLIB_DIR is the standard library's tree, whose modules of those
# names follow the bundle's own. For the C++ file, NAMES_FUNCTION (optional) is also defined,
# returning those names, and with LEAVE_OUT=ON the C++ file leaves those modules out. For the
# bundle, LIBRARY_DIR (optional) is a further tree whose modules all follow (core/tf/library),
# and DATA_ENTRIES (optional, comma separated NAME=PATH) files that follow as entries NAME that
# are data, not modules (the Unicode character names).
cmake_policy(SET CMP0057 NEW)  # if(... IN_LIST ...) in script mode
string(REPLACE "," ";" stdlib_bundled "${STDLIB_BUNDLED}")

# Appends the modules under `dir` (those whose top-level name is in `only`, when `filter` is
# set; those not in `leave_out` otherwise) to `body` and `bundle`.
macro(tfplay_embed_tree dir only filter leave_out)
set(embed_filter "${filter}")
set(embed_leave_out "${leave_out}")
file(GLOB_RECURSE sources RELATIVE "${dir}" "${dir}/*.py")
list(SORT sources)
foreach(rel IN LISTS sources)
  string(REGEX REPLACE "[/.].*$" "" top "${rel}")
  if(embed_filter)
    if(NOT top IN_LIST ${only})
      continue()
    endif()
  elseif(embed_leave_out AND top IN_LIST ${only})
    continue()
  endif()
  string(REGEX REPLACE "\\.py$" "" name "${rel}")
  set(package false)
  if(name MATCHES "(^|/)__init__$")
    string(REGEX REPLACE "/?__init__$" "" name "${name}")
    set(package true)
  endif()
  if(name STREQUAL "" OR NOT name MATCHES "^[A-Za-z_][A-Za-z0-9_]*(/[A-Za-z_][A-Za-z0-9_]*)*$")
    message(FATAL_ERROR "${dir}/${rel}: not a module path")
  endif()
  string(REPLACE "/" "." name "${name}")
  file(READ "${dir}/${rel}" text)
  string(FIND "${text}" ")PYSRC\"" clash)
  if(NOT clash EQUAL -1)
    message(FATAL_ERROR "${dir}/${rel} contains the literal's delimiter )PYSRC\"")
  endif()
  string(APPEND body "      {\"${name}\", R\"PYSRC(${text})PYSRC\", ${package}},\n")
  string(LENGTH "${text}" size)  # in bytes
  if(package)
    string(APPEND bundle "${name} 1 ${size}\n${text}")
  else()
    string(APPEND bundle "${name} 0 ${size}\n${text}")
  endif()
endforeach()
endmacro()

set(body "")
set(bundle "tfplay-modules 1\n")
if(BUNDLE)
  tfplay_embed_tree("${SRC_DIR}" stdlib_bundled OFF OFF)
  if(STDLIB_DIR)
    tfplay_embed_tree("${STDLIB_DIR}" stdlib_bundled ON OFF)
  endif()
  if(LIBRARY_DIR)
    tfplay_embed_tree("${LIBRARY_DIR}" stdlib_bundled OFF OFF)
  endif()
  string(REPLACE "," ";" data_entries "${DATA_ENTRIES}")
  foreach(entry IN LISTS data_entries)
    string(REGEX MATCH "^([^=]+)=(.*)$" m "${entry}")
    file(READ "${CMAKE_MATCH_2}" text)
    string(LENGTH "${text}" size)
    string(APPEND bundle "${CMAKE_MATCH_1} 0 ${size}\n${text}")
  endforeach()
else()
  tfplay_embed_tree("${SRC_DIR}" stdlib_bundled OFF "${LEAVE_OUT}")
endif()
set(names_body "")
foreach(top IN LISTS stdlib_bundled)
  string(APPEND names_body "      \"${top}\",\n")
endforeach()
if(BUNDLE)
  file(WRITE "${OUT}.tmp" "${bundle}")
  file(COPY_FILE "${OUT}.tmp" "${OUT}" ONLY_IF_DIFFERENT)
  return()
endif()
set(names_function "")
if(NAMES_FUNCTION)
  set(names_function "
const std::vector<std::string_view>& ${NAMES_FUNCTION}() {
  static const std::vector<std::string_view> names = {
${names_body}  };
  return names;
}
")
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
${names_function}
}  // namespace ${NAMESPACE}
")
file(COPY_FILE "${OUT}.tmp" "${OUT}" ONLY_IF_DIFFERENT)
