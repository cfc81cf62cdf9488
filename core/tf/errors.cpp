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
