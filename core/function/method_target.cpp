// TfMethodTarget and class_method_to_instance_method's bound_method_wrapper, written in Python as
// TF writes them (tensorflow/python/eager/polymorphic_function/tf_method_target.py and
// polymorphic_function.py, TF 2.20; tf_decorator.make_decorator's attributes).
#include "core/function/method_target.h"

#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/library_source.h"

namespace tfplay::function {

namespace {

constexpr const char* kModuleName = "tensorflow.python.eager.polymorphic_function.tf_method_target";

constexpr const char* kMethodTargetSource = R"PY(
"""Module for the TFMethodTarget Class."""

import inspect
import types
import weakref


class TfMethodTarget:
    """Binding target for methods replaced by function and defun."""

    __slots__ = ("weakrefself_target__", "weakrefself_func__")

    def __init__(self, target, original_python_function):
        self.weakrefself_target__ = target
        self.weakrefself_func__ = weakref.ref(original_python_function)

    @property
    def target(self):
        return self.weakrefself_target__()

    @property
    def target_class(self):
        true_self = self.weakrefself_target__()
        if inspect.isclass(true_self):
            # Class method
            return true_self
        else:
            return true_self.__class__

    def call(self, args, kwargs):
        wrapped_fn = self.weakrefself_func__()
        return wrapped_fn(self.weakrefself_target__(), *args, **kwargs)


def _make_decorator(target, decorator_func):
    # tf_decorator.make_decorator, without the _tf_decorator attribute.
    if hasattr(target, "__name__"):
        decorator_func.__name__ = target.__name__
    if hasattr(target, "__qualname__"):
        decorator_func.__qualname__ = target.__qualname__
    if hasattr(target, "__module__"):
        decorator_func.__module__ = target.__module__
    if hasattr(target, "__dict__"):
        for name in target.__dict__:
            if name not in decorator_func.__dict__:
                decorator_func.__dict__[name] = target.__dict__[name]
    if hasattr(target, "__doc__"):
        decorator_func.__doc__ = target.__doc__ if target.__doc__ else ""
    decorator_func.__wrapped__ = target
    decorator_func.__original_wrapped__ = target
    if callable(target):
        try:
            signature = inspect.signature(target)
        except (TypeError, ValueError):
            pass
        else:
            decorator_func.__signature__ = signature
    return decorator_func


def _instance_method_pieces(python_function, instance):
    # polymorphic_function.class_method_to_instance_method, up to the new Function.
    weak_instance = weakref.ref(instance)
    bound_method = types.MethodType(python_function, TfMethodTarget(weak_instance, python_function))
    weak_bound_method_wrapper = None

    def bound_method_wrapper(*args, **kwargs):
        """Wraps either a dummy MethodType or a converted AutoGraph function."""
        strong_bound_method_wrapper = weak_bound_method_wrapper()
        wrapped_fn = strong_bound_method_wrapper.__wrapped__
        if wrapped_fn is strong_bound_method_wrapper.__original_wrapped__:
            wrapped_fn = python_function
            return wrapped_fn(weak_instance(), *args, **kwargs)
        return wrapped_fn(*args, **kwargs)

    weak_bound_method_wrapper = weakref.ref(bound_method_wrapper)
    return bound_method, _make_decorator(bound_method, bound_method_wrapper)
)PY";

py::Ref method_target_module() {
  py::Interpreter& interp = py::Interpreter::current();
  if (py::Ref m = interp.modules()->get(py::Str(kModuleName))) return m;
  return interp.exec_library_module(kModuleName, tf::library_source(kModuleName, kMethodTargetSource));
}

}  // namespace

std::pair<py::Ref, py::Ref> instance_method_pieces(const py::Ref& python_function, const py::Ref& instance) {
  py::Ref pieces = py::call(method_target_module()->dict->get("_instance_method_pieces"),
                            std::vector<py::Ref>{python_function, instance});
  std::vector<py::Ref> both = py::to_vector(pieces);
  return {both.at(0), both.at(1)};
}

}  // namespace tfplay::function
