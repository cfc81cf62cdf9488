#include "core/graph/tfrecord_format.h"

#include <array>

namespace tfplay::graph::tfrecord {

namespace {

const std::array<uint32_t, 256>& crc_table() {
  static const std::array<uint32_t, 256> table = [] {
    std::array<uint32_t, 256> t{};
    for (uint32_t i = 0; i < 256; ++i) {
      uint32_t c = i;
      for (int k = 0; k < 8; ++k) c = (c & 1) ? (c >> 1) ^ 0x82f63b78u : c >> 1;
      t[i] = c;
    }
    return t;
  }();
  return table;
}

void put_le(std::string& out, uint64_t v, int bytes) {
  for (int i = 0; i < bytes; ++i) out.push_back(static_cast<char>((v >> (8 * i)) & 0xff));
}

uint64_t get_le(std::string_view s, std::size_t at, int bytes) {
  uint64_t v = 0;
  for (int i = 0; i < bytes; ++i) v |= static_cast<uint64_t>(static_cast<uint8_t>(s[at + i])) << (8 * i);
  return v;
}

}  // namespace

uint32_t crc32c(std::string_view data) {
  const auto& table = crc_table();
  uint32_t c = 0xffffffffu;
  for (char ch : data) c = table[(c ^ static_cast<uint8_t>(ch)) & 0xff] ^ (c >> 8);
  return c ^ 0xffffffffu;
}

uint32_t masked_crc(std::string_view data) {
  const uint32_t c = crc32c(data);
  return ((c >> 15) | (c << 17)) + 0xa282ead8u;
}

std::string frame(std::string_view data) {
  std::string out;
  out.reserve(data.size() + 16);
  put_le(out, data.size(), 8);
  put_le(out, masked_crc(out), 4);
  out.append(data);
  put_le(out, masked_crc(data), 4);
  return out;
}

std::vector<std::string> read_all(std::string_view file, std::string& error) {
  std::vector<std::string> records;
  std::size_t offset = 0;
  while (offset < file.size()) {
    // RecordReader::ReadChecksummed: a short read is "truncated", a CRC mismatch "corrupted".
    if (file.size() - offset < 12) {
      error = "truncated record at " + std::to_string(offset);
      return records;
    }
    if (static_cast<uint32_t>(get_le(file, offset + 8, 4)) != masked_crc(file.substr(offset, 8))) {
      error = "corrupted record at " + std::to_string(offset);
      return records;
    }
    const uint64_t length = get_le(file, offset, 8);
    if (length > file.size() - offset - 12 || file.size() - offset - 12 - length < 4) {
      error = "truncated record at " + std::to_string(offset);
      return records;
    }
    std::string_view data = file.substr(offset + 12, length);
    if (static_cast<uint32_t>(get_le(file, offset + 12 + length, 4)) != masked_crc(data)) {
      error = "corrupted record at " + std::to_string(offset);
      return records;
    }
    records.emplace_back(data);
    offset += 16 + length;
  }
  return records;
}

}  // namespace tfplay::graph::tfrecord
