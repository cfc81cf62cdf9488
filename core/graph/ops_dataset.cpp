// Dataset transformation ops (tensorflow/core/ops/dataset_ops.cc: MapDataset, BatchDatasetV2,
// ...) as tfplay builds them inside a tf.function that transforms a dataset argument.
//
// TF's ops take variant dataset tensors plus the transformation's own inputs and attrs; tfplay's
// take the input datasets' handles (string scalars) -- or, for the sources TensorSliceDataset,
// TensorDataset and RangeDataset, their tensors -- and a `token` naming the host callable that
// builds the new pipeline (host_functions.h), and output the new dataset's handle.
#include "core/graph/host_functions.h"
#include "core/graph/op_registry.h"

namespace tfplay::graph {

namespace {

OpDef dataset_op(const std::string& name) {
  OpDef d;
  d.name = name;
  d.summary = "Creates a dataset (tfplay: from its inputs -- input datasets' handles or a source's tensors -- by the "
              "host callable `token`).";
  d.inputs = {type_list_arg("inputs", "Tin")};
  d.outputs = {fixed_arg("handle", DType::String)};
  d.attrs = {plain_attr("token", "string"), plain_attr("Tin", "list(type)")};
  d.shape_fn = [](const InferenceContext&) { return std::vector<OutputSpec>{{DType::String, TensorShape::scalar()}}; };
  d.kernel = [](KernelContext& c) { return host_function(c.attr<std::string>("token"))(c.inputs); };
  return d;
}

}  // namespace

void register_dataset_ops(OpRegistry& r) {
  for (const char* name : {"TensorSliceDataset", "TensorDataset", "RangeDataset", "MapDataset", "ParallelMapDatasetV2", "FilterDataset", "BatchDatasetV2", "ParallelBatchDataset",
                           "ShuffleDatasetV3", "RepeatDataset", "TakeDataset", "SkipDataset", "PrefetchDataset",
                           "CacheDatasetV2", "ZipDataset"})
    r.add(dataset_op(name));
}

}  // namespace tfplay::graph
