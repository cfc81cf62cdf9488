// Protocol-buffer messages and their text format (proto_message.h).
#include "core/graph/proto_message.h"

#include <algorithm>

#include "core/tensor/float_text.h"
#include "core/tensor/format_tfprint.h"

namespace tfplay::graph {

ProtoValue ProtoValue::integer(int64_t v) {
  ProtoValue p;
  p.kind = Kind::Int;
  p.i = v;
  return p;
}
ProtoValue ProtoValue::float32(double v) {
  ProtoValue p;
  p.kind = Kind::Float;
  p.d = v;
  return p;
}
ProtoValue ProtoValue::float64(double v) {
  ProtoValue p;
  p.kind = Kind::Double;
  p.d = v;
  return p;
}
ProtoValue ProtoValue::boolean(bool v) {
  ProtoValue p;
  p.kind = Kind::Bool;
  p.i = v ? 1 : 0;
  return p;
}
ProtoValue ProtoValue::string(std::string v) {
  ProtoValue p;
  p.kind = Kind::String;
  p.s = std::move(v);
  return p;
}
ProtoValue ProtoValue::bytes(std::string v) {
  ProtoValue p;
  p.kind = Kind::Bytes;
  p.s = std::move(v);
  return p;
}
ProtoValue ProtoValue::enumerator(std::string name, int64_t number) {
  ProtoValue p;
  p.kind = Kind::Enum;
  p.s = std::move(name);
  p.i = number;
  return p;
}
ProtoValue ProtoValue::sub(std::shared_ptr<const ProtoMessage> m) {
  ProtoValue p;
  p.kind = Kind::Message;
  p.message = std::move(m);
  return p;
}

const ProtoField* ProtoMessage::field(const std::string& name) const {
  for (const ProtoField& f : fields)
    if (f.name == name) return &f;
  return nullptr;
}

ProtoMessage& ProtoMessage::set(std::string name, ProtoValue v) {
  fields.push_back({std::move(name), ProtoField::Label::Singular, {std::move(v)}});
  return *this;
}

ProtoMessage& ProtoMessage::repeated(std::string name, std::vector<ProtoValue> values) {
  if (!values.empty()) fields.push_back({std::move(name), ProtoField::Label::Repeated, std::move(values)});
  return *this;
}

ProtoMessage& ProtoMessage::map(std::string name, std::vector<std::pair<std::string, ProtoValue>> entries) {
  if (entries.empty()) return *this;
  std::sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  ProtoField f{std::move(name), ProtoField::Label::Map, {}};
  for (auto& [key, value] : entries) {
    auto entry = std::make_shared<ProtoMessage>();
    entry->type = "MapEntry";
    entry->set("key", ProtoValue::string(key)).set("value", std::move(value));
    f.values.push_back(ProtoValue::sub(std::move(entry)));
  }
  fields.push_back(std::move(f));
  return *this;
}

std::string proto_c_escape(const std::string& bytes) { return tensor::c_escape(bytes, false); }

namespace {

std::string scalar_text(const ProtoValue& v) {
  switch (v.kind) {
    case ProtoValue::Kind::Int: return std::to_string(v.i);
    // text_format: float fields print their shortest float32 digits as a Python float would.
    case ProtoValue::Kind::Float: return tensor::python_float_repr(v.d, tensor::FloatKind::Single);
    case ProtoValue::Kind::Double: return tensor::python_float_repr(v.d);
    case ProtoValue::Kind::Bool: return v.i ? "true" : "false";
    case ProtoValue::Kind::String:
    case ProtoValue::Kind::Bytes: return "\"" + proto_c_escape(v.s) + "\"";
    case ProtoValue::Kind::Enum: return v.s;
    case ProtoValue::Kind::Message: break;
  }
  return "";
}

void write(const ProtoMessage& m, int indent, std::string& out) {
  const std::string pad(static_cast<std::size_t>(indent), ' ');
  for (const ProtoField& f : m.fields) {
    for (const ProtoValue& v : f.values) {
      if (v.kind == ProtoValue::Kind::Message) {
        out += pad + f.name + " {\n";
        write(*v.message, indent + 2, out);
        out += pad + "}\n";
      } else {
        out += pad + f.name + ": " + scalar_text(v) + "\n";
      }
    }
  }
}

}  // namespace

std::string proto_text(const ProtoMessage& m) {
  std::string out;
  write(m, 0, out);
  return out;
}

}  // namespace tfplay::graph
