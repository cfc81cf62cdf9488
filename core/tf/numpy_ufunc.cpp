// numpy.ufunc (numpy_ufunc.h).
#include "core/tf/numpy_ufunc.h"

#include <cmath>
#include <limits>
#include <map>

#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/module_helpers.h"
#include "core/tf/numpy_module.h"

namespace tfplay::tf {
namespace {

using py::CallArgs;
using py::Ref;

/// A ufunc's identity (generate_umath.py's Zero, One, ...). Every kind but None makes a
/// reorderable ufunc, whose reduction may run over several axes at once; ReorderableNone has
/// no identity but is reorderable (maximum, minimum, fmax, fmin).
enum class Identity { None, ReorderableNone, Zero, One, AllOnes, True, False, MinusInfinity };

struct UfuncInfo {
  int nin, nout;
  Identity identity;
  const char* signature = nullptr;  // a generalized ufunc's core signature (matmul's)
};

/// NumPy 2.3's ufuncs (numpy/_core/code_generators/generate_umath.py): inputs, outputs and
/// identity.
const std::map<std::string, UfuncInfo>& ufunc_table() {
  using I = Identity;
  static const std::map<std::string, UfuncInfo> m = {
      {"add", {2, 1, I::Zero}}, {"subtract", {2, 1, I::None}}, {"multiply", {2, 1, I::One}},
      {"floor_divide", {2, 1, I::None}}, {"divide", {2, 1, I::None}},
      {"conjugate", {1, 1, I::None}}, {"fmod", {2, 1, I::None}}, {"square", {1, 1, I::None}},
      {"reciprocal", {1, 1, I::None}}, {"power", {2, 1, I::None}},
      {"float_power", {2, 1, I::None}}, {"absolute", {1, 1, I::None}},
      {"negative", {1, 1, I::None}}, {"positive", {1, 1, I::None}}, {"sign", {1, 1, I::None}},
      {"greater", {2, 1, I::None}}, {"greater_equal", {2, 1, I::None}},
      {"less", {2, 1, I::None}}, {"less_equal", {2, 1, I::None}}, {"equal", {2, 1, I::None}},
      {"not_equal", {2, 1, I::None}}, {"logical_and", {2, 1, I::True}},
      {"logical_not", {1, 1, I::None}}, {"logical_or", {2, 1, I::False}}, {"logical_xor", {2, 1, I::False}},
      {"maximum", {2, 1, I::ReorderableNone}}, {"minimum", {2, 1, I::ReorderableNone}}, {"fmax", {2, 1, I::ReorderableNone}}, {"fmin", {2, 1, I::ReorderableNone}},
      {"logaddexp", {2, 1, I::MinusInfinity}}, {"logaddexp2", {2, 1, I::MinusInfinity}},
      {"bitwise_and", {2, 1, I::AllOnes}}, {"bitwise_or", {2, 1, I::Zero}}, {"bitwise_xor", {2, 1, I::Zero}},
      {"invert", {1, 1, I::None}}, {"left_shift", {2, 1, I::None}},
      {"right_shift", {2, 1, I::None}}, {"heaviside", {2, 1, I::None}},
      {"degrees", {1, 1, I::None}}, {"rad2deg", {1, 1, I::None}}, {"radians", {1, 1, I::None}},
      {"deg2rad", {1, 1, I::None}}, {"arccos", {1, 1, I::None}}, {"arccosh", {1, 1, I::None}},
      {"arcsin", {1, 1, I::None}}, {"arcsinh", {1, 1, I::None}}, {"arctan", {1, 1, I::None}},
      {"arctanh", {1, 1, I::None}}, {"cos", {1, 1, I::None}}, {"sin", {1, 1, I::None}},
      {"tan", {1, 1, I::None}}, {"cosh", {1, 1, I::None}}, {"sinh", {1, 1, I::None}},
      {"tanh", {1, 1, I::None}}, {"exp", {1, 1, I::None}}, {"exp2", {1, 1, I::None}},
      {"expm1", {1, 1, I::None}}, {"log", {1, 1, I::None}}, {"log2", {1, 1, I::None}},
      {"log10", {1, 1, I::None}}, {"log1p", {1, 1, I::None}}, {"sqrt", {1, 1, I::None}},
      {"cbrt", {1, 1, I::None}}, {"ceil", {1, 1, I::None}}, {"trunc", {1, 1, I::None}},
      {"fabs", {1, 1, I::None}}, {"floor", {1, 1, I::None}}, {"rint", {1, 1, I::None}},
      {"arctan2", {2, 1, I::None}}, {"remainder", {2, 1, I::None}},
      {"divmod", {2, 2, I::None}}, {"hypot", {2, 1, I::Zero}}, {"isnan", {1, 1, I::None}},
      {"isinf", {1, 1, I::None}}, {"isfinite", {1, 1, I::None}}, {"signbit", {1, 1, I::None}},
      {"copysign", {2, 1, I::None}}, {"modf", {1, 2, I::None}}, {"gcd", {2, 1, I::Zero}},
      {"lcm", {2, 1, I::None}}, {"matmul", {2, 1, I::None, "(n?,k),(k,m?)->(n?,m?)"}},
  };
  return m;
}

/// NumPy's other names for its ufuncs (umathmodule.c, numeric.py, _core/__init__.py).
constexpr std::pair<const char*, const char*> kAliases[] = {
    {"abs", "absolute"}, {"conj", "conjugate"}, {"mod", "remainder"}, {"true_divide", "divide"},
    {"bitwise_not", "invert"}, {"bitwise_invert", "invert"}, {"bitwise_left_shift", "left_shift"},
    {"bitwise_right_shift", "right_shift"},
};

struct UfuncObject : py::NativeObject {
  UfuncObject(py::TypeObject* type, std::string n, const UfuncInfo& i, Ref c)
      : NativeObject(type), name(std::move(n)), info(i), call(std::move(c)) {}
  std::string name;
  UfuncInfo info;
  Ref call;  // computes the ufunc, keywords included
};

UfuncObject& self_of(const CallArgs& a) { return static_cast<UfuncObject&>(*a.args.at(0)); }
UfuncObject& self_of(const Ref& r) { return static_cast<UfuncObject&>(*r); }

Ref identity_value(Identity i) {
  switch (i) {
    case Identity::Zero: return py::Int(0);
    case Identity::One: return py::Int(1);
    case Identity::AllOnes: return py::Int(-1);
    case Identity::True: return py::True();
    case Identity::False: return py::False();
    case Identity::MinusInfinity: return py::Float(-std::numeric_limits<double>::infinity());
    default: return py::None();
  }
}

/// ufunc.<method>(...) (reduce, accumulate, reduceat: `reduction`), run by
/// numpy/_core/_methods.py's ufunc_<method>(ufunc, reorderable, ...) after the checks
/// PyUFunc_GenericReduction, ufunc_outer and ufunc_at make in ufunc_object.c. `first` names
/// the argument NumPy's parser requires first.
void add_python_method(py::TypeObject* type, const char* method, const char* first, bool reduction) {
  const std::string helper = std::string("ufunc_") + method;
  py::add_method(type, method, [helper, method, first, reduction](CallArgs& a) -> Ref {
    const UfuncObject& u = self_of(a);
    const std::string m = method;
    if (reduction) {
      if (u.info.signature) py::raise(py::E().RuntimeError, "Reduction not defined on ufunc with signature");
      if (u.info.nin != 2) py::raise_value_error(m + " only supported for binary functions");
      if (u.info.nout != 1) py::raise_value_error(m + " only supported for functions returning a single value");
    } else if (m == "outer") {
      if (u.info.signature) py::raise_type_error("method outer is not allowed in ufunc with non-trivial signature");
      if (u.info.nin != 2) py::raise_value_error("outer product only supported for binary functions");
    } else {
      if (u.info.signature)
        py::raise_type_error(u.name + ".at does not support ufunc with non-trivial signature: " + u.name + " has signature " +
                             u.info.signature + ".");
      if (u.info.nout != 1) py::raise_value_error("Only single output ufuncs supported at this time");
    }
    if (a.args.size() < 2 && !a.kwarg(first)) py::raise_type_error(m + "() missing required argument '" + first + "' (pos 1)");
    CallArgs call{{a.args[0], py::Bool(u.info.identity != Identity::None)}, a.kwargs};
    call.args.insert(call.args.end(), a.args.begin() + 1, a.args.end());
    return py::call(numpy_python_module("numpy._core._methods")->dict->get(helper), call);
  });
}

}  // namespace

py::TypeObject* ufunc_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("ufunc", nullptr, "numpy");
    type->construct = +[](py::TypeObject*, CallArgs&) -> Ref { py::raise_type_error("cannot create 'numpy.ufunc' instances"); };
    py::add_method(type, "__call__", +[](CallArgs& a) -> Ref {
      const UfuncObject& u = self_of(a);
      // ufunc_generic_fastcall: the inputs are positional only.
      const std::size_t given = a.args.size() - 1;
      if (given < static_cast<std::size_t>(u.info.nin))
        py::raise_type_error(u.name + "() takes from " + std::to_string(u.info.nin) + " to " +
                             std::to_string(u.info.nin + u.info.nout) + " positional arguments but " + std::to_string(given) +
                             " were given");
      Ref call = u.call;  // held: the call may drop the ufunc's last other reference
      a.args.erase(a.args.begin());
      return py::call(call, a);
    });
    py::add_method(type, "__repr__", +[](CallArgs& a) -> Ref { return py::Str("<ufunc '" + self_of(a).name + "'>"); });
    py::add_property(type, "__name__", +[](Ref self) { return py::Str(self_of(self).name); });
    py::add_property(type, "nin", +[](Ref self) { return py::Int(self_of(self).info.nin); });
    py::add_property(type, "nout", +[](Ref self) { return py::Int(self_of(self).info.nout); });
    py::add_property(type, "nargs", +[](Ref self) { return py::Int(self_of(self).info.nin + self_of(self).info.nout); });
    py::add_property(type, "identity", +[](Ref self) { return identity_value(self_of(self).info.identity); });
    py::add_property(type, "signature", +[](Ref self) -> Ref {
      const char* s = self_of(self).info.signature;
      return s ? py::Str(s) : py::None();
    });
    add_python_method(type, "reduce", "array", true);
    add_python_method(type, "accumulate", "array", true);
    add_python_method(type, "reduceat", "array", true);
    add_python_method(type, "outer", "A", false);
    add_python_method(type, "at", "a", false);
    return type;
  }();
  return t;
}

Ref as_ufunc(const std::string& name, Ref call) {
  auto it = ufunc_table().find(name);
  if (it == ufunc_table().end() || !call || call->cls == ufunc_type()) return call;
  auto u = py::make_object<UfuncObject>(ufunc_type(), name, it->second, call);
  // The docstring NumPy's ufunc_get_doc gives, which install_numpy_docs gave the function.
  if (Ref doc = py::getattr_or_null(call, "__doc__")) u->ensure_dict().set("__doc__", doc);
  return u;
}

Ref python_ufunc(const std::string& name, Ref function) {
  auto it = ufunc_table().find(name);
  if (it == ufunc_table().end()) return function;
  return as_ufunc(name, with_ufunc_keywords(name, static_cast<std::size_t>(it->second.nin), std::move(function)));
}

void install_numpy_ufuncs(const Ref& np_mod) {
  for (const auto& [name, info] : ufunc_table())
    if (Ref f = np_mod->dict->get(name)) np_mod->dict->set(name, as_ufunc(name, f));
  for (const auto& [alias, name] : kAliases)
    if (Ref f = np_mod->dict->get(name); f && f->cls == ufunc_type()) np_mod->dict->set(alias, f);
}

}  // namespace tfplay::tf
