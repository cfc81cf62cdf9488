// The TFRecord framing (core/graph/tfrecord_format.h) and the protobuf varints
// (core/graph/proto_wire.h) that TFRecordWriter, TFRecordDataset and tf.train.Example use.
#include <doctest/doctest.h>

#include "core/graph/proto_wire.h"
#include "core/graph/tfrecord_format.h"

namespace tfrecord = tfplay::graph::tfrecord;
namespace wire = tfplay::graph::proto_wire;

TEST_CASE("crc32c matches the Castagnoli check value and TF's mask") {
  // The CRC-32C check value of "123456789" (RFC 3720, B.4) and of the empty string.
  CHECK(tfrecord::crc32c("123456789") == 0xe3069283u);
  CHECK(tfrecord::crc32c("") == 0u);
  // crc32c::Mask: rotate right by 15 bits, add 0xa282ead8.
  const uint32_t c = tfrecord::crc32c("123456789");
  CHECK(tfrecord::masked_crc("123456789") == ((c >> 15) | (c << 17)) + 0xa282ead8u);
}

TEST_CASE("a framed record reads back, and damage is reported at the record's offset") {
  std::string file = tfrecord::frame("abc") + tfrecord::frame("") + tfrecord::frame("xyz12");
  CHECK(tfrecord::frame("abc").size() == 3 + 16);
  CHECK(tfrecord::frame("abc").substr(0, 8) == std::string("\x03\0\0\0\0\0\0\0", 8));
  std::string error;
  CHECK(tfrecord::read_all(file, error) == std::vector<std::string>{"abc", "", "xyz12"});
  CHECK(error.empty());

  std::string corrupt = file;
  corrupt[19 + 16 + 13] ^= 1;  // a data byte of the third record
  CHECK(tfrecord::read_all(corrupt, error) == std::vector<std::string>{"abc", ""});
  CHECK(error == "corrupted record at 35");

  CHECK(tfrecord::read_all(file.substr(0, 25), error) == std::vector<std::string>{"abc"});
  CHECK(error == "truncated record at 19");
}

TEST_CASE("varints are protobuf's: 7 bits a byte, negative int64 in ten bytes") {
  std::string out;
  wire::put_varint(out, 300);
  CHECK(out == "\xac\x02");
  out.clear();
  wire::put_varint(out, static_cast<uint64_t>(int64_t{-1}));
  CHECK(out.size() == 10);
  wire::Reader r{out};
  uint64_t v = 0;
  CHECK(r.varint(v));
  CHECK(static_cast<int64_t>(v) == -1);
  CHECK(r.done());
  wire::Reader bad{std::string_view("\x80", 1)};
  CHECK_FALSE(bad.varint(v));
}
