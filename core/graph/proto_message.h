// Protocol-buffer messages as TF's Python API hands them out (GraphDef, NodeDef, AttrValue,
// TensorProto, ...): a message type name and its set fields in field-number order, printed in
// protobuf's text format exactly as Python's `str(message)` prints it
// (google/protobuf/text_format.py MessageToString).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace tfplay::graph {

struct ProtoMessage;

/// One value of a field: a scalar or a sub-message.
struct ProtoValue {
  enum class Kind { Int, Float, Double, Bool, String, Bytes, Enum, Message };
  Kind kind = Kind::Int;
  int64_t i = 0;          ///< Int, Bool (0/1), Enum (its number)
  double d = 0;           ///< Float (a float32 field), Double
  std::string s;          ///< String (UTF-8, a Python str), Bytes (a Python bytes), Enum (its name)
  std::shared_ptr<const ProtoMessage> message;

  static ProtoValue integer(int64_t v);
  static ProtoValue float32(double v);
  static ProtoValue float64(double v);
  static ProtoValue boolean(bool v);
  static ProtoValue string(std::string v);
  static ProtoValue bytes(std::string v);
  static ProtoValue enumerator(std::string name, int64_t number);
  static ProtoValue sub(std::shared_ptr<const ProtoMessage> m);
};

/// A set field: its name, whether it is repeated (a list in Python) or a map (a dict keyed by
/// the entries' `key`), and its values in order. A map's values are its entry messages
/// (fields `key` and `value`), sorted by key as text_format prints them.
struct ProtoField {
  enum class Label { Singular, Repeated, Map };
  std::string name;
  Label label = Label::Singular;
  std::vector<ProtoValue> values;
};

struct ProtoMessage {
  /// The full name, "tensorflow.NodeDef": Python's type is `tensorflow.core.framework.<file>_pb2.<Name>`.
  std::string type;
  /// Fields that are set, in field-number order (text_format's order). An unset singular
  /// sub-message is absent; a set but empty one is present (printed `name {\n}`).
  std::vector<ProtoField> fields;
  /// Fields TF sets here that tfplay cannot fill in (GraphDef.versions: the producer version
  /// TF 2.20 writes): reading one, or printing the message, raises NotImplementedError.
  std::vector<std::string> unknown_fields;

  /// The field named `name`, or nullptr when it is not set.
  const ProtoField* field(const std::string& name) const;
  /// Appends a singular field.
  ProtoMessage& set(std::string name, ProtoValue v);
  /// Appends a repeated field (skipped when `values` is empty, as an empty repeated field is unset).
  ProtoMessage& repeated(std::string name, std::vector<ProtoValue> values);
  /// Appends a map field of string keys (entries sorted by key; skipped when empty).
  ProtoMessage& map(std::string name, std::vector<std::pair<std::string, ProtoValue>> entries);
};

/// `str(message)` in Python: text format, two spaces of indent per level, a newline after
/// every field ("" for an empty message).
std::string proto_text(const ProtoMessage& m);

/// The C escape text_format applies to string and bytes fields (CEscape without UTF-8
/// pass-through): printable ASCII as is, \n \r \t \" \' \\ escaped, other bytes as \ooo.
std::string proto_c_escape(const std::string& bytes);

}  // namespace tfplay::graph
