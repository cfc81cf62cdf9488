# Writes OUT, a C++ file embedding every SRC_DIR/*.py as a string literal: the
# standard-library modules tfplay implements in Python (see modules.cpp). Run by the build
# (CMakeLists.txt), so the .py files are the only copy in the repository.
file(GLOB sources "${SRC_DIR}/*.py")
list(SORT sources)
set(body "")
foreach(path IN LISTS sources)
  get_filename_component(name "${path}" NAME_WE)
  file(READ "${path}" text)
  string(APPEND body "      {\"${name}\", R\"PYSRC(${text})PYSRC\"},\n")
endforeach()
file(WRITE "${OUT}.tmp"
"// Generated at build time by core/python/stdlib/embed.cmake from core/python/stdlib/*.py.
#include \"core/python/modules.h\"

namespace tfplay::py {

const std::vector<std::pair<std::string, std::string>>& python_stdlib_sources() {
  static const std::vector<std::pair<std::string, std::string>> sources = {
${body}  };
  return sources;
}

}  // namespace tfplay::py
")
file(COPY_FILE "${OUT}.tmp" "${OUT}" ONLY_IF_DIFFERENT)
