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
    // errors_impl.OpError's properties. The runtime raises them with node_def=None, op=None
    // (execute.py's _status_to_exception), so `message` is str(e).
    py::add_property(op_error, "message", [](py::Ref self) -> py::Ref {
      auto* e = static_cast<py::ExceptionObject*>(self.get());
      return e->args.empty() ? py::Str("") : py::Str(py::str(e->args[0]));
    });
    py::add_property(op_error, "op", [](py::Ref) { return py::None(); });
    py::add_property(op_error, "node_def", [](py::Ref) { return py::None(); });
    // error_codes.proto numbers, in the order of the classes below (OK is 0).
    static const std::pair<const char*, int> kCodes[] = {
        {"CancelledError", 1},         {"UnknownError", 2},          {"InvalidArgumentError", 3},
        {"DeadlineExceededError", 4},  {"NotFoundError", 5},         {"AlreadyExistsError", 6},
        {"PermissionDeniedError", 7},  {"UnauthenticatedError", 16}, {"ResourceExhaustedError", 8},
        {"FailedPreconditionError", 9}, {"AbortedError", 10},        {"OutOfRangeError", 11},
        {"UnimplementedError", 12},    {"InternalError", 13},        {"UnavailableError", 14},
        {"DataLossError", 15}};
    for (const auto& [n, code] : kCodes) {
      py::TypeObject* t = make(n, op_error);
      const int c = code;
      py::add_property(t, "error_code", [c](py::Ref) { return py::Int(c); });
    }
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
