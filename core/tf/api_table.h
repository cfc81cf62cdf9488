// TF 2.20's public API surface for the modules and classes tfplay covers: every member each one
// has and the signature of each function and method (names, kinds and defaults of the
// parameters), as TF's API golden files list them (tensorflow/tools/api/golden/v2) and, where
// those are older than 2.20, as TF 2.20's Python source defines them. install_api_surface
// (api_surface.h) gives tfplay's functions these signatures and fills every member tfplay does
// not implement with a stub that raises NotImplementedError naming it.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/python/object.h"

namespace tfplay::tf {

/// One parameter of a TF function: its name, kind and default (the default's source text, in
/// the table's literal syntax: None, True, 1, -1.5, 'NHWC', (1, 2), [1], {'a'}, object(),
/// -inf, or tf.<dotted path> such as tf.int64).
struct ApiParam {
  std::string name;
  py::ParamKind kind = py::ParamKind::PositionalOrKeyword;
  std::optional<std::string> default_text;
};

/// One member of a TF module or class.
struct ApiMember {
  enum class Kind {
    Function,     // a module's function, or an instance method of a class (self is a parameter)
    Static,       // a class's staticmethod
    ClassMethod,  // a class's classmethod (cls is a parameter)
    Method,       // a method whose signature TF's golden does not give
    Module,
    Class,
    Property,
    Value,        // a constant: `value_text` in the literal syntax, or empty when tfplay has none
    Lazy,         // a submodule the module's __getattr__ imports on first use (tf.keras)
  };
  std::string name;
  Kind kind = Kind::Function;
  /// The parameters' text between the parentheses ("x, y=None, *, name=None"), a view into the
  /// table; params() parses it on first use (most members of a run never need theirs).
  std::string_view params_text;
  std::string value_text;
  /// The name of TF's Python function when it differs from `name` (tf.random.stateless_uniform
  /// is stateless_random_uniform): CPython's argument errors name it.
  std::string python_name;

  /// The parameters params_text lists; std::invalid_argument when it is malformed.
  const std::vector<ApiParam>& params() const;

 private:
  mutable std::optional<std::vector<ApiParam>> params_;
};

/// A module ("tf.math") or class ("tf.Tensor") and its members, in the table's order.
struct ApiScope {
  std::string path;
  bool is_class = false;
  std::vector<ApiMember> members;
};

/// The table, parsed once per process.
const std::vector<ApiScope>& tf_api_table();

/// Parses table text (the format of api_table_data.cpp); std::invalid_argument on a bad line.
std::vector<ApiScope> parse_api_table(std::string_view text);

}  // namespace tfplay::tf
