// The native half of tf.train's Example protos (example_natives.h): the wire format, float32
// rounding and text escapes, and whole-message copy, serialization, parsing and construction
// over the Python objects train_example.cpp defines (their `_v` field dicts and containers).
#include "core/tf/example/example_natives.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>

#include "core/graph/proto_wire.h"
#include "core/python/object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
namespace wire = graph::proto_wire;

namespace {

const std::string& bytes_of(const Ref& v) {
  if (v->cls != py::T().bytes) py::raise_type_error("a bytes-like object is required, not '" + py::type_name(v.get()) + "'");
  return static_cast<const py::BytesObject*>(v.get())->value;
}

float to_float32(double v) { return static_cast<float>(v); }

uint32_t float_bits(double v) {
  const float f = to_float32(v);
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}

double bits_float(uint32_t b) {
  float f;
  std::memcpy(&f, &b, 4);
  return f;
}

/// upb's _upb_EncodeRoundTripFloat: "%.6g", or "%.9g" when that does not read back.
std::string format_float(double v) {
  if (std::isnan(v)) return "nan";
  const float f = to_float32(v);
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.*g", 6, static_cast<double>(f));
  if (std::strtof(buf, nullptr) != f) std::snprintf(buf, sizeof buf, "%.*g", 9, static_cast<double>(f));
  return buf;
}

void escape_char(std::string& out, unsigned char c) {
  switch (c) {
    case '\n': out += "\\n"; break;
    case '\r': out += "\\r"; break;
    case '\t': out += "\\t"; break;
    case '"': out += "\\\""; break;
    case '\'': out += "\\'"; break;
    case '\\': out += "\\\\"; break;
    default: {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\%03o", c);
      out += buf;
    }
  }
}

/// upb's _upb_TextEncode_Bytes: printable ASCII as is, the rest escaped (octal when no name).
std::string escape_bytes(const std::string& s) {
  std::string out;
  for (unsigned char c : s) {
    if (c >= 32 && c < 127 && c != '"' && c != '\'' && c != '\\') out += static_cast<char>(c);
    else escape_char(out, c);
  }
  return out;
}

/// upb's _upb_HardenedPrintString for a (valid UTF-8) string field: only control characters,
/// quotes, backslash and DEL are escaped.
std::string escape_string(const std::string& s) {
  std::string out;
  for (unsigned char c : s) {
    if (c < 32 || c == '"' || c == '\'' || c == '\\' || c == 127) escape_char(out, c);
    else out += static_cast<char>(c);
  }
  return out;
}

bool valid_utf8(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    const int n = c < 0x80 ? 0 : (c >> 5) == 6 ? 1 : (c >> 4) == 14 ? 2 : (c >> 3) == 30 ? 3 : -1;
    if (n < 0) return false;
    for (int k = 1; k <= n; ++k)
      if (i + k >= s.size() || (static_cast<unsigned char>(s[i + k]) >> 6) != 2) return false;
    i += n + 1;
  }
  return true;
}

[[noreturn]] void malformed() { py::raise_value_error("malformed protocol buffer"); }

/// The Python classes a deep copy creates instances of (set by the module's _install).
struct Classes {
  Ref object_new, scalars, map, composites;
};

/// A new instance of `cls` with the given instance attributes, without running __init__.
Ref instance(const Classes& c, const Ref& cls, std::initializer_list<std::pair<const char*, Ref>> attrs) {
  Ref out = py::call(c.object_new, std::vector<Ref>{cls});
  for (const auto& [name, value] : attrs) py::setattr(out, name, value);
  return out;
}

/// A deep copy of message `m` (Message._copy without Python steps): its set fields, its
/// containers' values, its unknown bytes; stubs are not copied.
Ref copy_message(const Classes& c, const Ref& m) {
  auto fields = py::Dict();
  Ref out = instance(c, m->cls->self(), {{"_v", fields}});
  Ref unknown = py::getattr(m, "_unknown");
  if (!bytes_of(unknown).empty()) py::setattr(out, "_unknown", unknown);
  Ref v = py::getattr(m, "_v");
  for (const py::DictObject::Entry& e : static_cast<py::DictObject*>(v.get())->entries) {
    if (!e.key) continue;
    const Ref& value = e.value;
    const Ref cls = value->cls->self();
    if (cls == c.scalars) {
      auto* items = static_cast<py::ListObject*>(py::getattr(value, "_l").get());
      if (items->items.empty()) continue;
      fields->set(e.key, instance(c, cls, {{"_owner", py::None()}, {"_convert", py::getattr(value, "_convert")}, {"_l", py::List(items->items)}}));
    } else if (cls == c.map) {
      auto d = py::Dict();
      for (const py::DictObject::Entry& x : static_cast<py::DictObject*>(py::getattr(value, "_d").get())->entries)
        if (x.key) d->set(x.key, copy_message(c, x.value));
      if (d->size()) fields->set(e.key, instance(c, cls, {{"_owner", py::None()}, {"_cls", py::getattr(value, "_cls")}, {"_d", d}}));
    } else if (cls == c.composites) {
      std::vector<Ref> items;
      for (const Ref& x : static_cast<py::ListObject*>(py::getattr(value, "_l").get())->items) items.push_back(copy_message(c, x));
      if (!items.empty()) fields->set(e.key, instance(c, cls, {{"_owner", py::None()}, {"_cls", py::getattr(value, "_cls")}, {"_l", py::List(items)}}));
    } else {
      fields->set(e.key, copy_message(c, value));
    }
  }
  return out;
}

/// Appends message `m`'s wire bytes (Message._ser without Python steps): its fields in
/// field-number order, packed repeated numbers, map entries sorted by key, then unknown bytes.
void serialize(const Ref& m, std::string& out) {
  auto* fields = static_cast<py::TupleObject*>(py::getattr(m->cls->self(), "_fields").get());
  auto* v = static_cast<py::DictObject*>(py::getattr(m, "_v").get());
  for (const Ref& f : fields->items) {
    Ref name = py::getattr(f, "name");
    Ref value = v->get(name);
    if (!value) continue;
    const int number = static_cast<int>(py::as_int(py::getattr(f, "number").get()));
    const std::string& kind = py::as_str(py::getattr(f, "kind").get());
    if (kind == "message") {
      std::string sub;
      serialize(value, sub);
      wire::put_delimited(out, number, sub);
    } else if (kind == "map") {
      auto* d = static_cast<py::DictObject*>(py::getattr(value, "_d").get());
      std::vector<std::pair<std::string, Ref>> entries;
      for (const py::DictObject::Entry& e : d->entries)
        if (e.key) entries.emplace_back(py::as_str(e.key.get()), e.value);
      std::sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
      for (const auto& [key, sub_message] : entries) {
        std::string sub, entry;
        serialize(sub_message, sub);
        wire::put_delimited(entry, 1, key);
        wire::put_delimited(entry, 2, sub);
        wire::put_delimited(out, number, entry);
      }
    } else {
      const auto& items = static_cast<py::ListObject*>(py::getattr(value, "_l").get())->items;
      if (items.empty()) continue;
      if (kind == "messages") {
        for (const Ref& item : items) {
          std::string sub;
          serialize(item, sub);
          wire::put_delimited(out, number, sub);
        }
      } else if (kind == "bytes") {
        for (const Ref& item : items) wire::put_delimited(out, number, bytes_of(item));
      } else {
        std::string body;
        if (kind == "int64")
          for (const Ref& item : items) wire::put_varint(body, static_cast<uint64_t>(py::as_int(item.get())));
        else
          for (const Ref& item : items) wire::put_fixed32(body, float_bits(py::as_float(item.get())));
        wire::put_delimited(out, number, body);
      }
    }
  }
  out += bytes_of(py::getattr(m, "_unknown"));
}

/// A new message of class `cls` holding the fields of wire bytes `data` (Message._parse without
/// Python steps): packed or unpacked numbers, map entries (a later key replaces an earlier one),
/// sub-messages merged when repeated; fields it does not know, or of an unexpected wire type,
/// kept as unknown bytes. Raises ValueError on malformed bytes.
Ref parse_message(const Classes& c, const Ref& cls, std::string_view data) {
  auto fields = py::Dict();
  Ref out = instance(c, cls, {{"_v", fields}});
  auto* by_number = static_cast<py::DictObject*>(py::getattr(cls, "_by_number").get());
  std::string unknown;
  wire::Reader r{data};
  while (!r.done()) {
    const std::size_t start = r.pos;
    int number, wt;
    if (!r.tag(number, wt)) malformed();
    Ref f = by_number->get(py::Int(number));
    const std::string kind = f ? py::as_str(py::getattr(f, "kind").get()) : "";
    const bool packed_ok = (kind == "int64" && (wt == wire::kVarint || wt == wire::kDelimited)) ||
                           (kind == "float" && (wt == wire::kFixed32 || wt == wire::kDelimited));
    if (!packed_ok && (kind.empty() || kind == "int64" || kind == "float" || wt != wire::kDelimited)) {
      if (!r.skip(wt)) malformed();
      unknown.append(data.substr(start, r.pos - start));
      continue;
    }
    Ref name = py::getattr(f, "name");
    Ref value = fields->get(name);
    auto list_of = [&](const Ref& container_cls, const char* extra, const Ref& extra_value) -> std::vector<Ref>& {
      if (!value) {
        value = instance(c, container_cls, {{"_owner", py::None()}, {extra, extra_value}, {"_l", py::List()}});
        fields->set(name, value);
      }
      return static_cast<py::ListObject*>(py::getattr(value, "_l").get())->items;
    };
    if (kind == "int64" || kind == "float") {
      std::vector<Ref>& items = list_of(c.scalars, "_convert", py::getattr(f, "convert"));
      std::string_view packed;
      uint64_t u;
      uint32_t b;
      if (wt == wire::kVarint) {
        if (!r.varint(u)) malformed();
        items.push_back(py::Int(static_cast<int64_t>(u)));
      } else if (wt == wire::kFixed32) {
        if (!r.fixed32(b)) malformed();
        items.push_back(py::Float(bits_float(b)));
      } else {
        if (!r.delimited(packed)) malformed();
        wire::Reader p{packed};
        if (kind == "float" && packed.size() % 4) malformed();
        while (!p.done()) {
          if (kind == "int64") {
            if (!p.varint(u)) malformed();
            items.push_back(py::Int(static_cast<int64_t>(u)));
          } else {
            p.fixed32(b);
            items.push_back(py::Float(bits_float(b)));
          }
        }
      }
      continue;
    }
    std::string_view payload;
    if (!r.delimited(payload)) malformed();
    if (kind == "bytes") {
      list_of(c.scalars, "_convert", py::getattr(f, "convert")).push_back(py::Bytes(std::string(payload)));
    } else if (kind == "messages") {
      list_of(c.composites, "_cls", py::getattr(f, "message")).push_back(parse_message(c, py::getattr(f, "message"), payload));
    } else if (kind == "message") {
      // A repeated occurrence merges into the first (protobuf's rule for singular messages).
      Ref sub = parse_message(c, py::getattr(f, "message"), payload);
      if (value) py::call(py::getattr(value, "_merge_obj"), std::vector<Ref>{sub});
      else {
        Ref oneof = py::getattr(f, "oneof");
        if (!py::is_none(oneof.get()))
          for (const Ref& other : py::to_vector(static_cast<py::DictObject*>(py::getattr(cls, "_oneofs").get())->get(oneof)))
            if (other != f) fields->erase(py::getattr(other, "name"));
        fields->set(name, sub);
      }
    } else if (kind == "map") {
      wire::Reader e{payload};
      std::string key, entry_value;
      while (!e.done()) {
        int n2, wt2;
        if (!e.tag(n2, wt2)) malformed();
        std::string_view s2;
        if (wt2 == wire::kDelimited && (n2 == 1 || n2 == 2)) {
          if (!e.delimited(s2)) malformed();
          (n2 == 1 ? key : entry_value) = std::string(s2);
        } else if (!e.skip(wt2)) {
          malformed();
        }
      }
      if (!valid_utf8(key)) malformed();
      if (!value) {
        value = instance(c, c.map, {{"_owner", py::None()}, {"_cls", py::getattr(f, "message")}, {"_d", py::Dict()}});
        fields->set(name, value);
      }
      static_cast<py::DictObject*>(py::getattr(value, "_d").get())
          ->set(py::Str(key), parse_message(c, py::getattr(f, "message"), entry_value));
    }
  }
  if (!unknown.empty()) py::setattr(out, "_unknown", py::Bytes(std::move(unknown)));
  return out;
}

/// A value of a repeated scalar field of `kind`, converted natively for the plain Python types
/// (int, float, bytes) and by the field's Python check `convert` (its upb errors) otherwise.
Ref scalar_value(const std::string& kind, const Ref& v, const Ref& convert) {
  py::TypeObject* t = v->cls;
  if (kind == "int64" && t == py::T().int_ && !static_cast<py::IntObject*>(v.get())->big) return v;
  if (kind == "float" && (t == py::T().float_ || (t == py::T().int_ && !static_cast<py::IntObject*>(v.get())->big)))
    return py::Float(to_float32(py::as_float(v.get())));
  if (kind == "bytes" && t == py::T().bytes) return v;
  return py::call(convert, std::vector<Ref>{v});
}

/// Message.__init__'s keyword arguments for a new message (Message._init without Python steps
/// for the common cases: lists of plain values, sub-messages of the field's class, dicts of
/// them for a map); any other argument goes through the Python `_init` (and its errors).
void init_message(const Classes& c, const Ref& self, const std::vector<std::pair<std::string, Ref>>& kwargs) {
  Ref cls = self->cls->self();
  auto* by_name = static_cast<py::DictObject*>(py::getattr(cls, "_by_name").get());
  auto* fields = static_cast<py::DictObject*>(py::getattr(self, "_v").get());
  for (const auto& [key, value] : kwargs) {
    Ref name = py::Str(key);
    Ref f = by_name->get(name);
    if (f && py::is_none(value.get())) continue;
    const std::string kind = f ? py::as_str(py::getattr(f, "kind").get()) : "";
    bool done = false;
    if ((kind == "int64" || kind == "float" || kind == "bytes") && (py::is_list(value.get()) || py::is_tuple(value.get())) &&
        !fields->get(name)) {
      Ref convert = py::getattr(f, "convert");
      const auto& items = value->cls == py::T().list ? static_cast<py::ListObject*>(value.get())->items
                                                     : static_cast<py::TupleObject*>(value.get())->items;
      std::vector<Ref> converted;
      converted.reserve(items.size());
      for (const Ref& item : items) converted.push_back(scalar_value(kind, item, convert));
      fields->set(name, instance(c, c.scalars, {{"_owner", py::None()}, {"_convert", convert}, {"_l", py::List(std::move(converted))}}));
      done = true;
    } else if (kind == "message" && value->cls->self() == py::getattr(f, "message")) {
      Ref oneof = py::getattr(f, "oneof");
      if (!py::is_none(oneof.get()))
        for (const Ref& other : py::to_vector(static_cast<py::DictObject*>(py::getattr(cls, "_oneofs").get())->get(oneof)))
          if (other != f) fields->erase(py::getattr(other, "name"));
      fields->set(name, copy_message(c, value));
      done = true;
    } else if (kind == "map" && value->cls == py::T().dict && !fields->get(name)) {
      Ref value_cls = py::getattr(f, "message");
      bool plain = true;
      for (const py::DictObject::Entry& e : static_cast<py::DictObject*>(value.get())->entries)
        if (e.key && (!py::is_str(e.key.get()) || e.value->cls->self() != value_cls)) plain = false;
      if (plain) {
        auto d = py::Dict();
        for (const py::DictObject::Entry& e : static_cast<py::DictObject*>(value.get())->entries)
          if (e.key) d->set(e.key, copy_message(c, e.value));
        fields->set(name, instance(c, c.map, {{"_owner", py::None()}, {"_cls", value_cls}, {"_d", d}}));
        done = true;
      }
    }
    if (!done) {
      auto one = py::Dict();
      one->set(name, value);
      py::call(py::getattr(self, "_init"), std::vector<Ref>{one});
    }
  }
}

}  // namespace

Ref make_example_natives() {
  Ref m = py::Module("_tfplay_protos");
  def(m, "serialize", +[](CallArgs& a) -> Ref {
    std::string out;
    serialize(a.args.at(0), out);
    return py::Bytes(std::move(out));
  });
  auto classes = std::make_shared<Classes>();
  def(m, "set_classes", [classes](CallArgs& a) -> Ref {
    classes->object_new = py::getattr(py::T().object->self(), "__new__");
    classes->scalars = a.args.at(0);
    classes->map = a.args.at(1);
    classes->composites = a.args.at(2);
    return py::None();
  });
  def(m, "copy", [classes](CallArgs& a) -> Ref { return copy_message(*classes, a.args.at(0)); });
  // init(message, kwargs): a new message's keyword arguments.
  def(m, "init", [classes](CallArgs& a) -> Ref {
    std::vector<std::pair<std::string, Ref>> kwargs;
    for (const py::DictObject::Entry& e : static_cast<py::DictObject*>(a.args.at(1).get())->entries)
      if (e.key) kwargs.emplace_back(py::as_str(e.key.get()), e.value);
    init_message(*classes, a.args.at(0), kwargs);
    return py::None();
  });
  // parse(cls, data): a new message of class cls from wire bytes (ValueError when malformed).
  def(m, "parse", [classes](CallArgs& a) -> Ref { return parse_message(*classes, a.args.at(0), bytes_of(a.args.at(1))); });
  def(m, "f32", +[](CallArgs& a) -> Ref { return py::Float(to_float32(py::as_float(a.args.at(0).get()))); });
  def(m, "format_float", +[](CallArgs& a) -> Ref { return py::Str(format_float(py::as_float(a.args.at(0).get()))); });
  def(m, "escape_bytes", +[](CallArgs& a) -> Ref { return py::Str(escape_bytes(bytes_of(a.args.at(0)))); });
  def(m, "escape_string", +[](CallArgs& a) -> Ref { return py::Str(escape_string(py::as_str(a.args.at(0).get()))); });
  return m;
}


}  // namespace tfplay::tf
