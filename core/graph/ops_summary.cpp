// Summary ops (tensorflow/core/ops/summary_ops.cc; kernels/summary_kernels.cc): a summary
// writer is a resource, and WriteSummary is stateful, so a graph writes at every run.
//
// tfplay has no file system: a writer keeps its records in memory (SummaryWriterResource) and
// writes no event files.
#include "core/graph/op_registry.h"
#include "core/graph/summary_writer.h"

namespace tfplay::graph {

namespace {

SummaryWriterResource& writer_of(const KernelContext& c) { return input_resource<SummaryWriterResource>(c); }

void add_summary_writer(OpRegistry& r) {
  OpDef d;
  d.name = "SummaryWriter";
  d.summary = "Returns a handle to be used to access a summary writer.";
  d.outputs = {fixed_arg("writer", DType::Resource)};
  d.attrs = {plain_attr("shared_name", "string", std::string()), plain_attr("container", "string", std::string())};
  d.is_stateful = true;
  d.shape_fn = +[](const InferenceContext&) { return std::vector<OutputSpec>{{DType::Resource, TensorShape::scalar()}}; };
  d.kernel = +[](KernelContext&) {
    return std::vector<Tensor>{Tensor::resource_handle(std::make_shared<SummaryWriterResource>())};
  };
  r.add(std::move(d));
}

void add_create_file_writer(OpRegistry& r) {
  OpDef d;
  d.name = "CreateSummaryFileWriter";
  d.summary = "Creates a summary file writer accessible by the given resource handle.";
  d.inputs = {fixed_arg("writer", DType::Resource), fixed_arg("logdir", DType::String),
              fixed_arg("max_queue", DType::Int32), fixed_arg("flush_millis", DType::Int32),
              fixed_arg("filename_suffix", DType::String)};
  d.is_stateful = true;
  d.shape_fn = +[](const InferenceContext&) { return std::vector<OutputSpec>{}; };
  d.kernel = +[](KernelContext& c) {
    writer_of(c).logdir = c.inputs.at(1).scalar<std::string>();
    return std::vector<Tensor>{};
  };
  r.add(std::move(d));
}

void add_write_summary(OpRegistry& r) {
  OpDef d;
  d.name = "WriteSummary";
  d.summary = "Writes a tensor summary.";
  d.inputs = {fixed_arg("writer", DType::Resource), fixed_arg("step", DType::Int64), arg("tensor", "T"),
              fixed_arg("tag", DType::String), fixed_arg("summary_metadata", DType::String)};
  d.attrs = {plain_attr("T", "type")};
  d.is_stateful = true;
  d.shape_fn = +[](const InferenceContext&) { return std::vector<OutputSpec>{}; };
  d.kernel = +[](KernelContext& c) {
    writer_of(c).records.push_back({c.inputs.at(3).scalar<std::string>(), c.inputs.at(1).scalar<int64_t>(), c.inputs.at(2)});
    return std::vector<Tensor>{};
  };
  r.add(std::move(d));
}

}  // namespace

void register_summary_ops(OpRegistry& r) {
  add_summary_writer(r);
  add_create_file_writer(r);
  add_write_summary(r);
}

}  // namespace tfplay::graph
