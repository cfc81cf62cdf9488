# Writes OUT, a C++ file embedding every .py file under SRC_DIR/keras (the `keras` package) as a
# string literal with its dotted module name: keras/src/layers/core/dense.py becomes
# "keras.src.layers.core.dense", and a folder's __init__.py names the package itself. Run by
# the build (CMakeLists.txt), so the .py files are the only copy in the repository.
file(GLOB_RECURSE sources RELATIVE "${SRC_DIR}" "${SRC_DIR}/keras/*.py")
list(SORT sources)
set(body "")
foreach(rel IN LISTS sources)
  file(READ "${SRC_DIR}/${rel}" text)
  string(REGEX REPLACE "\\.py$" "" name "${rel}")
  set(package "false")
  if(name MATCHES "/__init__$")
    string(REGEX REPLACE "/__init__$" "" name "${name}")
    set(package "true")
  endif()
  string(REPLACE "/" "." name "${name}")
  string(APPEND body "      {\"${name}\", R\"PYSRC(${text})PYSRC\", ${package}},\n")
endforeach()
file(WRITE "${OUT}.tmp"
"// Generated at build time by core/keras/embed.cmake from core/keras/keras/**/*.py.
#include \"core/keras/sources.h\"

namespace tfplay::keras {

const std::vector<ModuleSource>& keras_sources() {
  static const std::vector<ModuleSource> sources = {
${body}  };
  return sources;
}

}  // namespace tfplay::keras
")
file(COPY_FILE "${OUT}.tmp" "${OUT}" ONLY_IF_DIFFERENT)
