// tf.py_function / tf.numpy_function: the Python side of the EagerPyFunc and PyFunc ops.
#include "core/tf/script_ops.h"

#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/graph/host_functions.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/convert.h"
#include "core/tf/module_helpers.h"
#include "core/tf/numpy_array.h"
#include "core/tf/numpy_ops.h"
#include "core/tf/op_dispatch.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::DType;
using tensor::Tensor;

namespace {

enum class Flavor { Eager, Numpy };

/// The callable's result as a list of values, as EagerFunc._call / FuncRegistry.__call__ split it.
std::vector<Ref> result_values(const Ref& ret, Flavor flavor) {
  if (py::is_list(ret.get()) || py::is_tuple(ret.get())) return py::to_vector(ret);
  if (flavor == Flavor::Eager && py::is_none(ret.get())) return {};
  return {ret};
}

/// Runs the Python callable for one execution of the op.
std::vector<Tensor> call_python(const Ref& func, Flavor flavor, const std::vector<DType>& tout, const std::vector<Tensor>& in) {
  std::vector<Ref> args;
  // py_func.cc MakeArgTuple: PyArray_Return turns a 0-d array into a NumPy scalar (Python bytes
  // for a string).
  for (const Tensor& t : in) args.push_back(flavor == Flavor::Eager ? function::make_eager(t) : make_numpy(t));
  std::vector<Tensor> out;
  try {
    Ref ret = py::call(func, args);
    std::vector<Ref> values = result_values(ret, flavor);
    for (std::size_t i = 0; i < values.size(); ++i) {
      if (flavor == Flavor::Eager) {
        std::optional<DType> dt = i < tout.size() ? std::optional<DType>(tout[i]) : std::nullopt;
        Ref t = convert_to_tensor(values[i], dt);
        out.push_back(*function::as_tensor(t.get())->value);
      } else if (py::is_str(values[i].get()) || values[i]->cls == py::T().bytes) {
        // FuncRegistry._convert: a str or bytes result becomes a string scalar (utf-8 bytes).
        out.push_back(tensor_from_python(values[i], DType::String));
      } else {
        out.push_back(np::asarray(values[i]));
      }
    }
  } catch (py::PyError& e) {
    const std::string which = flavor == Flavor::Eager ? "tf.py_function" : "tf.numpy_function";
    py::raise(py::E().NotImplementedError,
              "tfplay cannot reproduce how TensorFlow reports an exception raised inside " + which +
                  " (an op error carrying a traceback of TensorFlow's own files); the exception was " +
                  py::type_name(e.exc.get()) + ": " + py::str(e.exc));
  }
  return out;
}

Ref script_call(CallArgs& a, Flavor flavor) {
  const char* fn = flavor == Flavor::Eager ? "eager_py_func" : "numpy_function";
  Ref func = require(a, 0, "func", fn);
  Ref inp = require(a, 1, "inp", fn);
  Ref tout_arg = require(a, 2, "Tout", fn);
  Ref stateful = flavor == Flavor::Numpy ? arg(a, 3, "stateful") : nullptr;
  Ref name = arg(a, flavor == Flavor::Numpy ? 4 : 3, "name");
  if (!py::is_callable(func.get()))
    py::raise_value_error("Expected func to be callable. Received func=" + py::str(func) + " of type <class '" +
                          py::type_name(func.get()) + "'>.");
  const bool is_list = py::is_list(tout_arg.get()) || py::is_tuple(tout_arg.get());
  std::vector<DType> tout;
  for (const Ref& t : is_list ? py::to_vector(tout_arg) : std::vector<Ref>{tout_arg}) {
    auto d = dtype_arg(t);
    if (!d) py::raise_type_error("Cannot convert the argument `type_value`: " + py::repr(t) + " to a TensorFlow DType.");
    tout.push_back(*d);
  }
  std::vector<Ref> inputs;
  std::vector<DType> tin;
  for (const Ref& x : py::to_vector(inp)) {
    inputs.push_back(convert_to_tensor(x, std::nullopt));
    tin.push_back(function::as_tensor(inputs.back().get())->dtype);
  }
  std::string token = graph::register_host_function(
      [func, flavor, tout](const std::vector<Tensor>& in) { return call_python(func, flavor, tout, in); });
  std::string op = "EagerPyFunc";
  if (flavor == Flavor::Numpy) op = (!stateful || py::truthy(stateful)) ? "PyFunc" : "PyFuncStateless";
  graph::AttrMap attrs{{"token", token}, {"Tin", tin}, {"Tout", tout}};
  if (flavor == Flavor::Eager) attrs["is_async"] = false;
  const std::string node_name = present(name) ? py::as_str(name.get()) : op;
  std::vector<Ref> results = run_op(op, inputs, std::move(attrs), node_name, present(name) ? node_name : "");
  if (is_list) return py::List(results);
  return results.at(0);
}

}  // namespace

void install_script_ops(const Ref& tf) {
  def(tf, "py_function", [](CallArgs& a) { return script_call(a, Flavor::Eager); });
  tf->dict->set("numpy_function",
                py::NativeFunction("numpy_function", [](CallArgs& a) { return script_call(a, Flavor::Numpy); }));
}

}  // namespace tfplay::tf
