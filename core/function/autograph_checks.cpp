// AutoGraph's state checks.
#include "core/function/autograph_checks.h"

#include "core/function/nest.h"
#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"

namespace tfplay::function::autograph {

using py::Ref;

namespace {

bool is_python_scalar(const Ref& v) {
  return py::is_bool(v.get()) || py::is_int(v.get()) || py::is_float(v.get()) || py::is_str(v.get());
}

/// The shape a leaf has as a tensor: Python scalars convert to scalars.
std::string shape_text(const Ref& v) {
  if (TensorObject* t = as_tensor(v.get())) return t->shape.str();
  return "()";
}

const tensor::TensorShape* shape_of(const Ref& v) {
  TensorObject* t = as_tensor(v.get());
  return t ? &t->shape : nullptr;
}

/// control_flow._is_subshape: `left` is at least as specific as `right`.
bool is_subshape(const tensor::TensorShape& left, const tensor::TensorShape& right) {
  if (!right.has_rank()) return true;
  if (!left.has_rank() || *left.rank() != *right.rank()) return false;
  for (int i = 0; i < *left.rank(); ++i) {
    const auto& r = right.as_list()[static_cast<std::size_t>(i)];
    if (r && left.as_list()[static_cast<std::size_t>(i)] != r) return false;
  }
  return true;
}

}  // namespace

std::string dtype_name_of(const Ref& v) {
  if (TensorObject* t = as_tensor(v.get())) return std::string(tensor::name(t->dtype));
  if (py::is_bool(v.get())) return "bool";
  if (py::is_int(v.get())) {
    const std::int64_t x = py::as_int(v.get());
    return x >= INT32_MIN && x <= INT32_MAX ? "int32" : "int64";
  }
  if (py::is_float(v.get())) return "float32";
  if (py::is_str(v.get())) return "string";
  return "";
}

Ref verify_tf_condition(const Ref& cond_value, const std::string& tag) {
  Runtime& rt = Runtime::current();
  const std::string hint = "to check for None, use `is not None`";
  Ref cond = rt.convert_to_tensor(cond_value, std::nullopt);
  TensorObject& t = *as_tensor(cond.get());
  if (t.dtype != tensor::DType::Bool)
    py::raise_value_error("condition of " + tag + " expected to be `tf.bool` scalar, got " + py::str(cond) +
                          "; to use as boolean Tensor, use `tf.cast`; " + hint);
  if (t.shape.has_rank() && *t.shape.rank() == 0) return cond;
  if (t.shape.has_rank()) {
    std::int64_t known = 1;
    for (const auto& d : t.shape.as_list())
      if (d) known *= *d;
    if (known > 1)
      py::raise_value_error("condition of " + tag + " expected to be `tf.bool` scalar, got " + py::str(cond) + "; " +
                            hint);
  }
  Ref shape = rt.convert_to_tensor(py::List({}), tensor::DType::Int32);
  return rt.run_op("Reshape", {cond, shape}, {}, "Reshape").at(0);
}

void verify_cond_branch_vars(const std::vector<Symbol>& symbols, const std::vector<Ref>& values, const std::string& branch) {
  for (std::size_t i = 0; i < symbols.size(); ++i) {
    if (values[i]) continue;
    if (symbols[i].kind == Symbol::Kind::RetVal)
      py::raise_value_error("the " + branch + " branch must also have a return statement.");
    py::raise_value_error("'" + symbols[i].name + "' must also be initialized in the " + branch + " branch");
  }
}

void verify_single_cond_var(const std::string& name, const Ref& body, const Ref& orelse) {
  if (py::is_none(body.get())) py::raise_value_error("'" + name + "' is None at the end of the main branch.");
  if (py::is_none(orelse.get())) py::raise_value_error("'" + name + "' is None at the end of the else branch.");
  const bool body_tf = as_tensor(body.get()) || is_python_scalar(body);
  const bool orelse_tf = as_tensor(orelse.get()) || is_python_scalar(orelse);
  if (!body_tf || !orelse_tf) return;
  const std::string a = dtype_name_of(body), b = dtype_name_of(orelse);
  if (a != b)
    py::raise_type_error("'" + name + "' has dtype " + a + " in the main branch, but dtype " + b + " in the else branch");
}

void verify_cond_vars(const std::vector<Symbol>& symbols, const std::vector<Ref>& body, const std::vector<Ref>& orelse) {
  for (std::size_t i = 0; i < symbols.size(); ++i) {
    if (auto m = nest::compare_entire(body[i], orelse[i]))
      py::raise_type_error("'" + symbols[i].name + "' must have the same nested structure in the main and else branches:\n\n" +
                           m->message);
    std::vector<Ref> a = nest::flatten(body[i]), b = nest::flatten(orelse[i]);
    for (std::size_t j = 0; j < a.size(); ++j) verify_single_cond_var(symbols[i].name, a[j], b[j]);
  }
}

void verify_loop_init_vars(const std::vector<Symbol>& symbols, const std::vector<Ref>& init, const std::string& extra) {
  for (std::size_t i = 0; i < symbols.size(); ++i) {
    if (!init[i] && symbols[i].kind == Symbol::Kind::RetVal)
      py::raise(py::E().NotImplementedError,
                "a return statement cannot be placed inside this TensorFlow loop; this may happen if a return statement "
                "depends on a static Python condition such as a hyperparameter");
    if (init[i] && py::is_none(init[i].get()))
      py::raise_value_error("'" + symbols[i].name + "' is not allowed to be None before the loop");
    if (!init[i])
      py::raise_value_error("'" + symbols[i].name + "' must be defined before the loop" + (extra.empty() ? "" : "\n" + extra));
  }
}

void verify_loop_vars(const std::vector<Symbol>& symbols, const std::vector<Ref>& init, const std::vector<Ref>& entry,
                      const std::vector<Ref>& exit, bool check_shapes) {
  for (std::size_t i = 0; i < symbols.size(); ++i) {
    const std::string& name = symbols[i].name;
    for (const auto* pair : {&init, &exit}) {
      const Ref& a = pair == &init ? init[i] : entry[i];
      const Ref& b = pair == &init ? entry[i] : exit[i];
      if (!a || !b) continue;
      if (auto m = nest::compare_entire(a, b))
        py::raise_type_error("'" + name + "' does not have the same nested structure after one iteration.\n\n" + m->message);
    }
    if (!exit[i]) continue;
    std::vector<Ref> en = nest::flatten(entry[i]), ex = nest::flatten(exit[i]);
    for (std::size_t j = 0; j < en.size() && j < ex.size(); ++j) {
      if (py::is_none(ex[j].get())) py::raise_value_error("'" + name + "' is None at the end of the iteration.");
      const bool en_tf = as_tensor(en[j].get()) || is_python_scalar(en[j]);
      const bool ex_tf = as_tensor(ex[j].get()) || is_python_scalar(ex[j]);
      if (!en_tf || !ex_tf) continue;
      const std::string a = dtype_name_of(en[j]), b = dtype_name_of(ex[j]);
      if (a != b)
        py::raise_type_error("'" + name + "' has dtype " + a + " before the loop, but dtype " + b + " after one iteration");
      if (!check_shapes) continue;
      const tensor::TensorShape scalar = tensor::TensorShape::scalar();
      const tensor::TensorShape& entry_shape = shape_of(en[j]) ? *shape_of(en[j]) : scalar;
      const tensor::TensorShape& exit_shape = shape_of(ex[j]) ? *shape_of(ex[j]) : scalar;
      if (!is_subshape(exit_shape, entry_shape))
        py::raise_value_error("'" + name + "' has shape " + shape_text(en[j]) + " before the loop, but shape " +
                              shape_text(ex[j]) +
                              " after one iteration. Use tf.autograph.experimental.set_loop_options to set shape "
                              "invariants.");
    }
  }
}

}  // namespace tfplay::function::autograph
