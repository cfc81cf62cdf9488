// Dataset transformation ops (tensorflow/core/ops/dataset_ops.cc: MapDataset, BatchDatasetV2,
// ...) as tfplay builds them inside a tf.function that transforms a dataset argument.
//
// TF's ops take variant dataset tensors plus the transformation's own inputs and attrs; tfplay's
// take the input datasets' handles (string scalars) -- or, for the sources TensorSliceDataset,
// TensorDataset and RangeDataset, their tensors -- and a `token` naming the host callable that
// builds the new pipeline (host_functions.h), and output the new dataset's handle.
#include "core/graph/host_functions.h"
#include "core/graph/op_registry.h"
#include "core/tensor/op_error.h"

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
  d.shape_fn = +[](const InferenceContext&) { return std::vector<OutputSpec>{{DType::String, TensorShape::scalar()}}; };
  d.kernel = +[](KernelContext& c) { return host_function(c.attr<std::string>("token"))(c.inputs); };
  return d;
}

/// IteratorGetNext(iterator) -> components (dataset_ops.cc): the iterator's next element, one
/// output per component of its element_spec. Stateful: each run advances the iterator, in
/// program order. At the end it fails with OutOfRangeError "End of sequence"
/// (IteratorGetNextOp: errors::OutOfRange("End of sequence")). The iterator is a resource
/// handle; tracing adds the node with the element_spec's shapes.
OpDef iterator_get_next() {
  OpDef d;
  d.name = "IteratorGetNext";
  d.summary = "Gets the next output from the given iterator.";
  d.is_stateful = true;
  d.inputs = {fixed_arg("iterator", DType::Resource)};
  ArgDef components;
  components.name = "components";
  components.type_list_attr = "output_types";
  d.outputs = {components};
  d.attrs = {plain_attr("output_types", "list(type)")};
  d.shape_fn = +[](const InferenceContext& c) {
    std::vector<OutputSpec> out;
    for (DType t : c.attr<std::vector<DType>>("output_types")) out.push_back({t, TensorShape::unknown()});
    return out;
  };
  d.kernel = +[](KernelContext& c) {
    std::optional<std::vector<Tensor>> e = iterator_runtime().next(c.inputs.at(0));
    if (!e) throw tensor::OpError(tensor::OpError::Code::OutOfRange, "End of sequence");
    return *e;
  };
  return d;
}

/// AnonymousIteratorV3() -> handle: a new iterator, bound to a dataset by MakeIterator.
OpDef anonymous_iterator() {
  OpDef d;
  d.name = "AnonymousIteratorV3";
  d.summary = "A container for an iterator resource.";
  d.is_stateful = true;
  d.outputs = {fixed_arg("handle", DType::Resource)};
  d.attrs = {plain_attr("output_types", "list(type)")};
  d.shape_fn = +[](const InferenceContext&) { return std::vector<OutputSpec>{{DType::Resource, TensorShape::scalar()}}; };
  d.kernel = +[](KernelContext&) { return std::vector<Tensor>{iterator_runtime().create()}; };
  return d;
}

/// MakeIterator(dataset, iterator): starts `iterator` at the beginning of `dataset`.
OpDef make_iterator() {
  OpDef d;
  d.name = "MakeIterator";
  d.summary = "Makes a new iterator from the given `dataset` and stores it in `iterator`.";
  d.is_stateful = true;
  d.inputs = {fixed_arg("dataset", DType::String), fixed_arg("iterator", DType::Resource)};
  d.shape_fn = +[](const InferenceContext&) { return std::vector<OutputSpec>{}; };
  d.kernel = +[](KernelContext& c) {
    iterator_runtime().make(c.inputs.at(0), c.inputs.at(1));
    return std::vector<Tensor>{};
  };
  return d;
}

/// DatasetCardinality(input_dataset) -> cardinality (dataset_ops.cc; kernel CardinalityOp):
/// the number of elements of the dataset the graph holds, INFINITE (-1) or UNKNOWN (-2), as an
/// int64 scalar computed when the graph runs. tfplay's input is the dataset's handle and
/// `token` names the host callable that reads its cardinality.
OpDef dataset_cardinality() {
  OpDef d;
  d.name = "DatasetCardinality";
  d.summary = "Returns the cardinality of `input_dataset`.";
  d.inputs = {fixed_arg("input_dataset", DType::String)};
  d.outputs = {fixed_arg("cardinality", DType::Int64)};
  d.attrs = {plain_attr("token", "string"), plain_attr("cardinality_options", "string", std::string())};
  d.shape_fn = +[](const InferenceContext&) { return std::vector<OutputSpec>{{DType::Int64, TensorShape::scalar()}}; };
  d.kernel = +[](KernelContext& c) { return host_function(c.attr<std::string>("token"))(c.inputs); };
  return d;
}

}  // namespace

void register_dataset_ops(OpRegistry& r) {
  r.add(dataset_cardinality());
  r.add(iterator_get_next());
  r.add(anonymous_iterator());
  r.add(make_iterator());
  for (const char* name : {"TensorSliceDataset", "TensorDataset", "RangeDataset", "MapDataset", "ParallelMapDatasetV2", "FilterDataset", "BatchDatasetV2", "ParallelBatchDataset",
                           "ShuffleDatasetV3", "RepeatDataset", "TakeDataset", "SkipDataset", "PrefetchDataset",
                           "CacheDatasetV2", "ZipDataset", "WindowDataset", "FlatMapDataset", "InterleaveDataset",
                           "ParallelInterleaveDatasetV4", "ConcatenateDataset", "ShardDataset", "TakeWhileDataset",
                           "UniqueDataset", "IgnoreErrorsDataset", "ScanDataset", "UnbatchDataset", "PaddedBatchDatasetV2",
                           "OptionsDataset", "GroupByWindowDataset", "GroupByReducerDataset", "DirectedInterleaveDataset", "AssertCardinalityDataset",
                           "RebatchDatasetV2", "SnapshotDatasetV2", "MapAndBatchDataset", "ParallelInterleaveDataset"})
    r.add(dataset_op(name));
}

}  // namespace tfplay::graph
