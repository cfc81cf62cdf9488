// The TFRecord file format (TF's lib/io/record_writer.cc and record_reader.cc): each record is
// its length as a little-endian uint64, the masked CRC-32C of those 8 bytes, the data, and the
// masked CRC-32C of the data. tf.io.TFRecordWriter writes it and TFRecordDataset reads it.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tfplay::graph::tfrecord {

/// CRC-32C (Castagnoli) of `data`, as TF's crc32c::Value computes it.
uint32_t crc32c(std::string_view data);
/// TF's crc32c::Mask: the CRC rotated right by 15 bits plus 0xa282ead8.
uint32_t masked_crc(std::string_view data);

/// One record as it is written to the file.
std::string frame(std::string_view data);

/// The records of a whole file. On a bad record, stops and sets `error` to TF's DataLoss text
/// ("corrupted record at 12", "truncated record at 0") and returns the records before it.
std::vector<std::string> read_all(std::string_view file, std::string& error);

}  // namespace tfplay::graph::tfrecord
