// tf.errors classes.
#include "core/tf/errors.h"

#include <map>

#include "core/python/protocols.h"
#include "core/python/runtime.h"

namespace tfplay::tf {

namespace {

constexpr const char* kErrorsModule = "tensorflow.python.framework.errors_impl";

std::map<std::string, py::TypeObject*>& error_types() {
  static std::map<std::string, py::TypeObject*> types = [] {
    std::map<std::string, py::TypeObject*> m;
    auto make = [&](const char* name, py::TypeObject* base) {
      py::TypeObject* t = py::make_native_type(name, base, kErrorsModule);
      t->layout = py::Layout::Exception;
      t->subclassable = true;
      m[name] = t;
      return t;
    };
    py::TypeObject* op_error = make("OpError", py::E().Exception);
    for (const char* n : {"CancelledError", "UnknownError", "InvalidArgumentError", "DeadlineExceededError",
                          "NotFoundError", "AlreadyExistsError", "PermissionDeniedError", "UnauthenticatedError",
                          "ResourceExhaustedError", "FailedPreconditionError", "AbortedError", "OutOfRangeError",
                          "UnimplementedError", "InternalError", "UnavailableError", "DataLossError"})
      make(n, op_error);
    // tf.errors.OperatorNotAllowedInGraphError subclasses TypeError (framework/errors_impl.py).
    make("OperatorNotAllowedInGraphError", py::E().TypeError);
    // InaccessibleTensorError subclasses ValueError.
    m["InaccessibleTensorError"] = [&] {
      py::TypeObject* t = py::make_native_type("InaccessibleTensorError", py::E().ValueError, "tensorflow.python.framework.errors_impl");
      t->layout = py::Layout::Exception;
      t->subclassable = true;
      return t;
    }();
    return m;
  }();
  return types;
}

}  // namespace

py::TypeObject* error_type(const std::string& name) { return error_types().at(name); }

py::Ref errors_module() {
  py::Ref m = py::Module("tensorflow.errors");
  for (auto& [name, type] : error_types()) m->dict->set(name, type->self());
  return m;
}

void raise_op_error(const tensor::OpError& e) {
  py::raise(error_type(tensor::OpError::python_class_name(e.code)), e.what());
}

void raise_from_current_exception() {
  try {
    throw;
  } catch (const tensor::OpError& e) {
    raise_op_error(e);
  } catch (const tensor::OpTypeError& e) {
    py::raise_type_error(e.what());
  } catch (const tensor::OpValueError& e) {
    py::raise_value_error(e.what());
  }
}

}  // namespace tfplay::tf
