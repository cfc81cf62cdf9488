// Protocol-buffer message objects (proto_object.h).
#include "core/function/proto_object.h"

#include <map>

#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/type_names.h"

namespace tfplay::function {

using graph::ProtoField;
using graph::ProtoMessage;
using graph::ProtoValue;
using py::CallArgs;
using py::Ref;

namespace {

struct ProtoObject : py::NativeObject {
  std::shared_ptr<const ProtoMessage> message;
  ProtoObject(py::TypeObject* t, std::shared_ptr<const ProtoMessage> m) : NativeObject(t), message(std::move(m)) {}
};

/// Where each message type lives in Python (its _pb2 module) and its fields with their proto3
/// kinds: "str", "bytes", "int", "float", "bool", "list", "map", or "msg:<full type name>".
struct MessageSchema {
  const char* module;
  const char* qualname;
  std::vector<std::pair<const char*, const char*>> fields;
  const char* oneof = nullptr;  ///< the name of its oneof group, if any ("value" of AttrValue)
};

const std::map<std::string, MessageSchema>& schemas() {
  static const std::map<std::string, MessageSchema> table = {
      {"tensorflow.GraphDef",
       {"graph_pb2", "GraphDef", {{"node", "list"}, {"library", "msg:tensorflow.FunctionDefLibrary"}, {"version", "int"}}}},
      {"tensorflow.FunctionDefLibrary", {"function_pb2", "FunctionDefLibrary", {{"function", "list"}, {"gradient", "list"}}}},
      {"tensorflow.FunctionDef",
       {"function_pb2",
        "FunctionDef",
        {{"signature", "msg:tensorflow.OpDef"},
         {"attr", "map"},
         {"arg_attr", "map"},
         {"resource_arg_unique_id", "map"},
         {"node_def", "list"},
         {"ret", "map"},
         {"control_ret", "map"}}}},
      {"tensorflow.OpDef",
       {"op_def_pb2",
        "OpDef",
        {{"name", "str"},
         {"input_arg", "list"},
         {"output_arg", "list"},
         {"control_output", "list"},
         {"attr", "list"},
         {"summary", "str"},
         {"description", "str"},
         {"is_commutative", "bool"},
         {"is_aggregate", "bool"},
         {"is_stateful", "bool"},
         {"allows_uninitialized_input", "bool"},
         {"is_distributed_communication", "bool"}}}},
      {"tensorflow.OpDef.ArgDef",
       {"op_def_pb2",
        "OpDef.ArgDef",
        {{"name", "str"},
         {"description", "str"},
         {"type", "int"},
         {"type_attr", "str"},
         {"number_attr", "str"},
         {"type_list_attr", "str"},
         {"handle_data", "list"},
         {"is_ref", "bool"}}}},
      {"tensorflow.NodeDef",
       {"node_def_pb2", "NodeDef", {{"name", "str"}, {"op", "str"}, {"input", "list"}, {"device", "str"}, {"attr", "map"}}}},
      {"tensorflow.AttrValue",
       {"attr_value_pb2",
        "AttrValue",
        {{"s", "bytes"},
         {"i", "int"},
         {"f", "float"},
         {"b", "bool"},
         {"type", "int"},
         {"shape", "msg:tensorflow.TensorShapeProto"},
         {"tensor", "msg:tensorflow.TensorProto"},
         {"list", "msg:tensorflow.AttrValue.ListValue"},
         {"func", "msg:tensorflow.NameAttrList"},
         {"placeholder", "str"}},
        "value"}},
      {"tensorflow.AttrValue.ListValue",
       {"attr_value_pb2",
        "AttrValue.ListValue",
        {{"s", "list"}, {"i", "list"}, {"f", "list"}, {"b", "list"}, {"type", "list"}, {"shape", "list"}, {"tensor", "list"}, {"func", "list"}}}},
      {"tensorflow.NameAttrList", {"attr_value_pb2", "NameAttrList", {{"name", "str"}, {"attr", "map"}}}},
      {"tensorflow.TensorShapeProto", {"tensor_shape_pb2", "TensorShapeProto", {{"dim", "list"}, {"unknown_rank", "bool"}}}},
      {"tensorflow.TensorShapeProto.Dim", {"tensor_shape_pb2", "TensorShapeProto.Dim", {{"size", "int"}, {"name", "str"}}}},
      {"tensorflow.TensorSpecProto",
       {"tensorflow.core.protobuf.struct_pb2",
        "TensorSpecProto",
        {{"name", "str"}, {"shape", "msg:tensorflow.TensorShapeProto"}, {"dtype", "int"}}}},
      {"tensorflow.TensorProto",
       {"tensor_pb2",
        "TensorProto",
        {{"dtype", "int"},
         {"tensor_shape", "msg:tensorflow.TensorShapeProto"},
         {"version_number", "int"},
         {"tensor_content", "bytes"},
         {"half_val", "list"},
         {"float_val", "list"},
         {"double_val", "list"},
         {"int_val", "list"},
         {"string_val", "list"},
         {"int64_val", "list"},
         {"bool_val", "list"},
         {"uint32_val", "list"},
         {"uint64_val", "list"}}}},
  };
  return table;
}

const MessageSchema* schema_of(const std::string& type) {
  auto it = schemas().find(type);
  return it == schemas().end() ? nullptr : &it->second;
}

py::TypeObject* message_type(const std::string& full_name);

Ref value_object(const ProtoValue& v) {
  switch (v.kind) {
    case ProtoValue::Kind::Int:
    case ProtoValue::Kind::Enum: return py::Int(v.i);
    case ProtoValue::Kind::Float:
    case ProtoValue::Kind::Double: return py::Float(v.d);
    case ProtoValue::Kind::Bool: return py::Bool(v.i != 0);
    case ProtoValue::Kind::String: return py::Str(v.s);
    case ProtoValue::Kind::Bytes: return py::Bytes(v.s);
    case ProtoValue::Kind::Message: return proto_object(v.message);
  }
  return py::None();
}

Ref field_object(const ProtoField& f) {
  if (f.label == ProtoField::Label::Singular) return value_object(f.values.at(0));
  if (f.label == ProtoField::Label::Repeated) {
    std::vector<Ref> items;
    for (const ProtoValue& v : f.values) items.push_back(value_object(v));
    return py::List(std::move(items));
  }
  auto d = py::Dict();
  for (const ProtoValue& entry : f.values)
    d->set(value_object(entry.message->field("key")->values.at(0)), value_object(entry.message->field("value")->values.at(0)));
  return d;
}

/// An unset field's proto3 default.
Ref default_object(const std::string& kind) {
  if (kind == "str") return py::Str("");
  if (kind == "bytes") return py::Bytes("");
  if (kind == "int") return py::Int(0);
  if (kind == "float") return py::Float(0.0);
  if (kind == "bool") return py::False();
  if (kind == "list") return py::List({});
  if (kind == "map") return py::Dict();
  auto empty = std::make_shared<ProtoMessage>();
  empty->type = kind.substr(4);  // "msg:<type>"
  return proto_object(empty);
}

const ProtoMessage& message(const Ref& self) { return *static_cast<ProtoObject*>(self.get())->message; }

/// "GraphDef.versions": the message's short type name and the field.
[[noreturn]] void raise_unknown_field(const ProtoMessage& m, const std::string& field) {
  py::raise(py::E().NotImplementedError,
            "tfplay does not implement " + m.type.substr(m.type.find('.') + 1) + "." + field + " yet");
}

py::TypeObject* message_type(const std::string& full_name) {
  static std::map<std::string, py::TypeObject*> types;
  py::TypeObject*& t = types[full_name];
  if (t) return t;
  const MessageSchema* schema = schema_of(full_name);
  // A schema's module is a file of tensorflow/core/framework, or a full module name.
  const std::string file = schema ? schema->module : "unknown_pb2";
  const std::string module = file.find('.') != std::string::npos ? file : "tensorflow.core.framework." + file;
  const std::string qualname = schema ? schema->qualname : full_name.substr(full_name.rfind('.') + 1);
  t = py::make_native_type(qualname.substr(qualname.rfind('.') + 1), nullptr, module);
  t->qualname = qualname;
  auto text = [](CallArgs& a) {
    const ProtoMessage& m = message(a.args.at(0));
    if (!m.unknown_fields.empty()) raise_unknown_field(m, m.unknown_fields.front());
    return py::Str(graph::proto_text(m));
  };
  py::add_method(t, "__str__", text);
  py::add_method(t, "__repr__", text);
  py::add_method(t, "__eq__", +[](CallArgs& a) -> Ref {
    const Ref& other = a.args.at(1);
    const ProtoMessage* o = proto_message_of(other);
    if (!o) return py::NotImplemented();
    const ProtoMessage& m = message(a.args.at(0));
    return py::Bool(o->type == m.type && graph::proto_text(*o) == graph::proto_text(m));
  });
  py::add_getattr_hook(t, [full_name](const Ref& self, const std::string& name) -> Ref {
    const ProtoMessage& m = message(self);
    if (const ProtoField* f = m.field(name)) return field_object(*f);
    for (const std::string& unknown : m.unknown_fields)
      if (name == unknown) raise_unknown_field(m, name);
    if (const MessageSchema* s = schema_of(full_name))
      for (const auto& [field, kind] : s->fields)
        if (name == field) return default_object(kind);
    static const char* const kMessageMethods[] = {"SerializeToString", "ParseFromString", "CopyFrom", "MergeFrom",
                                                  "ListFields", "ByteSize", "Clear", "ClearField"};
    for (const char* method : kMessageMethods)
      if (name == method)
        py::raise(py::E().NotImplementedError, "tfplay does not implement " + full_name.substr(11) + "." + name + " yet");
    return nullptr;
  });
  py::add_method(t, "HasField", +[](CallArgs& a) -> Ref {
    return py::Bool(message(a.args.at(0)).field(py::as_str(a.args.at(1).get())) != nullptr);
  });
  py::add_method(t, "WhichOneof", [full_name](CallArgs& a) -> Ref {
    const std::string group = py::as_str(a.args.at(1).get());
    const MessageSchema* s = schema_of(full_name);
    if (!s || !s->oneof || group != s->oneof)
      py::raise_value_error("Protocol message has no oneof \"" + group + "\" field.");
    for (const auto& [field, kind] : s->fields)
      if (message(a.args.at(0)).field(field)) return py::Str(field);
    return py::None();
  });
  return t;
}

}  // namespace

Ref proto_message_class(const std::string& full_name) { return message_type(full_name)->self(); }

Ref proto_object(std::shared_ptr<const ProtoMessage> m) {
  py::TypeObject* type = message_type(m->type);
  return py::make_object<ProtoObject>(type, std::move(m));
}

const ProtoMessage* proto_message_of(const Ref& value) {
  if (!value) return nullptr;
  for (const auto& [name, schema] : schemas())
    if (value->cls == message_type(name)) return static_cast<ProtoObject*>(value.get())->message.get();
  return nullptr;
}

}  // namespace tfplay::function
