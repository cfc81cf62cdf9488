// The protocol-buffer wire format at the byte level (varints, tags, length-delimited fields):
// what tf.train.Example's SerializeToString writes and what the parsing ops and ParseFromString
// read (https://protobuf.dev/programming-guides/encoding/).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace tfplay::graph::proto_wire {

enum WireType : int { kVarint = 0, kFixed64 = 1, kDelimited = 2, kFixed32 = 5 };

/// Appends `v` as a base-128 varint (a negative int64 takes ten bytes, as protobuf writes it).
void put_varint(std::string& out, uint64_t v);
/// Appends the tag of field `number` with `wire_type`.
inline void put_tag(std::string& out, int number, WireType wire_type) {
  put_varint(out, (static_cast<uint64_t>(number) << 3) | static_cast<uint64_t>(wire_type));
}
/// Appends field `number` as a length-delimited field holding `payload`.
void put_delimited(std::string& out, int number, std::string_view payload);
/// Appends a float as four little-endian bytes.
void put_fixed32(std::string& out, uint32_t bits);

/// Reads fields off a buffer; every read returns false when the bytes run out or are malformed.
struct Reader {
  std::string_view data;
  std::size_t pos = 0;

  bool done() const { return pos >= data.size(); }
  bool varint(uint64_t& v);
  bool fixed32(uint32_t& v);
  bool fixed64(uint64_t& v);
  /// A length prefix and that many bytes.
  bool delimited(std::string_view& v);
  /// A tag: its field number and wire type (field number 0 is malformed).
  bool tag(int& number, int& wire_type);
  /// Skips the value of a field with `wire_type` (groups are not supported: false).
  bool skip(int wire_type);
};

}  // namespace tfplay::graph::proto_wire
