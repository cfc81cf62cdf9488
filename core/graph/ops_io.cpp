// File ops (TF: tensorflow/core/ops/io_ops.cc; kernels core/kernels/whole_file_read_ops.cc and
// matching_files_op.cc): ReadFile returns a file's bytes as a scalar string; the stateful
// WriteFile replaces a file with a scalar string, making missing parent folders; MatchingFiles
// returns the sorted paths matching one or more glob patterns. They reach the run's file system
// through host_files.h.
#include <algorithm>

#include "core/graph/host_files.h"
#include "core/graph/op_def_builders.h"
#include "core/graph/op_registry.h"

namespace tfplay::graph {

namespace {

/// WithRank(input, 0): "Shape must be rank 0 but is rank 1".
void require_scalar_shape(const TensorShape& s) {
  if (s.has_rank() && *s.rank() != 0)
    throw tensor::OpValueError("Shape must be rank 0 but is rank " + std::to_string(*s.rank()));
}

void require_scalar(const Tensor& t, const char* what) {
  if (t.rank() != 0)
    throw tensor::invalid_argument(std::string(what) + " tensor must be scalar, but had shape: " +
                                   tensor::shape_debug_string(t.shape()));
}

}  // namespace

void register_io_ops(OpRegistry& r) {
  OpDef read;
  read.name = "ReadFile";
  read.summary = "Reads and outputs the entire contents of the input filename.";
  read.inputs = {fixed_arg("filename", DType::String)};
  read.outputs = {fixed_arg("contents", DType::String)};
  read.shape_fn = +[](const InferenceContext& c) {
    require_scalar_shape(c.input_shapes[0]);
    return std::vector<OutputSpec>{{DType::String, TensorShape::scalar()}};
  };
  read.kernel = +[](KernelContext& c) {
    require_scalar(c.inputs[0], "Input filename");
    return std::vector<Tensor>{Tensor::scalar_string(host_files().read(c.inputs[0].scalar<std::string>()))};
  };
  r.add(std::move(read));

  OpDef write;
  write.name = "WriteFile";
  write.summary = "Writes `contents` to the file at input `filename`.";
  write.inputs = {fixed_arg("filename", DType::String), fixed_arg("contents", DType::String)};
  write.is_stateful = true;
  write.shape_fn = +[](const InferenceContext& c) {
    require_scalar_shape(c.input_shapes[0]);
    require_scalar_shape(c.input_shapes[1]);
    return std::vector<OutputSpec>{};
  };
  write.kernel = +[](KernelContext& c) {
    require_scalar(c.inputs[0], "Input filename");
    require_scalar(c.inputs[1], "Contents");
    host_files().write(c.inputs[0].scalar<std::string>(), c.inputs[1].scalar<std::string>());
    return std::vector<Tensor>{};
  };
  r.add(std::move(write));

  OpDef matching = op_def_builders::make("MatchingFiles", "Returns the set of files matching one or more glob patterns.");
  matching.inputs = {fixed_arg("pattern", DType::String)};
  matching.outputs = {fixed_arg("filenames", DType::String)};
  matching.shape_fn = +[](const InferenceContext& c) {
    op_def_builders::require_rank_at_most(c.input_shapes[0], 1);
    return op_def_builders::one(DType::String, TensorShape(std::vector<tensor::Dim>{tensor::Dim{}}));
  };
  matching.kernel = +[](KernelContext& c) {
    const Tensor& patterns = c.inputs[0];
    if (patterns.rank() > 1)
      throw tensor::invalid_argument("Input patterns tensor must be scalar or vector, but had shape: " +
                                     tensor::shape_debug_string(patterns.shape()));
    const auto& match = host_files().match;
    if (!match) throw tensor::OpError(tensor::OpError::Code::Unimplemented, "no file matcher is installed");
    std::vector<std::string> names;
    const std::string* p = patterns.data<std::string>();
    for (int64_t i = 0; i < patterns.num_elements(); ++i)
      for (std::string& name : match(p[i])) names.push_back(std::move(name));
    std::sort(names.begin(), names.end());
    const int64_t n = static_cast<int64_t>(names.size());
    return std::vector<Tensor>{Tensor::from_vector<std::string>(DType::String, {n}, std::move(names))};
  };
  r.add(std::move(matching));
}

}  // namespace tfplay::graph
