// The run's file system as graph kernels reach it (ReadFile, WriteFile, MatchingFiles): the graph layer knows
// nothing about Python, so the tf module installs these callables over core/python/fs. Each
// throws tensor::OpError with TF's code and message ("x.txt; No such file or directory").
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace tfplay::graph {

struct HostFiles {
  /// The file's bytes.
  std::function<std::string(const std::string& path)> read;
  /// Creates or replaces the file, making missing parent folders (WriteFileOp does).
  std::function<void(const std::string& path, const std::string& contents)> write;
  /// Env::GetMatchingPaths: the paths matching a glob pattern (tf.io.gfile.glob's matcher).
  std::function<std::vector<std::string>(const std::string& pattern)> match;
};

void set_host_files(HostFiles files);
/// The installed callables; OpError(Unimplemented) when none is installed.
const HostFiles& host_files();

}  // namespace tfplay::graph
