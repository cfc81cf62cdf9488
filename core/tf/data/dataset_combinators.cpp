// Dataset.window, flat_map, interleave, concatenate, shard and apply
// (tensorflow/python/data/ops/window_op.py, flat_map_op.py, interleave_op.py,
// concatenate_op.py, shard_op.py and DatasetV2.apply in dataset_ops.py).
#include <algorithm>

#include "core/function/nest.h"
#include "core/function/runtime.h"
#include "core/function/structured_function.h"
#include "core/function/tensor_object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/type_names.h"
#include "core/tensor/op_error.h"
#include "core/tf/call_args.h"
#include "core/tf/data/dataset_internal.h"
#include "core/tf/data/dataset_module.h"
#include "core/tf/data/dataset_spec.h"
#include "core/tf/errors.h"

namespace tfplay::tf::data {

using py::CallArgs;
using py::Ref;

void raise_eager_dataset_op_error(const std::string& message, const std::string& wrapped_name, const std::string& op) {
  raise_op_error(tensor::OpError(tensor::OpError::Code::InvalidArgument,
                                 "{{function_node " + wrapped_name + "_device_/job:localhost/replica:0/task:0/device:CPU:0}} " +
                                     message + " [Op:" + op + "] name: "));
}

void check_eagerly(const DatasetPtr& input, const ArgChecks& checks, const std::string& wrapped_name, const std::string& op) {
  if (input->deferred) return;
  for (const auto& [ok, message] : checks)
    if (!ok) raise_eager_dataset_op_error(message, wrapped_name, op);
}

void check_at_run(const DatasetPtr& input, const ArgChecks& checks) {
  if (input->deferred) return;
  for (const auto& [ok, message] : checks)
    if (!ok) throw tensor::invalid_argument(message);
}

namespace {

bool bool_arg(const Ref& v) {
  if (function::as_tensor(v.get())) return int_arg(v) != 0;
  return py::truthy(v);
}

/// window_op._WindowDataset: a DatasetSpec per component of the input's structure (the legacy
/// types and shapes: names are dropped).
Ref window(CallArgs& a) {
  DatasetPtr in = self_dataset(a);
  require_tensor_components(in->element_spec, "Dataset.window");
  const int64_t size = int_arg(require(a, 1, "size", "window"));
  Ref shift_arg = arg(a, 2, "shift");
  Ref stride_arg = arg(a, 3, "stride");
  Ref drop_arg = arg(a, 4, "drop_remainder");
  const int64_t shift = present(shift_arg) ? int_arg(shift_arg) : size;
  const int64_t stride = present(stride_arg) ? int_arg(stride_arg) : 1;
  const bool drop = present(drop_arg) && bool_arg(drop_arg);
  Ref spec = function::nest::map(in->element_spec, [](const Ref& leaf) {
    const function::TensorSpecObject& s = *function::as_spec(leaf.get());
    return make_dataset_spec(function::spec_object(s.shape, s.dtype, std::nullopt));
  });
  const ArgChecks checks = {{size > 0, "Window size must be greater than zero."},
                            {shift > 0, "Window shift must be greater than zero."},
                            {stride > 0, "Window stride must be greater than zero."}};
  check_eagerly(in, checks, "__wrapped__WindowDataset", "WindowDataset");
  return transformed("WindowDataset", {a.args[0]}, [=](const std::vector<DatasetPtr>& ds) {
    check_at_run(ds[0], checks);
    return window_dataset(ds[0], std::max<int64_t>(size, 1), std::max<int64_t>(shift, 1), std::max<int64_t>(stride, 1), drop, spec);
  });
}

/// The element_spec of the datasets a flat_map/interleave function returns. TF raises
/// TypeError "The `map_func` argument must return a `Dataset` object. Got <class 'tuple'>." with
/// dataset_ops.get_type(output_structure); for a TensorSpec that is TensorSpec.value_type(), a
/// bare Tensor whose repr fails, so TF 2.20 ends in AttributeError: 'Tensor' object has no
/// attribute '_name'.
Ref mapped_element_spec(const function::StructuredFunction& fn) {
  if (Ref inner = dataset_spec_element(fn.output_structure)) return inner;
  if (function::as_spec(fn.output_structure.get())) py::raise(py::E().AttributeError, "'Tensor' object has no attribute '_name'");
  py::raise_type_error("The `map_func` argument must return a `Dataset` object. Got " + py::repr(fn.output_structure->cls->self()) + ".");
}

Ref flat_map(CallArgs& a) {
  DatasetPtr in = self_dataset(a);
  auto traced = function::trace_structured_function(require(a, 1, "map_func", "flat_map"), in->element_spec, "Dataset.flat_map()");
  Ref spec = mapped_element_spec(traced);
  return transformed("FlatMapDataset", {a.args[0]},
                     [traced, spec](const std::vector<DatasetPtr>& ds) { return flat_map_dataset(ds[0], traced, spec); });
}

/// interleave_op._interleave. cycle_length None is AUTOTUNE, which the kernel replaces by
/// port::MaxParallelism(): the emulated machine has one CPU (os.cpu_count() == 1), so it is 1.
/// With num_parallel_calls the elements come in the same deterministic order.
Ref interleave(CallArgs& a) {
  DatasetPtr in = self_dataset(a);
  Ref fn = require(a, 1, "map_func", "interleave");
  Ref cycle_arg = arg(a, 2, "cycle_length");
  Ref block_arg = arg(a, 3, "block_length");
  Ref parallel = arg(a, 4, "num_parallel_calls");
  Ref deterministic = arg(a, 5, "deterministic");
  if (!present(parallel) && present(deterministic))
    py::raise(py::E().NotImplementedError, "tfplay cannot reproduce the warning TF gives for Dataset.interleave's "
                                           "`deterministic` argument without `num_parallel_calls`");
  int64_t cycle_length = present(cycle_arg) ? int_arg(cycle_arg) : -1;
  const int64_t block_length = present(block_arg) ? int_arg(block_arg) : 1;
  if (cycle_length == -1) cycle_length = 1;  // AUTOTUNE -> port::MaxParallelism()
  const bool is_parallel = present(parallel);
  auto traced = function::trace_structured_function(fn, in->element_spec, "Dataset.interleave()");
  Ref spec = mapped_element_spec(traced);
  const std::string op = is_parallel ? "ParallelInterleaveDatasetV4" : "InterleaveDataset";
  const ArgChecks checks = {{cycle_length > 0, "cycle_length must be greater than zero."},
                            {block_length > 0, "block_length must be greater than zero."}};
  check_eagerly(in, checks, "__wrapped__" + op + "_Targuments_0", op);
  return transformed(op, {a.args[0]}, [=](const std::vector<DatasetPtr>& ds) {
    check_at_run(ds[0], checks);
    DatasetPtr d = interleave_dataset(ds[0], traced, std::max<int64_t>(cycle_length, 1), std::max<int64_t>(block_length, 1), spec,
                                      is_parallel);
    if (is_parallel) const_cast<Dataset*>(d.get())->class_name = "_ParallelInterleaveDataset";  // not shared yet
    return d;
  });
}

/// concatenate_op._ConcatenateDataset: the element_spec is the most specific common supertype
/// of both, component by component (a TensorSpec of the same dtype; shapes relaxed, names kept
/// when equal); otherwise TypeError "Incompatible dataset elements:\n  {a} vs.   {b}".
Ref concatenate(CallArgs& a) {
  DatasetPtr in = self_dataset(a);
  Ref other = require(a, 1, "dataset", "concatenate");
  DatasetObject* o = as_dataset(other.get());
  if (!o) py::raise_attribute_error(other, "element_spec");
  require_tensor_components(in->element_spec, "Dataset.concatenate");
  require_tensor_components(o->dataset->element_spec, "Dataset.concatenate");
  const Ref mine = in->element_spec, theirs = o->dataset->element_spec;
  Ref spec = common_element_spec(mine, theirs);
  if (!spec) py::raise_type_error("Incompatible dataset elements:\n  " + py::str(mine) + " vs.   " + py::str(theirs));
  return transformed("ConcatenateDataset", {a.args[0], other},
                     [spec](const std::vector<DatasetPtr>& ds) { return concatenate_dataset(ds[0], ds[1], spec); });
}

Ref shard(CallArgs& a) {
  const int64_t num_shards = int_arg(require(a, 1, "num_shards", "shard"));
  const int64_t index = int_arg(require(a, 2, "index", "shard"));
  // ShardDatasetOp::MakeDataset checks num_shards first: index's message only when it is valid.
  ArgChecks checks = {{num_shards > 0, "Number of shards must be greater than zero (currently num_shards = " +
                                           std::to_string(num_shards) + ")."}};
  if (num_shards > 0)
    checks.push_back({index >= 0 && index < num_shards, "Index must be between 0 and " + std::to_string(num_shards - 1) +
                                                            " (currently index = " + std::to_string(index) + ")."});
  check_eagerly(self_dataset(a), checks, "__wrapped__ShardDataset", "ShardDataset");
  return transformed("ShardDataset", {a.args[0]}, [=](const std::vector<DatasetPtr>& ds) {
    check_at_run(ds[0], checks);
    return shard_dataset(ds[0], std::max<int64_t>(num_shards, 1), index);
  });
}

/// DatasetV2.apply: transformation_func(self), which must return a dataset.
Ref apply(CallArgs& a) {
  Ref result = py::call(require(a, 1, "transformation_func", "apply"), std::vector<Ref>{a.args[0]});
  if (!as_dataset(result.get()))
    py::raise_type_error("`transformation_func` must return a `tf.data.Dataset` object. Got " + py::repr(result->cls->self()) + ".");
  return result;
}

}  // namespace

Ref common_element_spec(const Ref& a, const Ref& b) {
  if (function::nest::compare(a, b)) return nullptr;
  std::vector<Ref> a_leaves = function::nest::flatten(a), b_leaves = function::nest::flatten(b), common;
  for (std::size_t i = 0; i < a_leaves.size(); ++i) {
    const function::TensorSpecObject *x = function::as_spec(a_leaves[i].get()), *y = function::as_spec(b_leaves[i].get());
    if (!x || !y || x->dtype != y->dtype) return nullptr;
    std::optional<std::string> name = x->name == y->name ? x->name : std::nullopt;
    common.push_back(function::spec_object(x->shape.most_specific_common_supertype({y->shape}), x->dtype, name));
  }
  return function::nest::pack_as(a, common);
}

void install_combinators(py::TypeObject* t) {
  py::add_method(t, "window", window);
  py::add_method(t, "flat_map", flat_map);
  py::add_method(t, "interleave", interleave);
  py::add_method(t, "concatenate", concatenate);
  py::add_method(t, "shard", shard);
  py::add_method(t, "apply", apply);
}

}  // namespace tfplay::tf::data
