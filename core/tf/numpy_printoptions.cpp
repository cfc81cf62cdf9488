// NumPy's print options over tensor::numpy_print_options() (numpy_printoptions.h).
#include "core/tf/numpy_printoptions.h"

#include <cmath>
#include <limits>

#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tensor/format_numpy.h"
#include "core/tf/call_args.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;

namespace {

/// set_printoptions' parameters, in NumPy 2.3's order (legacy and override_repr are keyword-only).
constexpr const char* kParams[] = {"precision", "threshold", "edgeitems", "linewidth", "suppress", "nanstr",
                                   "infstr",    "formatter", "sign",      "floatmode", "legacy", "override_repr"};
constexpr std::size_t kPositional = 10;

/// The value of an option NumPy has but tfplay does not emulate, when it is its default.
bool is_default(const std::string& name, const Ref& v) {
  if (name == "nanstr") return py::is_str(v.get()) && py::as_str(v.get()) == "nan";
  if (name == "infstr") return py::is_str(v.get()) && py::as_str(v.get()) == "inf";
  if (name == "sign") return py::is_str(v.get()) && py::as_str(v.get()) == "-";
  if (name == "floatmode") return py::is_str(v.get()) && py::as_str(v.get()) == "maxprec";
  if (name == "legacy") return v.get() == py::False().get();
  return false;
}

/// arrayprint._make_options_dict's checks, then the options applied to `o`.
void apply(const CallArgs& a, tensor::NumpyPrintOptions& o) {
  if (a.args.size() > kPositional)
    py::raise_type_error("set_printoptions() takes from 0 to " + std::to_string(kPositional) + " positional arguments but " +
                         std::to_string(a.args.size()) + " were given");
  for (const auto& [k, v] : a.kwargs) {
    bool known = false;
    for (const char* p : kParams) known = known || k == p;
    if (!known) py::raise_type_error("set_printoptions() got an unexpected keyword argument '" + k + "'");
  }
  auto get = [&](std::size_t i) -> Ref {
    Ref v = i < kPositional ? arg(a, i, kParams[i]) : a.kwarg(kParams[i]);
    return present(v) ? v : nullptr;
  };
  if (Ref v = get(9); v && !(py::is_str(v.get()) && (py::as_str(v.get()) == "fixed" || py::as_str(v.get()) == "unique" ||
                                                     py::as_str(v.get()) == "maxprec" || py::as_str(v.get()) == "maxprec_equal")))
    py::raise_value_error("floatmode option must be one of \"fixed\", \"unique\", \"maxprec\", \"maxprec_equal\"");
  if (Ref v = get(8); v && !(py::is_str(v.get()) && (py::as_str(v.get()) == "-" || py::as_str(v.get()) == "+" ||
                                                     py::as_str(v.get()) == " ")))
    py::raise_value_error("sign option must be one of ' ', '+', or '-'");
  for (std::size_t i = 5; i < std::size(kParams); ++i)
    if (Ref v = get(i); v && !is_default(kParams[i], v))
      py::raise(py::E().NotImplementedError,
                std::string("tfplay's numpy.set_printoptions does not support the ") + kParams[i] + " option");
  if (Ref v = get(1)) {
    if (!py::is_int(v.get()) && !py::is_float(v.get())) py::raise_type_error("threshold must be numeric");
    const double d = py::as_float(v.get());
    if (std::isnan(d)) py::raise_value_error("threshold must be non-NAN, try sys.maxsize for untruncated representation");
    o.threshold = py::is_int(v.get()) ? py::as_int(v.get())
                  : d >= 9.2e18       ? std::numeric_limits<int64_t>::max()
                                      : static_cast<int64_t>(d);
  }
  if (Ref v = get(0)) {
    if (!py::is_int(v.get())) py::raise_type_error("precision must be an integer");
    o.precision = static_cast<int>(py::as_int(v.get()));
  }
  if (Ref v = get(2)) o.edgeitems = static_cast<int>(py::as_int(v.get()));
  if (Ref v = get(3)) o.linewidth = static_cast<int>(py::as_int(v.get()));
  if (Ref v = get(4)) o.suppress = py::truthy(v);
}

/// np.get_printoptions(): NumPy 2.3's dict, in its key order.
Ref options_dict(const tensor::NumpyPrintOptions& o) {
  auto d = py::Dict();
  d->set(py::Str("edgeitems"), py::Int(o.edgeitems));
  d->set(py::Str("threshold"), py::Int(o.threshold));
  d->set(py::Str("floatmode"), py::Str("maxprec"));
  d->set(py::Str("precision"), py::Int(o.precision));
  d->set(py::Str("suppress"), py::Bool(o.suppress));
  d->set(py::Str("linewidth"), py::Int(o.linewidth));
  d->set(py::Str("nanstr"), py::Str("nan"));
  d->set(py::Str("infstr"), py::Str("inf"));
  d->set(py::Str("sign"), py::Str("-"));
  d->set(py::Str("formatter"), py::None());
  d->set(py::Str("legacy"), py::False());
  d->set(py::Str("override_repr"), py::None());
  return d;
}

/// The context manager np.printoptions(...) returns: options applied on entry (as NumPy's
/// contextmanager does), the previous ones restored on exit.
struct PrintOptionsContext : py::NativeObject {
  tensor::NumpyPrintOptions saved;
  CallArgs args;
  PrintOptionsContext(py::TypeObject* t, CallArgs a) : NativeObject(t), args(std::move(a)) {}
};

py::TypeObject* context_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("_GeneratorContextManager", nullptr, "contextlib");
    py::add_method(type, "__enter__", +[](CallArgs& a) -> Ref {
      auto* c = static_cast<PrintOptionsContext*>(a.args[0].get());
      c->saved = tensor::numpy_print_options();
      tensor::NumpyPrintOptions next = c->saved;
      apply(c->args, next);
      tensor::numpy_print_options() = next;
      return options_dict(next);
    });
    py::add_method(type, "__exit__", +[](CallArgs& a) -> Ref {
      tensor::numpy_print_options() = static_cast<PrintOptionsContext*>(a.args[0].get())->saved;
      return py::False();
    });
    return type;
  }();
  return t;
}

}  // namespace

void install_numpy_printoptions(const Ref& np_mod) {
  def(np_mod, "set_printoptions", +[](CallArgs& a) -> Ref {
    tensor::NumpyPrintOptions next = tensor::numpy_print_options();
    apply(a, next);
    tensor::numpy_print_options() = next;
    return py::None();
  });
  def(np_mod, "get_printoptions", +[](CallArgs&) { return options_dict(tensor::numpy_print_options()); });
  def(np_mod, "printoptions", +[](CallArgs& a) -> Ref { return py::make_object<PrintOptionsContext>(context_type(), a); });
}

}  // namespace tfplay::tf
