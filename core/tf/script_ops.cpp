// tf.py_function / tf.numpy_function: the Python side of the EagerPyFunc and PyFunc ops.
#include "core/tf/script_ops.h"

#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/graph/host_functions.h"
#include "core/python/interpreter.h"
#include "core/tf/lazy_module.h"
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

// script_ops.py _check_args_and_maybe_make_decorator's decorator: the wrapper passes its
// positional arguments as `inp`.
constexpr const char* kDecoratorSource = R"PY(
import functools


def make_decorator(script_op, Tout, kwargs):
    def py_function_decorator(fun):
        @functools.wraps(fun)
        def py_function_wrapper(*args):
            return script_op(fun, inp=args, Tout=Tout, **kwargs)

        return py_function_wrapper

    return py_function_decorator
)PY";

Ref script_call(CallArgs& a, Flavor flavor);

/// _check_args_and_maybe_make_decorator: TypeErrors for a missing Tout or inp, and the decorator
/// when func is None (tf.py_function(Tout=...) above a def); nullptr for a direct call.
Ref maybe_decorator(CallArgs& a, Flavor flavor, const Ref& func, const Ref& inp, const Ref& tout, const Ref& stateful,
                    const Ref& name) {
  const std::string op_name = flavor == Flavor::Eager ? "tf.py_function" : "tf.numpy_function";
  if (!present(tout))
    py::raise_type_error("Missing required argument: 'Tout'\n  If using " + op_name +
                         " as a decorator, set `Tout`\n  **by name** above the function:\n  `@" + op_name + "(Tout=tout)`");
  if (!present(func)) {
    if (present(inp))
      py::raise_type_error("Don't set the `inp` argument when using " + op_name + " as a decorator (`func=None`).");
    Ref module = lazy_library_module("tensorflow.python.ops.script_ops_decorator", kDecoratorSource, [](const Ref&) {});
    Ref kwargs = py::Dict();
    py::setitem(kwargs, py::Str("name"), name ? name : py::None());
    if (flavor == Flavor::Numpy) py::setitem(kwargs, py::Str("stateful"), stateful ? stateful : py::True());
    Ref op = py::NativeFunction(flavor == Flavor::Eager ? "eager_py_func" : "numpy_function",
                                [flavor](CallArgs& b) { return script_call(b, flavor); });
    return py::call(module->dict->get("make_decorator"), std::vector<Ref>{op, tout, kwargs});
  }
  if (!present(inp))
    py::raise_type_error("Missing argument `inp`:\n  You must set the `inp` argument (the list of arguments to the\n  "
                         "function), unless you use `" + op_name + "` as a decorator(`func=None`).");
  (void)a;
  return nullptr;
}

Ref script_call(CallArgs& a, Flavor flavor) {
  Ref func = arg(a, 0, "func");
  Ref inp = arg(a, 1, "inp");
  Ref tout_arg = arg(a, 2, "Tout");
  Ref stateful = flavor == Flavor::Numpy ? arg(a, 3, "stateful") : nullptr;
  Ref name = arg(a, flavor == Flavor::Numpy ? 4 : 3, "name");
  if (Ref decorator = maybe_decorator(a, flavor, func, inp, tout_arg, stateful, name)) return decorator;
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
  def(tf, "py_function", +[](CallArgs& a) { return script_call(a, Flavor::Eager); });
  tf->dict->set("numpy_function",
                py::NativeFunction("numpy_function", +[](CallArgs& a) { return script_call(a, Flavor::Numpy); }));
}

}  // namespace tfplay::tf
