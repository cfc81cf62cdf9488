// A tf.function may not modify the Python structures it was called with (func_graph.py
// func_graph_from_py_func: the arguments are packed again before the body runs, and
// check_func_mutation compares them with what the body left).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "core/python/object.h"

namespace tfplay::function {

/// The nest structure of a trace's arguments and the identity of their leaves, taken before
/// the body runs.
struct ArgumentsSnapshot {
  struct Node {
    const py::TypeObject* type = nullptr;  // a structure's class; null for a leaf
    py::Ref leaf;
    std::vector<py::Ref> keys;  // a dict's, sorted as nest flattens them
    std::vector<Node> children;
  };
  std::vector<Node> args;
  std::vector<std::pair<std::string, Node>> kwargs;
};

ArgumentsSnapshot snapshot_arguments(const std::vector<py::Ref>& args, const std::vector<std::pair<std::string, py::Ref>>& kwargs);

/// check_func_mutation: ValueError "{qualname}{signature} should not modify its Python input
/// arguments. Modifying a copy is allowed. The following parameter(s) were modified: {names}"
/// when a list, tuple or dict among the arguments changed its structure or one of its leaves
/// (compared with `is`). `func` is the traced Python callable (a bound method for a method).
void check_func_mutation(const ArgumentsSnapshot& before, const std::vector<py::Ref>& args,
                         const std::vector<std::pair<std::string, py::Ref>>& kwargs, const py::Ref& func);

}  // namespace tfplay::function
