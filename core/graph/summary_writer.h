// The state behind tf.summary.create_file_writer (TF's SummaryWriterInterface resource).
// tfplay has no file system, so the writer keeps what it is asked to write in memory instead
// of appending to an events file in `logdir`.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/tensor/tensor.h"

namespace tfplay::graph {

struct SummaryWriterResource : tensor::Resource {
  struct Record {
    std::string tag;
    int64_t step = 0;
    tensor::Tensor value;
  };
  std::string logdir;
  std::vector<Record> records;  ///< every WriteSummary, in order
  std::string type_name() const override { return "tensorflow::SummaryWriterInterface"; }
};

}  // namespace tfplay::graph
