#include "core/graph/proto_wire.h"

namespace tfplay::graph::proto_wire {

void put_varint(std::string& out, uint64_t v) {
  while (v >= 0x80) {
    out.push_back(static_cast<char>((v & 0x7f) | 0x80));
    v >>= 7;
  }
  out.push_back(static_cast<char>(v));
}

void put_delimited(std::string& out, int number, std::string_view payload) {
  put_tag(out, number, kDelimited);
  put_varint(out, payload.size());
  out.append(payload);
}

void put_fixed32(std::string& out, uint32_t bits) {
  for (int i = 0; i < 4; ++i) out.push_back(static_cast<char>((bits >> (8 * i)) & 0xff));
}

bool Reader::varint(uint64_t& v) {
  v = 0;
  for (int shift = 0; shift < 64; shift += 7) {
    if (pos >= data.size()) return false;
    const auto byte = static_cast<uint8_t>(data[pos++]);
    v |= static_cast<uint64_t>(byte & 0x7f) << shift;
    if (!(byte & 0x80)) return true;
  }
  return false;
}

bool Reader::fixed32(uint32_t& v) {
  if (data.size() - pos < 4 || pos > data.size()) return false;
  v = 0;
  for (int i = 0; i < 4; ++i) v |= static_cast<uint32_t>(static_cast<uint8_t>(data[pos + i])) << (8 * i);
  pos += 4;
  return true;
}

bool Reader::fixed64(uint64_t& v) {
  if (data.size() - pos < 8 || pos > data.size()) return false;
  v = 0;
  for (int i = 0; i < 8; ++i) v |= static_cast<uint64_t>(static_cast<uint8_t>(data[pos + i])) << (8 * i);
  pos += 8;
  return true;
}

bool Reader::delimited(std::string_view& v) {
  uint64_t n;
  if (!varint(n) || n > data.size() - pos) return false;
  v = data.substr(pos, n);
  pos += n;
  return true;
}

bool Reader::tag(int& number, int& wire_type) {
  uint64_t t;
  if (!varint(t) || (t >> 3) == 0 || (t >> 3) > 0x1fffffff) return false;
  number = static_cast<int>(t >> 3);
  wire_type = static_cast<int>(t & 7);
  return true;
}

bool Reader::skip(int wire_type) {
  uint64_t u64;
  uint32_t u32;
  std::string_view s;
  switch (wire_type) {
    case kVarint: return varint(u64);
    case kFixed64: return fixed64(u64);
    case kDelimited: return delimited(s);
    case kFixed32: return fixed32(u32);
    default: return false;
  }
}

}  // namespace tfplay::graph::proto_wire
