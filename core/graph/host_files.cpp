#include "core/graph/host_files.h"

#include "core/tensor/op_error.h"

namespace tfplay::graph {

namespace {
HostFiles& installed() {
  static HostFiles files;
  return files;
}
}  // namespace

void set_host_files(HostFiles files) { installed() = std::move(files); }

const HostFiles& host_files() {
  if (!installed().read) throw tensor::OpError(tensor::OpError::Code::Unimplemented, "no file system is installed");
  return installed();
}

}  // namespace tfplay::graph
