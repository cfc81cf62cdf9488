// The Keras module bundle the wasm engine receives instead of embedded sources
// (core/keras/bundle.h, core/python/embed_python.cmake with BUNDLE=ON): the build's bundle
// holds exactly the modules the native build embeds (Keras's, then the standard library's that
// the wasm engine leaves to the bundle, then TF's Python of rarely used APIs, core/tf/library/,
// then the Unicode character names), and malformed bundles are refused.
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/keras/bundle.h"
#include "core/keras/sources.h"
#include "core/python/modules.h"
#include "core/python/unicode/tables.h"
#include "core/tf/library_source.h"

namespace keras = tfplay::keras;

namespace {

std::string_view library_source_of(std::string_view name) {
  for (const auto& m : tfplay::tf::embedded_library_sources())
    if (m.name == name) return m.source;
  return "(none)";
}

}  // namespace

TEST_CASE("the Keras bundle holds the embedded Keras modules, then the bundled standard-library ones, then core/tf/library's, then the Unicode names, byte for byte, in their order") {
  std::ifstream in(TFPLAY_KERAS_BUNDLE_PATH, std::ios::binary);
  REQUIRE(in);
  std::stringstream bytes;
  bytes << in.rdbuf();
  const std::string bundle = bytes.str();
  const auto modules = keras::parse_module_bundle(bundle);
  std::vector<tfplay::py::EmbeddedModule> embedded = keras::embedded_keras_sources();
  const auto& bundled = tfplay::py::python_stdlib_bundled_names();
  CHECK(bundled.size() >= 10);
  std::size_t stdlib_modules = 0;
  for (const auto& m : tfplay::py::python_stdlib_sources()) {
    const std::string_view top = m.name.substr(0, m.name.find('.'));
    if (std::find(bundled.begin(), bundled.end(), top) != bundled.end()) {
      embedded.push_back(m);
      ++stdlib_modules;
    }
  }
  // Each bundled name is a module, or a package whose submodules go with it (unittest).
  CHECK(stdlib_modules >= bundled.size());
  for (const auto& name : bundled) {
    CAPTURE(name);
    CHECK(std::any_of(embedded.begin(), embedded.end(), [&](const auto& m) { return m.name == name; }));
  }
  const auto& library = tfplay::tf::embedded_library_sources();
  CHECK(library.size() >= 10);
  embedded.insert(embedded.end(), library.begin(), library.end());
  // Last, the Unicode character names: the native tables' names as "STEP NAME" lines.
  std::string names;
  std::string_view text = tfplay::py::ucd::kNameText;
  for (std::size_t i = 0; i < tfplay::py::ucd::kNameCount; ++i) {
    std::size_t end = text.find('\n');
    names += std::to_string(tfplay::py::ucd::kNameSteps[i]) + " " + std::string(text.substr(0, end)) + "\n";
    text.remove_prefix(end + 1);
  }
  CHECK(tfplay::py::ucd::kNameCount > 10000);
  embedded.push_back({"_tfplay_data.unicode_names", names, false});
  REQUIRE(modules.size() == embedded.size());
  for (std::size_t i = 0; i < modules.size(); ++i) {
    CHECK(modules[i].name == embedded[i].name);
    CHECK(modules[i].is_package == embedded[i].is_package);
    CHECK(modules[i].source == embedded[i].source);
  }
  CHECK(keras::keras_sources_loaded());
  CHECK(tfplay::tf::library_module_source("tensorflow.python.ops.image_ops_impl") == library_source_of("tensorflow.python.ops.image_ops_impl"));
}

TEST_CASE("a module bundle parses to its modules, views into it") {
  const std::string bundle = std::string("tfplay-modules 1\n") + "pkg 1 5\nx = 1" + "pkg.mod 0 0\n" + "pkg.b 0 12\nprint('é')\n";
  const auto modules = keras::parse_module_bundle(bundle);
  REQUIRE(modules.size() == 3);
  CHECK(modules[0].name == "pkg");
  CHECK(modules[0].is_package);
  CHECK(modules[0].source == "x = 1");
  CHECK(modules[1].name == "pkg.mod");
  CHECK_FALSE(modules[1].is_package);
  CHECK(modules[1].source.empty());
  CHECK(modules[2].source == "print('é')\n");
  CHECK(modules[2].source.data() >= bundle.data());
  CHECK(keras::parse_module_bundle("tfplay-modules 1\n").empty());
}

TEST_CASE("malformed module bundles are refused, saying what is wrong") {
  auto error = [](const std::string& bundle) {
    try {
      keras::parse_module_bundle(bundle);
    } catch (const std::invalid_argument& e) {
      return std::string(e.what());
    }
    return std::string("parsed");
  };
  CHECK(error("") == "not a tfplay module bundle: no \"tfplay-modules 1\" line at byte 0");
  CHECK(error("<!doctype html>") == "not a tfplay module bundle: no \"tfplay-modules 1\" line at byte 0");
  CHECK(error("tfplay-modules 1\npkg 1 5") == "not a tfplay module bundle: a module's header line has no end at byte 17");
  CHECK(error("tfplay-modules 1\npkg 1\n") == "not a tfplay module bundle: a header line is not \"NAME PACKAGE SIZE\" at byte 17");
  CHECK(error("tfplay-modules 1\npkg/x 0 1\nx") == "not a tfplay module bundle: a bad module name at byte 17");
  CHECK(error("tfplay-modules 1\npkg 2 1\nx") == "not a tfplay module bundle: PACKAGE is not 0 or 1 at byte 17");
  CHECK(error("tfplay-modules 1\npkg 0 1x\nx") == "not a tfplay module bundle: SIZE is not a number at byte 17");
  CHECK(error("tfplay-modules 1\npkg 0 -1\nx") == "not a tfplay module bundle: SIZE is not a number at byte 17");
  CHECK(error("tfplay-modules 1\npkg 0 10\nx = 1") == "not a tfplay module bundle: module pkg's source is cut short at byte 26");
}
