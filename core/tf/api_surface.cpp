// The TF API surface (api_surface.h): signatures from the API table on tfplay's natives, stubs
// for the rest.
#include "core/tf/api_surface.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <memory>
#include <set>
#include <unordered_set>

#include "core/function/runtime.h"
#include "core/python/interpreter.h"
#include "core/python/native_signature.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/api_table.h"
#include "core/tf/lazy_module.h"
#include "core/tf/module_helpers.h"
#include "core/tf/module_identity.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;

namespace {

/// The stubs made this run (members of modules) and for the process (members of native
/// classes, which outlive runs): what _tfplay_api.is_stub recognises. Holding the references
/// keeps every address in the sets meaningful.
struct RunStubs {
  std::vector<Ref> objects;
  std::unordered_set<const py::Object*> set;
};
RunStubs& process_stubs() {
  static RunStubs stubs;
  return stubs;
}
void register_stub(const Ref& stub, bool for_process) {
  RunStubs& stubs = for_process ? process_stubs() : function::Runtime::current().run_state<RunStubs>();
  stubs.objects.push_back(stub);
  stubs.set.insert(stub.get());
}


/// The Python module name of a public path: "tf.math" -> "tensorflow.math".
std::string module_name(const std::string& path) { return "tensorflow" + path.substr(2); }

bool is_dunder(const std::string& name) {
  return name.size() > 4 && name.compare(0, 2, "__") == 0 && name.compare(name.size() - 2, 2, "__") == 0;
}

/// The type of the constants tfplay lacks (stub_value).
py::TypeObject* unimplemented_value_type();

bool is_stub_value(const Ref& v) { return v->cls == unimplemented_value_type(); }

// ----- default values --------------------------------------------------------------------

/// Reads a default's source text (api_table.h's literal syntax) into its value.
class LiteralReader {
 public:
  LiteralReader(const std::string& text, const Ref& tf) : s_(text), tf_(tf) {}

  Ref read() {
    Ref v = value();
    skip_spaces();
    if (i_ != s_.size()) bad();
    return v;
  }

 private:
  const std::string& s_;
  const Ref& tf_;
  std::size_t i_ = 0;

  [[noreturn]] void bad() const { throw std::invalid_argument("API table: bad default value: " + s_); }
  void skip_spaces() {
    while (i_ < s_.size() && s_[i_] == ' ') ++i_;
  }
  bool take(const std::string& word) {
    if (s_.compare(i_, word.size(), word) != 0) return false;
    i_ += word.size();
    return true;
  }

  std::vector<Ref> items(char close) {
    std::vector<Ref> out;
    for (;;) {
      skip_spaces();
      if (i_ < s_.size() && s_[i_] == close) {
        ++i_;
        return out;
      }
      out.push_back(value());
      skip_spaces();
      if (i_ < s_.size() && s_[i_] == ',') ++i_;
    }
  }

  Ref value() {
    skip_spaces();
    if (i_ >= s_.size()) bad();
    const char c = s_[i_];
    if (c == '\'' || c == '"') {
      const std::size_t end = s_.find(c, i_ + 1);
      if (end == std::string::npos) bad();
      Ref v = py::Str(s_.substr(i_ + 1, end - i_ - 1));
      i_ = end + 1;
      return v;
    }
    if (c == '(') {
      ++i_;
      return py::Tuple(items(')'));
    }
    if (c == '[') {
      ++i_;
      return py::List(items(']'));
    }
    if (c == '{') {
      ++i_;
      Ref set = py::call(py::T().set->self(), std::vector<Ref>{});
      for (const Ref& item : items('}')) py::call_method(set, "add", {item});
      return set;
    }
    if (take("None")) return py::None();
    if (take("True")) return py::True();
    if (take("False")) return py::False();
    if (take("object()")) return py::call(py::T().object->self(), std::vector<Ref>{});
    if (take("-inf")) return py::Float(-INFINITY);
    if (take("inf")) return py::Float(INFINITY);
    if (take("tf.")) {
      std::size_t start = i_;
      while (i_ < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[i_])) || s_[i_] == '_' || s_[i_] == '.')) ++i_;
      return tf_path(s_.substr(start, i_ - start));
    }
    std::size_t start = i_;
    if (c == '-') ++i_;
    bool is_float = false;
    while (i_ < s_.size() && (std::isdigit(static_cast<unsigned char>(s_[i_])) || s_[i_] == '.' || s_[i_] == 'e' ||
                              (s_[i_] == '-' && s_[i_ - 1] == 'e'))) {
      if (!std::isdigit(static_cast<unsigned char>(s_[i_]))) is_float = true;
      ++i_;
    }
    if (i_ == start) bad();
    const std::string number = s_.substr(start, i_ - start);
    return is_float ? py::Float(std::stod(number)) : py::Int(std::stoll(number));
  }

  /// tf.<path>: the object tfplay has there, else (TF has an object tfplay lacks, such as the
  /// enum member tf.VariableSynchronization.AUTO or the dtype tf.complex64) text whose str() is
  /// what TF's str gives.
  Ref tf_path(const std::string& path) {
    Ref v = tf_;
    std::size_t start = 0;
    while (v) {
      const std::size_t dot = path.find('.', start);
      const std::string part = path.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
      if (v->cls == py::T().module) v = v->dict->get(part);
      else if (auto* type = dynamic_cast<py::TypeObject*>(v.get())) v = type->attrs.get(part);
      else v = nullptr;
      if (dot == std::string::npos) break;
      start = dot + 1;
    }
    if (v && is_stub_value(v)) return py::Str("<dtype: '" + path.substr(path.rfind('.') + 1) + "'>");
    return v && !py::is_none(v.get()) ? v : py::Str(path);
  }
};

std::shared_ptr<const std::vector<py::Param>> make_params(const std::vector<ApiParam>& spec, const Ref& tf) {
  auto params = std::make_shared<std::vector<py::Param>>();
  for (const ApiParam& p : spec) {
    Ref d = p.default_text ? LiteralReader(*p.default_text, tf).read() : nullptr;
    params->push_back({p.name, p.kind, d});
  }
  return params;
}

/// Gives native `f` the signature of member `m`. Made when first needed (most of a run's
/// functions are never called nor inspected), except when a default names an object of `tf`:
/// that one is read now, from the module as it stands when built.
void declare_signature(const Ref& f, const ApiMember& m, const std::string& qualname, const Ref& tf) {
  if (m.params_text.find("tf.") != std::string_view::npos) {
    py::set_native_signature(f, make_params(m.params(), tf), qualname);
    return;
  }
  py::set_lazy_native_signature(f, [&m] { return make_params(m.params(), nullptr); }, qualname);
}

// ----- stubs ------------------------------------------------------------------------------

Ref stub_function(const std::string& name, const std::string& public_name, bool is_method) {
  Ref f = py::NativeFunction(name, [public_name](CallArgs&) -> Ref { raise_unimplemented(public_name); });
  static_cast<py::NativeFunctionObject*>(f.get())->is_method = is_method;
  return f;
}

/// Whether the table lists the members of the class at public path `path`.
bool is_listed_class(const std::string& path) {
  for (const ApiScope& scope : tf_api_table())
    if (scope.is_class && scope.path == path) return true;
  return false;
}

/// The public names of the stub classes whose members the table does not list.
std::map<const py::Object*, std::string>& unlisted_stub_classes() {
  static std::map<const py::Object*, std::string> names;
  return names;
}

/// The metaclass of those classes: TF's class has members tfplay cannot name, so, as for an
/// unlisted module (stub_module), every public name looked up on it raises NotImplementedError
/// naming it (tf.lite.Interpreter.get_tensor_details), and only dunder names are CPython's
/// AttributeError. It is a subclass of `type` named `type`, so the class prints as before.
py::TypeObject* unlisted_stub_metaclass() {
  static py::TypeObject* meta = [] {
    py::TypeObject* m = py::make_native_type("type", py::T().type, "builtins");
    py::add_getattr_hook(m, [](const Ref& cls, const std::string& attr) -> Ref {
      if (is_dunder(attr)) return nullptr;
      const auto& names = unlisted_stub_classes();
      const auto it = names.find(cls.get());
      if (it == names.end()) return nullptr;  // a class a program derived from a stub class
      raise_unimplemented(it->second + "." + attr);
    });
    return m;
  }();
  return meta;
}

/// The stub class for `public_name`, made once per process: native types live as long as the
/// process, so a class per run would pile up.
Ref stub_class(const std::string& name, const std::string& public_name, const std::string& module) {
  static std::map<std::string, py::TypeObject*> made;
  py::TypeObject*& type = made[public_name];
  if (!type) {
    type = py::make_native_type(name, nullptr, module);
    type->subclassable = true;
    type->construct = [public_name](py::TypeObject*, CallArgs&) -> Ref { raise_unimplemented(public_name); };
    if (!is_listed_class(public_name)) {
      type->cls = unlisted_stub_metaclass();
      unlisted_stub_classes()[type] = public_name;
    }
    register_stub(type->self(), true);
  }
  return type->self();
}

/// Whether the table lists the members of the module at public path `path`.
bool is_listed_module(const std::string& path) {
  for (const ApiScope& scope : tf_api_table())
    if (!scope.is_class && scope.path == path) return true;
  return false;
}

/// A module TF 2.20 has and tfplay does not emulate. When the table lists its members, those
/// are its stubs (install_scope) and any other name is CPython's AttributeError, as in TF
/// (tf.queue.FooBar); otherwise every name is named as not emulated, since which names TF's
/// module has is unknown here.
Ref stub_module(const std::string& public_name) {
  const std::string python_name = public_module_name(public_name);
  Ref m = py::Module(python_name);
  if (is_listed_module(public_name)) return m;
  def(m, "__getattr__", [public_name, python_name](CallArgs& a) -> Ref {
    const std::string& attr = py::as_str(a.args.at(0).get());
    if (is_dunder(attr)) py::raise(py::E().AttributeError, "module '" + python_name + "' has no attribute '" + attr + "'");
    raise_unimplemented(public_name + "." + attr);
  });
  return m;
}

py::TypeObject* unimplemented_value_type() {
  static py::TypeObject* type = [] {
    py::TypeObject* t = py::make_native_type("_UnimplementedValue", nullptr, "tensorflow");
    auto raising = [](CallArgs& a) -> Ref {
      raise_unimplemented(py::as_str(static_cast<py::NativeObject*>(a.args.at(0).get())->dict->get("_public_name").get()));
    };
    // __mro_entries__: a class statement deriving from one (class M(tf.experimental.ExtensionType))
    // names what is missing rather than failing with "bases must be types".
    for (const char* m : {"__repr__", "__str__", "__eq__", "__ne__", "__hash__", "__bool__", "__call__", "__iter__", "__mro_entries__"})
      py::add_method(t, m, raising);
    py::add_method(t, "__getattr__", raising);
    return t;
  }();
  return type;
}

}  // namespace

/// A constant tfplay does not have (a dtype such as tf.bfloat16): any use of it raises.
Ref stub_value(const std::string& public_name) {
  auto v = py::make_object<py::NativeObject>(unimplemented_value_type());
  v->ensure_dict().set("_public_name", py::Str(public_name));
  return v;
}

namespace {

Ref stub_property(const std::string& public_name) {
  Ref getter = py::NativeFunction("fget", [public_name](CallArgs&) -> Ref { raise_unimplemented(public_name); });
  return py::make_object<py::PropertyObject>(py::T().property, getter, nullptr);
}

/// The stub for missing member `m` of the scope named `scope` (in a class when `in_class`).
Ref make_stub(const ApiMember& m, const std::string& scope, bool in_class, const Ref& tf) {
  const std::string public_name = scope + "." + m.name;
  const std::string& python_name = m.python_name.empty() ? m.name : m.python_name;
  const std::string qualname = in_class ? scope.substr(scope.rfind('.') + 1) + "." + python_name : python_name;
  switch (m.kind) {
    case ApiMember::Kind::Function:
    case ApiMember::Kind::Static:
    case ApiMember::Kind::ClassMethod: {
      Ref f = stub_function(m.name, public_name, in_class && m.kind == ApiMember::Kind::Function);
      declare_signature(f, m, qualname, tf);
      if (m.kind == ApiMember::Kind::ClassMethod) return py::make_object<py::WrapperObject>(py::T().classmethod, f);
      return f;
    }
    case ApiMember::Kind::Method:
      return stub_function(m.name, public_name, in_class);
    case ApiMember::Kind::Module:
      return stub_module(public_name);
    case ApiMember::Kind::Class:
      return stub_class(m.name, public_name, in_class ? "tensorflow" : module_name(scope));
    case ApiMember::Kind::Property:
      return stub_property(public_name);
    case ApiMember::Kind::Value:
      return m.value_text.empty() ? stub_value(public_name) : LiteralReader(m.value_text, tf).read();
    case ApiMember::Kind::Lazy:
      break;
  }
  return nullptr;
}

// ----- signatures on tfplay's natives -----------------------------------------------------

bool has_signature(const ApiMember& m) {
  return m.kind == ApiMember::Kind::Function || m.kind == ApiMember::Kind::Static || m.kind == ApiMember::Kind::ClassMethod;
}

py::NativeFunctionObject* as_native(const Ref& v) {
  return v && v->cls == py::T().builtin_function ? static_cast<py::NativeFunctionObject*>(v.get()) : nullptr;
}

/// A native static function of a native class that TF defines as a classmethod: made one (its
/// calls get the class first, which the implementation does not read).
Ref as_classmethod(const Ref& native, const ApiMember& m, const std::string& qualname, const Ref& tf) {
  auto params = make_params(m.params(), tf);
  auto without_cls = std::make_shared<std::vector<py::Param>>(params->begin() + 1, params->end());
  py::NativeFn inner = as_native(native)->fn;
  Ref f = py::NativeFunction(m.name, [inner, without_cls](CallArgs& a) -> Ref {
    CallArgs rest{std::vector<Ref>(a.args.begin() + 1, a.args.end()), a.kwargs};
    rest.params = without_cls.get();
    return inner(rest);
  });
  py::set_native_signature(f, params, qualname);
  return py::make_object<py::WrapperObject>(py::T().classmethod, f);
}

/// Makes the stub of member `m` of class `type` (public name `scope`) and sets it there.
Ref install_stub(py::TypeObject* type, const ApiMember& m, const std::string& scope, const Ref& tf) {
  Ref stub = make_stub(m, scope, true, tf);
  type->attrs.set(m.name, stub);
  return stub;
}

/// TF's __init__ signature on a native class that tfplay constructs natively: `cls.__init__`
/// shows it (inspect.signature(cls) too), and constructor calls are bound against it first.
void declare_init(py::TypeObject* type, const ApiMember& m, const std::string& qualname, const Ref& tf) {
  auto params = make_params(m.params(), tf);
  auto without_self = std::make_shared<std::vector<py::Param>>(params->begin() + 1, params->end());
  Ref init = py::NativeFunction("__init__", +[](CallArgs&) -> Ref { return py::None(); });
  static_cast<py::NativeFunctionObject*>(init.get())->is_method = true;
  py::set_native_signature(init, params, qualname);
  type->attrs.set("__init__", init);
  type->construct = [construct = type->construct, without_self, qualname](py::TypeObject* cls, CallArgs& a) -> Ref {
    py::Interpreter::bind_arguments(qualname, *without_self, a);
    a.params = without_self.get();
    return construct(cls, a);
  };
}

/// Installs `scope`'s members on `owner` (its module or class); only those named in `only`
/// when it is given.
void install_scope(const ApiScope& scope, const Ref& owner, const Ref& tf, const std::vector<std::string>* only = nullptr) {
  auto* type = scope.is_class ? static_cast<py::TypeObject*>(owner.get()) : nullptr;
  const bool for_process = type && type->is_builtin;
  const std::string short_name = scope.path.substr(scope.path.rfind('.') + 1);
  std::vector<const ApiMember*> lazy_stubs;
  for (const ApiMember& m : scope.members) {
    if (only && std::find(only->begin(), only->end(), m.name) == only->end()) continue;
    // A lazy attribute is installed when it is loaded (install_api_surface_of).
    if (!type && is_lazy_attribute(owner.get(), m.name)) continue;
    const std::string& python_name = m.python_name.empty() ? m.name : m.python_name;
    const std::string qualname = type ? short_name + "." + python_name : python_name;
    Ref existing;
    if (type) {
      if (py::Object* o = type->lookup(m.name)) existing = o->self();
    } else {
      existing = owner->dict->get(m.name);
    }
    if (type && m.name == "__init__") {
      if (type->is_builtin && !type->attrs.get("__init__")) {
        // A native class TF builds through __init__: its signature on construction; one that
        // programs do not build (tf.Operation): an __init__ that says so.
        if (type->construct && has_signature(m)) declare_init(type, m, qualname, tf);
        else if (!type->construct) register_stub(install_stub(type, m, scope.path, tf), for_process);
      }
      continue;
    }
    if (!existing) {
      if ((type && is_dunder(m.name)) || m.kind == ApiMember::Kind::Lazy) continue;
      if (!type && !only && !(m.kind == ApiMember::Kind::Value && !m.value_text.empty())) {
        lazy_stubs.push_back(&m);
        continue;
      }
      Ref stub = type ? install_stub(type, m, scope.path, tf) : make_stub(m, scope.path, false, tf);
      if (!type) owner->dict->set(m.name, stub);
      // A constant the table gives a value (tf.data.AUTOTUNE = -1) is TF's own value, not a
      // stub; registering it would also flag every other use of that (shared) object.
      if (!(m.kind == ApiMember::Kind::Value && !m.value_text.empty())) register_stub(stub, for_process);
      continue;
    }
    if (!has_signature(m)) continue;
    if (existing->cls == py::T().classmethod || existing->cls == py::T().staticmethod)
      existing = static_cast<py::WrapperObject*>(existing.get())->function;
    py::NativeFunctionObject* native = as_native(existing);
    if (!native || native->has_signature()) continue;
    if (type && m.kind == ApiMember::Kind::ClassMethod && !native->is_method && type->attrs.get(m.name) == existing) {
      type->attrs.set(m.name, as_classmethod(existing, m, qualname, tf));
      continue;
    }
    declare_signature(existing, m, qualname, tf);
  }
  // A module's stubs are made when a program first looks one up (most runs never do): each run
  // would otherwise make a function with TF's signature for every name tfplay lacks.
  if (!lazy_stubs.empty()) {
    std::vector<std::string> names;
    for (const ApiMember* m : lazy_stubs) names.push_back(m->name);
    lazy_attributes(owner, scope.path, std::move(names), [lazy_stubs, owner, tf, path = scope.path] {
      for (const ApiMember* m : lazy_stubs) {
        Ref stub = make_stub(*m, path, false, tf);
        owner->dict->set(m->name, stub);
        register_stub(stub, false);
      }
    });
  }
}

/// The module or class at public path `path` ("tf.math", "tf.Tensor"), or nullptr.
Ref resolve(const std::string& path, const Ref& tf) {
  Ref v = tf;
  std::size_t start = 3;
  while (v && start <= path.size()) {
    const std::size_t dot = path.find('.', start);
    const std::string part = path.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
    if (v->cls == py::T().module) v = v->dict->get(part);
    else if (auto* type = dynamic_cast<py::TypeObject*>(v.get())) v = type->attrs.get(part);
    else return nullptr;
    if (dot == std::string::npos) break;
    start = dot + 1;
  }
  return v;
}

/// A function's identity in the table: its parameters' text (names, kinds and defaults) without
/// spaces.
std::string signature_key(const ApiMember& m) {
  std::string key;
  key.reserve(m.params_text.size());
  for (char c : m.params_text)
    if (c != ' ') key.push_back(c);
  return key;
}

/// One function export: the table's member of module `target` that the module lacks, and the
/// module `source` whose function of the same name and signature it becomes.
struct ExportAlias {
  std::size_t target;
  const ApiMember* member;
  std::size_t source;
};

/// TF exports one function under several names (tf.acos is tf.math.acos, tf.cast is
/// tf.dtypes.cast): each function member missing from one module but present in another with
/// the same name and signature becomes that function.
void alias_exports(const Ref& tf) {
  const std::vector<ApiScope>& table = tf_api_table();
  std::vector<Ref> modules(table.size());
  for (std::size_t i = 0; i < table.size(); ++i) {
    if (table[i].is_class) continue;
    Ref module = table[i].path == "tf" ? tf : resolve(table[i].path, tf);
    if (module && module->cls == py::T().module) modules[i] = std::move(module);
  }
  // Every run builds the modules alike, so which module gets which function is worked out on
  // the first run only (comparing signatures is most of the cost); later runs copy references.
  static const std::vector<ExportAlias> aliases = [&] {
    std::map<std::pair<std::string, std::string>, std::size_t> present;  // (name, signature) -> module
    std::vector<std::pair<std::size_t, const ApiMember*>> missing;
    for (std::size_t i = 0; i < table.size(); ++i) {
      if (!modules[i]) continue;
      for (const ApiMember& m : table[i].members) {
        if (m.kind != ApiMember::Kind::Function || is_lazy_attribute(modules[i].get(), m.name)) continue;
        if (modules[i]->dict->get(m.name)) present.emplace(std::make_pair(m.name, signature_key(m)), i);
        else missing.emplace_back(i, &m);
      }
    }
    std::vector<ExportAlias> out;
    for (const auto& [target, m] : missing) {
      auto it = present.find({m->name, signature_key(*m)});
      if (it != present.end()) out.push_back({target, m, it->second});
    }
    return out;
  }();
  for (const ExportAlias& a : aliases) {
    if (!modules[a.target] || !modules[a.source]) continue;
    if (Ref f = modules[a.source]->dict->get(a.member->name)) modules[a.target]->dict->set(a.member->name, f);
  }
}

/// Installs `scope` on what its path names in `tf`, if that exists and is a module or class.
void install_scope_at(const ApiScope& scope, const Ref& tf, const std::vector<std::string>* only = nullptr) {
  static std::set<const py::TypeObject*> filled;  // native classes outlive runs
  Ref owner = scope.path == "tf" ? tf : resolve(scope.path, tf);
  if (!owner) return;
  if (scope.is_class) {
    auto* type = dynamic_cast<py::TypeObject*>(owner.get());
    if (!type) return;
    // Native classes (stub classes such as tf.random.Generator too) are filled once per process.
    if (type->is_builtin && !filled.insert(type).second) return;
  } else if (owner->cls != py::T().module) {
    return;
  }
  install_scope(scope, owner, tf, only);
}

}  // namespace

void install_api_surface(const Ref& tf) {
  alias_exports(tf);
  for (const ApiScope& scope : tf_api_table()) install_scope_at(scope, tf);
}

void install_api_surface_of(const Ref& tf, const std::string& module_path, const std::vector<std::string>& names) {
  std::vector<std::string> paths;  // "tf.io.gfile" for each name
  for (const std::string& name : names) paths.push_back(module_path + "." + name);
  for (const ApiScope& scope : tf_api_table()) {
    if (scope.path == module_path) {
      install_scope_at(scope, tf, &names);
      continue;
    }
    for (const std::string& path : paths)
      if (scope.path.compare(0, path.size(), path) == 0 && (scope.path.size() == path.size() || scope.path[path.size()] == '.'))
        install_scope_at(scope, tf);
  }
}

Ref build_api_probe_module() {
  Ref m = py::Module("_tfplay_api");
  def(m, "is_stub", +[](CallArgs& a) -> Ref {
    const py::Object* o = a.args.at(0).get();
    return py::Bool(process_stubs().set.count(o) || function::Runtime::current().run_state<RunStubs>().set.count(o));
  });
  return m;
}

[[noreturn]] void raise_unimplemented(const std::string& public_name) {
  py::raise(py::E().NotImplementedError, "tfplay does not implement " + public_name + " yet");
}

}  // namespace tfplay::tf
