// TensorShape and TensorSpec as TraceTypes (tensorflow/python/framework/tensor_shape.py,
// tensor.py and type_spec.py), Tensor.__tf_tracing_type__, and Tensor/Variable.ref()
// (tensorflow/python/util/object_identity.py).
#include "core/tf/trace_type_api.h"

#include "core/function/deprecation.h"
#include "core/function/proto_object.h"
#include "core/function/tensor_object.h"
#include "core/function/trace_protocol.h"
#include "core/function/variable_object.h"
#include "core/graph/node_def.h"
#include "core/graph/proto_message.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/library_source.h"

namespace tfplay::tf {

namespace {

using function::TensorShapeObject;
using function::TensorSpecObject;
using py::CallArgs;
using py::Ref;

constexpr const char* kObjectIdentityModule = "tensorflow.python.util.object_identity";

constexpr const char* kObjectIdentitySource = R"PY(
class _ObjectIdentityWrapper:
    """Wraps an object, mapping __eq__ on wrapper to "is" on wrapped."""

    __slots__ = ["_wrapped", "__weakref__"]

    def __init__(self, wrapped):
        self._wrapped = wrapped

    @property
    def unwrapped(self):
        return self._wrapped

    def _assert_type(self, other):
        if not isinstance(other, _ObjectIdentityWrapper):
            raise TypeError("Cannot compare wrapped object with unwrapped object")

    def __lt__(self, other):
        self._assert_type(other)
        return id(self._wrapped) < id(other._wrapped)

    def __gt__(self, other):
        self._assert_type(other)
        return id(self._wrapped) > id(other._wrapped)

    def __eq__(self, other):
        if other is None:
            return False
        self._assert_type(other)
        return self._wrapped is other._wrapped

    def __ne__(self, other):
        return not self.__eq__(other)

    def __hash__(self):
        return id(self._wrapped)

    def __repr__(self):
        return "<{} wrapping {!r}>".format(type(self).__name__, self._wrapped)


class Reference(_ObjectIdentityWrapper):
    """Reference that refers an object."""

    __slots__ = ()

    unwrapped = property()

    def deref(self):
        """Returns the referenced object."""
        return self._wrapped
)PY";

Ref reference_to(const Ref& value) {
  py::Interpreter& interp = py::Interpreter::current();
  Ref m = interp.modules()->get(py::Str(kObjectIdentityModule));
  if (!m) m = interp.exec_library_module(kObjectIdentityModule, library_source(kObjectIdentityModule, kObjectIdentitySource));
  return py::call(m->dict->get("Reference"), std::vector<Ref>{value});
}

const tensor::TensorShape& shape_of(const Ref& o) { return static_cast<TensorShapeObject*>(o.get())->shape; }
bool is_shape(const Ref& o) { return o->cls == function::tensor_shape_type(); }

/// TensorShape.most_specific_common_supertype over `self` and `others` (all TensorShapes).
tensor::TensorShape shape_supertype(const tensor::TensorShape& self, const std::vector<tensor::TensorShape>& others) {
  if (!self.has_rank()) return tensor::TensorShape();
  for (const auto& o : others)
    if (!o.has_rank() || *o.rank() != *self.rank()) return tensor::TensorShape();
  std::vector<tensor::Dim> dims = self.as_list();
  for (std::size_t i = 0; i < dims.size(); ++i)
    for (const auto& o : others)
      if (o.as_list()[i] != dims[i]) dims[i] = std::nullopt;
  return tensor::TensorShape(dims);
}

Ref arg(CallArgs& a, std::size_t i, const char* name) {
  if (a.args.size() > i) return a.args[i];
  Ref v = a.kwarg(name);
  if (!v) py::raise_type_error(std::string("missing required argument: '") + name + "'");
  return v;
}

/// TensorShape.placeholder_value: TF has no placeholder for a shape (the two literals of its
/// message are joined without a space).
[[noreturn]] void raise_shape_placeholder() {
  py::raise(py::E().NotImplementedError,
            "A graph placeholder is not currently supportedfor an object of type: TensorShape.");
}

/// A TensorShapeProto message as a TensorShape: unknown_rank, else one dim per `dim` (-1 unknown).
Ref shape_from_proto(const Ref& proto) {
  const graph::ProtoMessage* m = function::proto_message_of(proto);
  if (!m || m->type != "tensorflow.TensorShapeProto")
    return py::call(function::tensor_shape_type()->self(), std::vector<Ref>{proto});  // TensorShape(proto)
  if (const graph::ProtoField* u = m->field("unknown_rank"); u && u->values.at(0).i) return function::shape_object(tensor::TensorShape());
  std::vector<tensor::Dim> dims;
  if (const graph::ProtoField* d = m->field("dim"))
    for (const graph::ProtoValue& v : d->values) {
      const graph::ProtoField* size = v.message->field("size");
      const int64_t n = size ? size->values.at(0).i : 0;
      dims.push_back(n == -1 ? tensor::Dim() : tensor::Dim(n));
    }
  return function::shape_object(tensor::TensorShape(dims));
}

void install_shape_methods() {
  py::TypeObject* t = function::tensor_shape_type();
  // is_subtype_of: any shape is a subtype of TensorShape(None); equal ranks compare dim by dim.
  py::add_method(t, "is_subtype_of", +[](CallArgs& a) -> Ref {
    Ref other = arg(a, 1, "other");
    return py::Bool(is_shape(other) && shape_of(a.args[0]).is_subtype_of(shape_of(other)));
  });
  py::add_method(t, "most_specific_common_supertype", +[](CallArgs& a) -> Ref {
    Ref others_arg = arg(a, 1, "others");
    std::vector<tensor::TensorShape> others;
    for (const Ref& o : py::to_vector(others_arg)) {
      if (!is_shape(o)) return py::None();
      others.push_back(shape_of(o));
    }
    // TF walks `others` once to check the types and again to compare: an iterator (what
    // TensorArraySpec passes) is spent by the first walk, so the dims compare with nothing.
    if (py::getattr_opt(others_arg, "__next__")) others.clear();
    return function::shape_object(shape_supertype(shape_of(a.args[0]), others));
  });
  py::add_method(t, "placeholder_value", +[](CallArgs&) -> Ref { raise_shape_placeholder(); });
  // TraceType's defaults: no tensors; from_tensors and cast ask placeholder_value.
  py::add_method(t, "flatten", +[](CallArgs&) -> Ref { return py::List(); });
  py::add_method(t, "to_tensors", +[](CallArgs&) -> Ref { return py::List(); });
  py::add_method(t, "from_tensors", +[](CallArgs&) -> Ref { raise_shape_placeholder(); });
  py::add_method(t, "cast", +[](CallArgs&) -> Ref { raise_shape_placeholder(); });
  for (const char* name : {"as_proto", "experimental_as_proto"})
    py::add_method(t, name, +[](CallArgs& a) { return function::proto_object(graph::shape_proto_message(shape_of(a.args[0]))); });
  py::add_static(t, "experimental_from_proto", +[](CallArgs& a) { return shape_from_proto(a.args.at(a.args.size() - 1)); });
  py::add_static(t, "experimental_type_proto", +[](CallArgs&) { return function::proto_message_class("tensorflow.TensorShapeProto"); });
}

/// dtypes.as_dtype of a DataType enum number (a TensorSpecProto's dtype).
tensor::DType dtype_from_enum(const Ref& number) {
  const int64_t n = py::as_int(number.get());
  for (int i = 0; i <= static_cast<int>(tensor::DType::BFloat16); ++i)  // BFloat16 is the enum's last
    if (graph::dtype_enum(static_cast<tensor::DType>(i)).i == n) return static_cast<tensor::DType>(i);
  py::raise_type_error("Cannot convert the argument `type_value`: " + py::repr(number) + " to a TensorFlow DType.");
}

const TensorSpecObject& spec_of(const Ref& o) { return *static_cast<TensorSpecObject*>(o.get()); }

void install_spec_methods() {
  py::TypeObject* t = function::tensor_spec_type();
  // TensorSpec.is_subtype_of: an unnamed spec, or one of the other's name; shapes by subtype,
  // dtypes equal.
  py::add_method(t, "is_subtype_of", +[](CallArgs& a) -> Ref {
    const TensorSpecObject* o = function::as_spec(arg(a, 1, "other").get());
    if (!o) return py::False();
    const TensorSpecObject& s = spec_of(a.args[0]);
    const bool name_ok = !s.name || s.name->empty() || s.name == o->name;
    return py::Bool(name_ok && s.shape.is_subtype_of(o->shape) && s.dtype == o->dtype);
  });
  // TypeSpec.most_specific_common_supertype over _serialize() = (shape, dtype, name): shapes
  // generalize, dtype and name must be equal.
  auto supertype = [](const Ref& self, const Ref& others) -> Ref {
    const TensorSpecObject& s = spec_of(self);
    std::vector<tensor::TensorShape> shapes;
    for (const Ref& o : py::to_vector(others)) {
      const TensorSpecObject* spec = function::as_spec(o.get());
      if (!spec) return py::None();
      if (spec->dtype != s.dtype || spec->name != s.name) return py::None();
      shapes.push_back(spec->shape);
    }
    return function::spec_object(shape_supertype(s.shape, shapes), s.dtype, s.name);
  };
  py::add_method(t, "most_specific_common_supertype", [supertype](CallArgs& a) { return supertype(a.args[0], arg(a, 1, "others")); });
  py::add_method(t, "most_specific_compatible_type", [supertype](CallArgs& a) -> Ref {
    function::warn_deprecated("TypeSpec.most_specific_compatible_type",
                              "TypeSpec.most_specific_compatible_type (from tensorflow.python.framework.type_spec)",
                              "Use most_specific_common_supertype instead.");
    Ref other = arg(a, 1, "other");
    Ref result = supertype(a.args[0], py::List({other}));
    if (py::is_none(result.get()))
      py::raise_value_error("No TypeSpec is compatible with both " + py::str(a.args[0]) + " and " + py::str(other));
    return result;
  });
  // TensorSpec.placeholder_value: the spec itself when only unnesting (structured signatures);
  // a graph placeholder otherwise, which tfplay makes only while tracing a call.
  py::add_method(t, "placeholder_value", +[](CallArgs& a) -> Ref {
    Ref context = arg(a, 1, "placeholder_context");
    if (py::truthy(py::getattr(context, "unnest_only"))) return a.args[0];
    py::raise(py::E().NotImplementedError, "tfplay does not implement TensorSpec.placeholder_value outside tf.function tracing");
  });
  py::add_property(t, "value_type", +[](Ref) { return function::tensor_type()->self(); });
  py::add_method(t, "experimental_as_proto", +[](CallArgs& a) {
    const TensorSpecObject& s = spec_of(a.args[0]);
    auto m = std::make_shared<graph::ProtoMessage>();
    m->type = "tensorflow.TensorSpecProto";
    if (s.name && !s.name->empty()) m->set("name", graph::ProtoValue::string(*s.name));
    m->set("shape", graph::ProtoValue::sub(graph::shape_proto_message(s.shape)));
    m->set("dtype", graph::dtype_enum(s.dtype));
    return function::proto_object(m);
  });
  // TensorSpec(shape=TensorShape.experimental_from_proto(proto.shape), dtype=proto.dtype,
  // name=proto.name if proto.name else None).
  py::add_static(t, "experimental_from_proto", +[](CallArgs& a) {
    Ref proto = a.args.at(a.args.size() - 1);
    Ref shape = shape_from_proto(py::getattr(proto, "shape"));
    Ref name = py::getattr(proto, "name");
    std::optional<std::string> n;
    if (py::truthy(name)) n = py::as_str(name.get());
    return function::spec_object(shape_of(shape), dtype_from_enum(py::getattr(proto, "dtype")), n);
  });
  py::add_static(t, "experimental_type_proto", +[](CallArgs&) { return function::proto_message_class("tensorflow.TensorSpecProto"); });
}

void install_reference_methods(py::TypeObject* t, const std::string& qualified) {
  py::add_method(t, "ref", +[](CallArgs& a) { return reference_to(a.args.at(0)); });
  // @deprecation.deprecated(None, "Use ref() instead.")
  py::add_method(t, "experimental_ref", [qualified](CallArgs& a) {
    function::warn_deprecated(qualified, qualified, "Use ref() instead.");
    return reference_to(a.args.at(0));
  });
}

}  // namespace

void install_trace_type_api() {
  install_shape_methods();
  install_spec_methods();
  // Tensor.__tf_tracing_type__: the TensorSpec of its shape and dtype.
  py::add_method(function::tensor_type(), "__tf_tracing_type__", +[](CallArgs& a) {
    const function::TensorObject* t = function::as_tensor(a.args.at(0).get());
    return function::spec_object(t->shape, t->dtype, std::nullopt);
  });
  install_reference_methods(function::tensor_type(), "Tensor.experimental_ref (from tensorflow.python.framework.tensor)");
  install_reference_methods(function::variable_type(), "Variable.experimental_ref (from tensorflow.python.ops.variables)");
}

}  // namespace tfplay::tf
