// tf.errors classes.
#include "core/tf/errors.h"

#include <map>

#include "core/python/protocols.h"
#include "core/python/runtime.h"

namespace tfplay::tf {

namespace {

constexpr const char* kErrorsModule = "tensorflow.python.framework.errors_impl";

// error_codes.proto's codes (OK is 0): the OpError subclass raised for each, and the
// module constant tf.errors.<constant> that holds the number.
struct ErrorCode {
  const char* class_name;
  const char* constant;
  int code;
};
constexpr ErrorCode kErrorCodes[] = {
    {"CancelledError", "CANCELLED", 1},
    {"UnknownError", "UNKNOWN", 2},
    {"InvalidArgumentError", "INVALID_ARGUMENT", 3},
    {"DeadlineExceededError", "DEADLINE_EXCEEDED", 4},
    {"NotFoundError", "NOT_FOUND", 5},
    {"AlreadyExistsError", "ALREADY_EXISTS", 6},
    {"PermissionDeniedError", "PERMISSION_DENIED", 7},
    {"ResourceExhaustedError", "RESOURCE_EXHAUSTED", 8},
    {"FailedPreconditionError", "FAILED_PRECONDITION", 9},
    {"AbortedError", "ABORTED", 10},
    {"OutOfRangeError", "OUT_OF_RANGE", 11},
    {"UnimplementedError", "UNIMPLEMENTED", 12},
    {"InternalError", "INTERNAL", 13},
    {"UnavailableError", "UNAVAILABLE", 14},
    {"DataLossError", "DATA_LOSS", 15},
    {"UnauthenticatedError", "UNAUTHENTICATED", 16}};

std::map<std::string, py::TypeObject*>& error_types() {
  static std::map<std::string, py::TypeObject*> types = [] {
    std::map<std::string, py::TypeObject*> m;
    auto make = [&](const char* name, py::TypeObject* base) {
      py::TypeObject* t = py::make_native_type(name, base, kErrorsModule);
      t->layout = py::Layout::Exception;
      t->subclassable = true;
      // OpError(node_def, op, message, error_code) and its subclasses' (node_def, op, message):
      // the arguments are kept as given; the properties below read them.
      const bool base_class = std::string(name) == "OpError";
      t->construct = [base_class](py::TypeObject* cls, py::CallArgs& a) -> py::Ref {
        const std::size_t need = base_class ? 4 : 3;
        if (a.args.size() + a.kwargs.size() < need)
          py::raise_type_error(cls->name + ".__init__() missing required positional arguments: 'node_def', 'op', and 'message'" +
                               std::string(base_class ? " and 'error_code'" : ""));
        auto e = py::make_object<py::ExceptionObject>(cls);
        e->args = a.args;
        for (const char* k : {"node_def", "op", "message", "error_code"})
          if (py::Ref v = a.kwarg(k)) e->args.push_back(v);
        return e;
      };
      m[name] = t;
      return t;
    };
    py::TypeObject* op_error = make("OpError", py::E().Exception);
    // errors_impl.OpError's properties. The runtime raises them with node_def=None, op=None
    // (execute.py's _status_to_exception) and the message alone; a program builds them as
    // OpError(node_def, op, message[, error_code]). str(e) is the message either way.
    auto part = [](const py::Ref& self, std::size_t i) -> py::Ref {
      auto* e = static_cast<py::ExceptionObject*>(self.get());
      if (e->args.size() >= 3) return e->args[i];
      if (i == 2) return e->args.empty() ? py::Str("") : e->args[0];
      return py::None();
    };
    py::add_property(op_error, "message", [part](py::Ref self) { return part(self, 2); });
    py::add_property(op_error, "op", [part](py::Ref self) { return part(self, 1); });
    py::add_property(op_error, "node_def", [part](py::Ref self) { return part(self, 0); });
    py::add_method(op_error, "__str__", [part](py::CallArgs& a) -> py::Ref { return py::Str(py::str(part(a.args.at(0), 2))); });
    for (const ErrorCode& ec : kErrorCodes) {
      py::TypeObject* t = make(ec.class_name, op_error);
      const int c = ec.code;
      py::add_property(t, "error_code", [c](py::Ref) { return py::Int(c); });
    }
    // Two plain exceptions (framework/errors_impl.py), built from a message as their bases are:
    // OperatorNotAllowedInGraphError subclasses TypeError, InaccessibleTensorError ValueError.
    auto plain = [&m](const char* name, py::TypeObject* base) {
      py::TypeObject* t = py::make_native_type(name, base, "tensorflow.python.framework.errors_impl");
      t->layout = py::Layout::Exception;
      t->subclassable = true;
      t->construct = base->construct;
      m[name] = t;
    };
    plain("OperatorNotAllowedInGraphError", py::E().TypeError);
    plain("InaccessibleTensorError", py::E().ValueError);
    return m;
  }();
  return types;
}

}  // namespace

py::TypeObject* error_type(const std::string& name) { return error_types().at(name); }

py::Ref errors_module() {
  py::Ref m = py::Module("tensorflow.errors");
  for (auto& [name, type] : error_types()) m->dict->set(name, type->self());
  // The codes as plain ints (errors_impl.py: OK = error_codes.OK, ...).
  m->dict->set("OK", py::Int(0));
  for (const ErrorCode& c : kErrorCodes) m->dict->set(c.constant, py::Int(c.code));
  return m;
}

void raise_op_error(const tensor::OpError& e) {
  if (e.code == tensor::OpError::Code::TfplayUnsupported) py::raise(py::E().NotImplementedError, e.what());
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
