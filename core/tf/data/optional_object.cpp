// tf.experimental.Optional and tf.OptionalSpec (see optional_object.h).
#include "core/tf/data/optional_object.h"


#include "core/function/nest.h"
#include "core/function/runtime.h"
#include "core/function/tensor_object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/type_names.h"
#include "core/tf/call_args.h"
#include "core/tf/experimental_numpy.h"
#include "core/tf/module_helpers.h"
#include "core/tf/op_scope.h"
#include "core/tf/variables.h"

namespace tfplay::tf::data {

using py::CallArgs;
using py::Ref;
using tensor::DType;

namespace {

constexpr const char* kModule = "tensorflow.python.data.ops.optional_ops";

py::TypeObject* optional_type();
py::TypeObject* optional_impl_type();
py::TypeObject* optional_spec_type();

bool is_optional(const py::Object* o) { return o->cls->is_subtype_of(optional_impl_type()); }

Ref attribute(const Ref& self, const char* name) {
  Ref v = self->dict ? self->dict->get(name) : nullptr;
  if (!v) py::raise_attribute_error(self, name);
  return v;
}

/// The element_spec's leaves: TensorSpecs (what get_flat_tensor_types/shapes read).
std::vector<function::TensorSpecObject*> flat_specs(const Ref& element_spec) {
  std::vector<function::TensorSpecObject*> out;
  for (const Ref& leaf : function::nest::flatten(element_spec)) {
    function::TensorSpecObject* s = function::as_spec(leaf.get());
    if (!s)
      py::raise(py::E().NotImplementedError, "tfplay's tf.experimental.Optional holds tensors only, not " + py::repr(leaf));
    out.push_back(s);
  }
  return out;
}

/// tf.data's nest.flatten (data/util/nest.py) of `value`: dicts (by sorted key) and tuples are
/// structures, everything else, a list too, is one component (type_spec_from_value made a list
/// one tensor).
void flatten_components(const Ref& value, std::vector<Ref>& out) {
  if (py::isinstance(value.get(), py::T().dict)) {
    std::vector<Ref> keys, values;
    static_cast<py::DictObject*>(value.get())->for_each([&](const Ref& k, const Ref& v) {
      keys.push_back(k);
      values.push_back(v);
    });
    for (std::size_t i : function::nest::sorted_key_order(keys)) flatten_components(values[i], out);
  } else if (py::isinstance(value.get(), py::T().tuple)) {
    for (const Ref& v : py::to_vector(value)) flatten_components(v, out);
  } else {
    out.push_back(value);
  }
}

/// structure.to_tensor_list: each component converted to its spec's dtype, in nest order.
std::vector<Ref> to_tensor_list(const Ref& element_spec, const Ref& value) {
  std::vector<function::TensorSpecObject*> specs = flat_specs(element_spec);
  std::vector<Ref> leaves, out;
  flatten_components(value, leaves);
  for (std::size_t i = 0; i < specs.size(); ++i) {
    Ref t = convert_to_tensor(leaves.at(i), specs[i]->dtype);
    if (!function::as_tensor(t.get())->shape.is_compatible_with(specs[i]->shape))
      py::raise_value_error("Value " + py::str(leaves[i]) + " is not convertible to a tensor with dtype " +
                            tensor::str(specs[i]->dtype) + " and shape " + specs[i]->shape.str() + ".");
    out.push_back(t);
  }
  return out;
}

/// Optional.from_value(value): `with name_scope("optional") as scope: with name_scope("value"):`
/// the spec and the components, then OptionalFromValue named by the scope.
Ref from_value(CallArgs& a) {
  Ref value = require(a, 0, "value", "from_value");
  OpScope outer(nullptr, "optional");
  Ref spec;
  std::vector<Ref> components;
  {
    OpScope inner(nullptr, "value");
    spec = type_spec_from_value(value);
    components = to_tensor_list(spec, value);
  }
  return make_optional(apply_op1("OptionalFromValue", {py::List(components)}, {}, outer), spec);
}

/// Optional.empty(element_spec): an OptionalNone; element_spec is kept as given (None too).
Ref empty(CallArgs& a) {
  Ref spec = require(a, 0, "element_spec", "empty");
  return make_optional(apply_op1("OptionalNone", {}), spec);
}

/// _OptionalImpl.get_value(name=None): OptionalGetValue in name_scope(name, "OptionalGetValue"),
/// its components packed as the element_spec.
Ref get_value(CallArgs& a) {
  Ref self = a.args.at(0);
  Ref spec = attribute(self, "_element_spec");
  std::vector<DType> types;
  std::vector<tensor::TensorShape> shapes;
  for (function::TensorSpecObject* s : flat_specs(spec)) {
    types.push_back(s->dtype);
    shapes.push_back(s->shape);
  }
  OpScope scope(arg(a, 1, "name"), "OptionalGetValue");
  std::vector<Ref> values =
      apply_op("OptionalGetValue", {attribute(self, "_variant_tensor")}, {{"output_types", types}, {"output_shapes", shapes}}, scope);
  return function::nest::pack_as(spec, values);
}

/// CPython's object_new for a class with abstract methods.
[[noreturn]] void abstract_instantiation() {
  py::raise_type_error(
      "Can't instantiate abstract class Optional without an implementation for abstract methods '_type_spec', "
      "'element_spec', 'get_value', 'has_value'");
}

py::TypeObject* optional_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("Optional", nullptr, kModule);
    type->construct = +[](py::TypeObject*, CallArgs&) -> Ref { abstract_instantiation(); };
    py::add_static(type, "from_value", from_value);
    py::add_static(type, "empty", empty);
    return type;
  }();
  return t;
}

py::TypeObject* optional_impl_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("_OptionalImpl", optional_type(), kModule);
    type->is_builtin = false;  // a Python class in TF: its instances take new attributes
    type->construct = +[](py::TypeObject*, CallArgs& a) -> Ref {
      return make_optional(require(a, 0, "variant_tensor", "__init__"), require(a, 1, "element_spec", "__init__"));
    };
    // has_value(name=None): the generated wrapper, its name passed through.
    py::add_method(type, "has_value", +[](CallArgs& a) -> Ref {
      return apply_op1("OptionalHasValue", {attribute(a.args.at(0), "_variant_tensor")}, {}, arg(a, 1, "name"));
    });
    py::add_method(type, "get_value", get_value);
    py::add_property(type, "element_spec", +[](Ref self) { return attribute(self, "_element_spec"); });
    py::add_property(type, "_type_spec", +[](Ref self) {
      Ref spec = py::make_object<py::NativeObject>(optional_spec_type());
      spec->ensure_dict().set("_element_spec", attribute(self, "_element_spec"));
      return spec;
    });
    return type;
  }();
  return t;
}

/// TypeSpec.__repr__: "%s%r" % (type(self).__name__, self._serialize()), _serialize() being
/// (element_spec,).
std::string spec_repr(const Ref& element_spec) { return "OptionalSpec" + py::repr(py::Tuple({element_spec})); }

py::TypeObject* optional_spec_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("OptionalSpec", nullptr, kModule);
    type->construct = +[](py::TypeObject* cls, CallArgs& a) -> Ref {
      Ref spec = py::make_object<py::NativeObject>(cls);
      spec->ensure_dict().set("_element_spec", require(a, 0, "element_spec", "__init__"));
      return spec;
    };
    py::add_method(type, "__repr__", +[](CallArgs& a) { return py::Str(spec_repr(attribute(a.args.at(0), "_element_spec"))); });
    // TypeSpec.__eq__: the same class and equal _serialize() values.
    py::add_method(type, "__eq__", +[](CallArgs& a) -> Ref {
      const Ref& other = a.args.at(1);
      if (other->cls != a.args.at(0)->cls) return py::False();
      return py::Bool(py::eq(attribute(a.args.at(0), "_element_spec"), attribute(other, "_element_spec")));
    });
    py::add_method(type, "__ne__", +[](CallArgs& a) -> Ref {
      const Ref& other = a.args.at(1);
      if (other->cls != a.args.at(0)->cls) return py::True();
      return py::Bool(!py::eq(attribute(a.args.at(0), "_element_spec"), attribute(other, "_element_spec")));
    });
    py::add_property(type, "value_type", +[](Ref) { return optional_impl_type()->self(); });
    py::add_static(type, "from_value", +[](CallArgs& a) -> Ref {
      Ref value = require(a, 0, "value", "from_value");
      Ref spec = py::make_object<py::NativeObject>(optional_spec_type());
      spec->ensure_dict().set("_element_spec", py::getattr(value, "element_spec"));
      return spec;
    });
    return type;
  }();
  return t;
}

/// A submodule of tf.experimental that tfplay does not emulate (tf.experimental.numpy, ...): a
/// module, so that `import tensorflow.experimental.numpy as tnp` binds it as in TF, whose every
/// public attribute raises NotImplementedError naming it. tf.experimental.numpy serves the
/// functions tfplay defines (experimental_numpy.h) and raises so for the others.
Ref unimplemented_submodule(const std::string& name) {
  const std::string python_name = "tensorflow.experimental." + name;
  const std::string public_name = "tf.experimental." + name;
  Ref m = py::Module(python_name);
  def(m, "__getattr__", [python_name, public_name](CallArgs& a) -> Ref {
    const std::string& attr = py::as_str(a.args.at(0).get());
    if (attr.size() > 4 && attr.rfind("__", 0) == 0 && attr.compare(attr.size() - 2, 2, "__") == 0)
      py::raise(py::E().AttributeError, "module '" + python_name + "' has no attribute '" + attr + "'");
    if (python_name == "tensorflow.experimental.numpy") {
      if (Ref member = experimental_numpy_member(attr)) return member;
      py::raise(py::E().NotImplementedError, "tfplay does not implement " + public_name + "." + attr + " yet");
    }
    py::raise(py::E().NotImplementedError, "tfplay does not implement " + public_name + " yet (" + public_name + "." + attr + ")");
  });
  return m;
}

Ref build_experimental_module() {
  Ref m = py::Module("tensorflow.experimental");
  m->dict->set("Optional", optional_type()->self());
  for (const char* sub : {"numpy", "dlpack", "dtensor", "extension_type"}) m->dict->set(sub, unimplemented_submodule(sub));
  // TF 2.20's other tf.experimental members.
  unimplemented_names(m, "tf.experimental",
                      {"ExtensionType", "BatchableExtensionType",
                       "ExtensionTypeSpec", "BatchableExtensionTypeSpec", "ExtensionTypeBatchEncoder",
                       "RowPartition", "StructuredTensor", "async_clear_error", "async_scope", "dispatch_for_api",
                       "dispatch_for_binary_elementwise_apis", "dispatch_for_binary_elementwise_assert_apis",
                       "dispatch_for_unary_elementwise_apis", "unregister_dispatch_for", "enable_strict_mode",
                       "function_executor_type", "register_filesystem_plugin", "enable_op_determinism", "tensorrt",
                       "Variable",
                       // dtypes.py exports these as dtypes.experimental.X and experimental.X.
                       "float8_e4m3b11fnuz", "float8_e4m3fn", "float8_e4m3fnuz", "float8_e5m2", "float8_e5m2fnuz", "int2",
                       "int4", "uint2", "uint4"});
  return m;
}

}  // namespace

Ref make_optional(const Ref& variant_tensor, const Ref& element_spec) {
  Ref o = py::make_object<py::NativeObject>(optional_impl_type());
  o->ensure_dict().set("_variant_tensor", variant_tensor);
  o->ensure_dict().set("_element_spec", element_spec);
  return o;
}

Ref optional_element_spec(const Ref& value) {
  if (!is_optional(value.get())) return nullptr;
  return attribute(value, "_element_spec");
}

Ref optional_variant(const Ref& optional) { return attribute(optional, "_variant_tensor"); }

Ref type_spec_from_value(const Ref& value) {
  if (function::TensorObject* t = function::as_tensor(value.get())) return function::spec_object(t->shape, t->dtype, std::nullopt);
  if (is_optional(value.get()) || is_variable(value.get()))
    py::raise(py::E().NotImplementedError, "tfplay's tf.experimental.Optional holds tensors only, not " + py::repr(value));
  if (py::isinstance(value.get(), py::T().dict)) {
    // ctor([(k, type_spec_from_value(v)) for k, v in element.items()]): insertion order kept.
    auto d = py::Dict();
    static_cast<py::DictObject*>(value.get())->for_each([&](const Ref& k, const Ref& v) { d->set(k, type_spec_from_value(v)); });
    return d;
  }
  if (py::isinstance(value.get(), py::T().tuple)) {
    std::vector<Ref> items;
    for (const Ref& v : py::to_vector(value)) items.push_back(type_spec_from_value(v));
    if (function::nest::is_namedtuple(value)) return py::call(value->cls->self(), items);
    return py::Tuple(items);
  }
  Ref t;
  try {
    t = convert_to_tensor(value, std::nullopt);
  } catch (py::PyError& e) {
    if (!py::isinstance(e.exc.get(), py::E().TypeError) && !py::isinstance(e.exc.get(), py::E().ValueError)) throw;
    py::raise_type_error("Could not build a `TypeSpec` for " + py::str(value) + " with type " + py::type_name(value.get()));
  }
  return type_spec_from_value(t);
}

void install_optional(const Ref& tf) {
  tf->dict->set("experimental", build_experimental_module());
  tf->dict->set("OptionalSpec", optional_spec_type()->self());
  // deprecated_endpoints("data.experimental.Optional"): the same class.
  tf->dict->get("data")->dict->get("experimental")->dict->set("Optional", optional_type()->self());
  function::Runtime& rt = function::Runtime::current();
  auto& hooks = rt.datasets;
  hooks.optional_spec = optional_element_spec;
  hooks.optional_variant = optional_variant;
  hooks.optional_from_variant = make_optional;
  hooks.is_optional_spec = [](const Ref& v) { return v->cls->is_subtype_of(optional_spec_type()); };
  // tf.cond, tf.while_loop and AutoGraph carry an Optional as its variant tensor
  // (OptionalSpec._to_components / _from_components), next to the TensorArrays already handled.
  auto component = rt.composite_component;
  rt.composite_component = [component](const Ref& v) -> Ref {
    if (v && is_optional(v.get())) return optional_variant(v);
    return component ? component(v) : nullptr;
  };
  auto rebuild = rt.rebuild_composite;
  rt.rebuild_composite = [rebuild](const Ref& like, const Ref& variant) -> Ref {
    if (is_optional(like.get())) return make_optional(variant, attribute(like, "_element_spec"));
    return rebuild(like, variant);
  };
}

}  // namespace tfplay::tf::data
