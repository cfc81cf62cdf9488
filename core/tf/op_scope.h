// How TF's Python op wrappers name things and convert their arguments:
//
//  * OpScope is `with ops.name_scope(name, default_name, values) as scope:`. While a graph is
//    being built it enters a unique scope ("add", "add_1"); constants created inside are named
//    "add/y", and the op created with name=scope takes the scope's own name ("add"). Eagerly,
//    name_scope is skipped (skip_on_eager=True: the op gets name=None, so an eager error ends
//    in " name: "), except for wrappers that pass skip_on_eager=False (strided_slice: the error
//    ends in " name: strided_slice/").
//
//  * apply_op is a generated wrapper (gen_*_ops.py): Python values are converted to tensors as
//    TFE_Py_FastPathExecute does eagerly (the first tensor among the inputs sharing a type attr
//    decides their dtype: "Cannot convert 1.5 to EagerTensor of dtype int32") or as
//    op_def_library._apply_op_helper does in a graph (inputs in order; "Expected int32 passed
//    to parameter 'y' of op 'Mul', got 1.5 of type 'float' instead. Error: Expected int32, but
//    got 1.5 of type 'float'.").
#pragma once

#include <string>
#include <vector>

#include "core/graph/op_def.h"
#include "core/python/object.h"

namespace tfplay::graph {
class FuncGraph;
}

namespace tfplay::tf {

class OpScope {
 public:
  enum class Eager {
    Skip,   ///< name_scope(..., skip_on_eager=True): eager name None -> " name: "
    User,   ///< a generated wrapper: the user's `name` argument reaches the eager runtime
    Scope,  ///< name_scope(..., skip_on_eager=False): eager name "default_name/"
  };
  /// `user_name`: the wrapper's `name` argument (nullptr or None when not given).
  OpScope(const py::Ref& user_name, const std::string& default_name, Eager eager = Eager::Skip);
  ~OpScope();
  OpScope(const OpScope&) = delete;
  OpScope& operator=(const OpScope&) = delete;

  /// The `name` to pass to run_op: "scope/" in a graph (the op takes the scope's name), "".
  std::string op_name() const { return graph_ ? scope_ + "/" : ""; }
  const std::string& eager_name() const { return eager_name_; }
  bool in_graph() const { return graph_ != nullptr; }
  /// The scope's full name in the graph ("add", "cond/add_1"); empty eagerly.
  const std::string& scope() const { return scope_; }

 private:
  graph::FuncGraph* graph_ = nullptr;
  std::string scope_;
  std::string eager_name_;
};

/// Runs the generated wrapper of `op_type` on `inputs` (one per OpDef input argument; a Python
/// list or tuple for list arguments) inside `scope`.
std::vector<py::Ref> apply_op(const std::string& op_type, const std::vector<py::Ref>& inputs, graph::AttrMap attrs,
                              const OpScope& scope);
/// The same, opening the wrapper's own scope (named after the op type, or `user_name`).
std::vector<py::Ref> apply_op(const std::string& op_type, const std::vector<py::Ref>& inputs, graph::AttrMap attrs = {},
                              const py::Ref& user_name = nullptr);
py::Ref apply_op1(const std::string& op_type, const std::vector<py::Ref>& inputs, graph::AttrMap attrs,
                  const OpScope& scope);
py::Ref apply_op1(const std::string& op_type, const std::vector<py::Ref>& inputs, graph::AttrMap attrs = {},
                  const py::Ref& user_name = nullptr);

}  // namespace tfplay::tf
