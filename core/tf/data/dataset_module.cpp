// tf.data.Dataset's Python surface over the C++ pipeline (dataset.h).
#include "core/tf/data/dataset_module.h"

#include "core/function/deprecation.h"
#include "core/tf/data/dataset_internal.h"
#include "core/tf/data/dataset_ragged.h"
#include "core/tf/data/dataset_sparse.h"
#include "core/tf/data/dataset_spec.h"
#include "core/tf/data/iterator_object.h"

#include <limits>
#include <map>
#include <set>

#include "core/function/nest.h"
#include "core/function/runtime.h"
#include "core/function/dataset_loop.h"
#include "core/function/structured_function.h"
#include "core/function/tensor_object.h"
#include "core/graph/host_functions.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/str_format.h"
#include "core/tf/call_args.h"
#include "core/tf/convert.h"
#include "core/tf/errors.h"
#include "core/tf/module_helpers.h"
#include "core/tf/numpy_array.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/ragged_tensor.h"
#include "core/tf/variables.h"
#include "core/tensor/kernels.h"
#include "core/python/interpreter.h"

namespace tfplay::tf::data {

using function::TensorSpecObject;
using py::CallArgs;
using py::Ref;
using tensor::DType;
using tensor::Tensor;

namespace {

constexpr const char* kOpsModule = "tensorflow.python.data.ops.dataset_ops";

/// The module each TF 2.20 dataset class lives in.
const std::map<std::string, std::string>& class_modules() {
  static const std::map<std::string, std::string> m = {
      {"_TensorSliceDataset", "tensorflow.python.data.ops.from_tensor_slices_op"},
      {"_TensorDataset", "tensorflow.python.data.ops.from_tensors_op"},
      {"_RangeDataset", "tensorflow.python.data.ops.range_op"},
      {"TextLineDatasetV2", "tensorflow.python.data.ops.readers"},
      {"TFRecordDatasetV2", "tensorflow.python.data.ops.readers"},
      {"CsvDatasetV2", "tensorflow.python.data.experimental.ops.readers"},
      {"_MapDataset", "tensorflow.python.data.ops.map_op"},
      {"_ParallelMapDataset", "tensorflow.python.data.ops.map_op"},
      {"_FilterDataset", "tensorflow.python.data.ops.filter_op"},
      {"_BatchDataset", "tensorflow.python.data.ops.batch_op"},
      {"_ParallelBatchDataset", "tensorflow.python.data.ops.batch_op"},
      {"_ShuffleDataset", "tensorflow.python.data.ops.shuffle_op"},
      {"_RepeatDataset", "tensorflow.python.data.ops.repeat_op"},
      {"_TakeDataset", "tensorflow.python.data.ops.take_op"},
      {"_SkipDataset", "tensorflow.python.data.ops.skip_op"},
      {"_PrefetchDataset", "tensorflow.python.data.ops.prefetch_op"},
      {"_CacheDataset", "tensorflow.python.data.ops.cache_op"},
      {"_ZipDataset", "tensorflow.python.data.ops.zip_op"},
      {"_VariantDataset", kOpsModule},
      {"_UnbatchDataset", "tensorflow.python.data.ops.unbatch_op"},
      {"_PaddedBatchDataset", "tensorflow.python.data.ops.padded_batch_op"},
      {"_FlatMapDataset", "tensorflow.python.data.ops.flat_map_op"},
      {"_WindowDataset", "tensorflow.python.data.ops.window_op"},
      {"_ConcatenateDataset", "tensorflow.python.data.ops.concatenate_op"},
      {"_ShardDataset", "tensorflow.python.data.ops.shard_op"},
      {"_InterleaveDataset", "tensorflow.python.data.ops.interleave_op"},
      {"_ParallelInterleaveDataset", "tensorflow.python.data.ops.interleave_op"},
      {"_ListDataset", "tensorflow.python.data.experimental.ops.from_list"},
  };
  return m;
}

py::TypeObject* class_type(const std::string& name) {
  static std::map<std::string, py::TypeObject*> types;
  auto it = types.find(name);
  if (it != types.end()) return it->second;
  auto mod = class_modules().find(name);
  py::TypeObject* t = py::make_native_type(name, dataset_type(), mod == class_modules().end() ? kOpsModule : mod->second);
  // Datasets are Python objects in TF: attributes can be set on them (Keras's
  // text_dataset_from_directory sets `class_names`).
  t->native_instance_dict = true;
  types[name] = t;
  return t;
}

/// The datasets graphs refer to, by handle text; the run's, as the datasets are.
struct DatasetHandles {
  std::map<std::string, DatasetPtr> table;
};

std::map<std::string, DatasetPtr>& handle_table() { return function::Runtime::current().run_state<DatasetHandles>().table; }




bool is_variant(const DatasetPtr& d) { return d->deferred; }


/// Engine errors raised while producing an element, as the eager IteratorGetNext op reports
/// them: the kernel text inside the wrapped function's name (**UNCONFIRMED** suffix details).
template <class Fn>
auto next_element(const DatasetPtr& d, Fn&& fn) -> decltype(fn()) {
  try {
    return fn();
  } catch (const tensor::OpError& e) {
    const std::size_t n = function::nest::flatten(d->element_spec).size();
    const std::string text = "{{function_node __wrapped__IteratorGetNext_output_types_" + std::to_string(n) +
                             "_device_/job:localhost/replica:0/task:0/device:CPU:0}} " + e.what() + " [Op:IteratorGetNext] name: ";
    if (dynamic_cast<const DataLossError*>(&e)) py::raise(error_type("DataLossError"), text);
    raise_op_error(tensor::OpError(e.code, text));
  } catch (const tensor::OpTypeError&) {
    raise_from_current_exception();
  } catch (const tensor::OpValueError&) {
    raise_from_current_exception();
  }
}

/// DatasetV2.as_numpy_iterator outside eager execution (dataset_ops.py).
[[noreturn]] void graph_iteration_unsupported() {
  py::raise(py::E().RuntimeError, "`tf.data.Dataset.as_numpy_iterator()` is only supported in eager mode.");
}

/// Iterates `d`, turning each element into a Python value with `convert`.
Ref python_iterator(const DatasetPtr& d, std::function<Ref(const Tensor&)> convert) {
  if (function::Runtime::current().active_trace()) graph_iteration_unsupported();
  auto it = std::shared_ptr<Iterator>(make_root_iterator(d));
  return py::Iterator([d, it, convert]() -> Ref {
    auto e = next_element(d, [&] { return it->next(); });
    if (!e) return nullptr;
    return element_value(d->element_spec, *e, convert);
  });
}

/// dataset_ops._NumpyIterator, what as_numpy_iterator returns: an iterator (also through its
/// `next()` method) over the elements as numpy values.
struct NumpyIteratorObject : py::NativeObject {
  Ref elements;  // the iterator python_iterator made
  using NativeObject::NativeObject;
};

Ref numpy_iterator(const DatasetPtr& d) {
  static py::TypeObject* type = [] {
    py::TypeObject* t = py::make_native_type("_NumpyIterator", nullptr, "tensorflow.python.data.ops.dataset_ops");
    py::add_method(t, "__iter__", +[](CallArgs& a) { return a.args.at(0); });
    auto next = [](CallArgs& a) -> Ref {
      Ref v = py::next(static_cast<NumpyIteratorObject*>(a.args.at(0).get())->elements);
      if (!v) py::raise(py::E().StopIteration, "");
      return v;
    };
    py::add_method(t, "__next__", next);
    py::add_method(t, "next", next);
    return t;
  }();
  auto o = py::make_object<NumpyIteratorObject>(type);
  o->elements = python_iterator(d, make_numpy);
  return o;
}

// ---- building elements from Python values (structure.normalize_element) ---------------------------

/// Whether a list (of lists) holds a dataset: TF batches their DatasetSpecs
/// (type_spec._type_spec_from_value of a list), tfplay does not hold datasets in elements.
bool has_dataset_item(const Ref& v) {
  if (!py::is_list(v.get())) return false;
  for (const Ref& x : py::to_vector(v))
    if (as_dataset(x.get()) || has_dataset_item(x)) return true;
  return false;
}

/// tf.data's nest: tuples (every tuple subclass, namedtuples included: IsNestedForData's
/// PyTuple_Check) and dicts are structure, anything else (lists included) is one tensor. A
/// namedtuple and a dict subclass keep their type (a dict its insertion order), as
/// structure.type_spec_from_value builds the element_spec.
Ref normalize_element(const Ref& v) {
  if (py::isinstance(v.get(), py::T().tuple)) {
    std::vector<Ref> out;
    for (const Ref& x : py::to_vector(v)) out.push_back(normalize_element(x));
    // type_spec_from_value keeps a namedtuple's class; any other tuple's spec is a plain tuple,
    // and so are its elements.
    if (function::nest::is_namedtuple(v)) return py::call(v->cls->self(), out);
    return py::Tuple(out);
  }
  if (py::isinstance(v.get(), py::T().dict)) {
    Ref d = v->cls == py::T().dict ? Ref(py::Dict()) : py::call(v->cls->self(), std::vector<Ref>{});
    static_cast<py::DictObject*>(v.get())->for_each([&](const Ref& k, const Ref& x) { py::setitem(d, k, normalize_element(x)); });
    return d;
  }
  if (as_dataset(v.get()) || has_dataset_item(v))
    py::raise(py::E().NotImplementedError, "tfplay does not support datasets as elements of a dataset yet");
  // TF's NoneTensorSpec, TensorArraySpec: components tfplay's tf.data does not carry.
  if (py::is_none(v.get()))
    py::raise(py::E().NotImplementedError, "tfplay does not support None components (NoneTensorSpec) in tf.data elements yet");
  if (function::is_tensor_array(v))
    py::raise(py::E().NotImplementedError, "tfplay does not support TensorArray components in tf.data elements yet");
  // Composite tensors are elements of their own in TF (their TypeSpec), which tfplay's tf.data
  // does not model: say so rather than fail the way a conversion would.
  const std::string kind = py::type_name(v.get());
  if (kind == "RaggedTensor" && v->cls->module.rfind("tensorflow.", 0) == 0) return v;  // dataset_ragged.h
  if (kind == "SparseTensor" && v->cls->module.rfind("tensorflow.", 0) == 0) return v;  // dataset_sparse.h
  if (is_variable(v.get())) return convert_to_tensor(v, std::nullopt);  // ops.convert_to_tensor reads it
  // Python values are constants: build them eagerly even while a tf.function traces. Symbolic
  // tensors stay symbolic (the source becomes a graph node, see source()).
  return function::as_tensor(v.get()) ? v : function::make_eager(tensor_from_python(v, std::nullopt));
}

std::vector<Tensor> eager_leaves(const Ref& element) {
  std::vector<Tensor> out;
  for (const Ref& leaf : function::nest::flatten(element)) out.push_back(*function::as_tensor(leaf.get())->value);
  return out;
}

/// A source dataset built from `element`'s tensors. With eager tensors it is built now; when
/// some are symbolic (inside a tf.function), it is a graph node `op` (TF's TensorSliceDataset,
/// TensorDataset, RangeDataset) whose kernel builds the dataset from the tensors' values each
/// time the graph runs. `build` gets the flat values; `shape` is the dataset the trace sees.
Ref source(const std::string& op, const std::vector<Ref>& tensors, const DatasetPtr& shape,
           const std::function<DatasetPtr(const std::vector<Tensor>&)>& build) {
  bool symbolic = false;
  for (const Ref& t : tensors) symbolic = symbolic || !function::as_tensor(t.get())->is_eager();
  if (!symbolic) {
    std::vector<Tensor> values;
    for (const Ref& t : tensors) values.push_back(*function::as_tensor(t.get())->value);
    return make_dataset_object(build(values));
  }
  const_cast<Dataset*>(shape.get())->deferred = true;  // not shared yet
  std::vector<DType> tin;
  for (const Ref& t : tensors) tin.push_back(function::as_tensor(t.get())->dtype);
  std::string token = graph::register_host_function([build](const std::vector<Tensor>& in) {
    return std::vector<Tensor>{handle_of(build(in))};
  });
  Ref obj = make_dataset_object(shape);
  static_cast<DatasetObject*>(obj.get())->handle = run_op1(op, tensors, {{"token", token}, {"Tin", tin}}, op);
  return obj;
}

/// A dataset the trace sees in place of a source built at graph run time.
DatasetPtr placeholder_dataset(const std::string& class_name, const Ref& spec) {
  DatasetPtr d = variant_dataset(spec);
  const_cast<Dataset*>(d.get())->class_name = class_name;  // not shared yet
  return d;
}


// ---- constructors -----------------------------------------------------------------------------

/// Whether a normalized element has a RaggedTensor leaf.
bool has_ragged_value(const Ref& element) {
  for (const Ref& leaf : function::nest::flatten(element))
    if (ragged::is_ragged(leaf) || is_sparse_tensor(leaf)) return true;
  return false;
}

/// type_spec_from_value of each leaf (a RaggedTensorSpec or TensorSpec), `_unbatch()`ed for
/// from_tensor_slices.
Ref value_specs(const Ref& element, bool unbatch) {
  return function::nest::map(element, [unbatch](const Ref& leaf) -> Ref {
    Ref spec = tf_call("type_spec_from_value", {leaf});
    if (!unbatch) return spec;
    if (ragged::is_ragged(leaf) || is_sparse_tensor(leaf)) {
      if (is_sparse_tensor(leaf) && function::as_tensor(py::getattr(leaf, "dense_shape").get())->shape.as_list().at(0) == tensor::Dim(0))
        py::raise_value_error("Unbatching a tensor is only supported for rank >= 1");
      return py::call_method(spec, "_unbatch", {});
    }
    const function::TensorSpecObject& s = *function::as_spec(spec.get());
    if (!s.shape.has_rank() || s.shape.as_list().empty()) py::raise_value_error("Unbatching a tensor is only supported for rank >= 1");
    std::vector<tensor::Dim> dims(s.shape.as_list().begin() + 1, s.shape.as_list().end());
    return function::spec_object(tensor::TensorShape(dims), s.dtype, std::nullopt);
  });
}

Ref from_tensor_slices(CallArgs& a) {
  Ref element = normalize_element(require(a, 0, "tensors", "from_tensor_slices"));
  if (has_ragged_value(element)) return make_dataset_object(ragged_slices_dataset(element, value_specs(element, true)));
  std::vector<Ref> leaves = function::nest::flatten(element);
  if (leaves.empty()) py::raise_value_error("Invalid `element`. `element` should not be empty.");  // _TensorSliceDataset
  std::optional<int64_t> batch;
  for (const Ref& leaf : leaves) {
    const tensor::TensorShape& s = function::as_tensor(leaf.get())->shape;
    if (!s.has_rank())
      py::raise(py::E().NotImplementedError, "tfplay cannot slice a tensor of unknown rank into a tf.data.Dataset yet");
    if (*s.rank() == 0) py::raise_value_error("Unbatching a tensor is only supported for rank >= 1");
    const tensor::Dim n = s.as_list()[0];
    if (!n) continue;
    if (batch && *batch != *n)
      py::raise_value_error("Dimensions " + std::to_string(*batch) + " and " + std::to_string(*n) + " are not compatible");
    batch = *n;
  }
  Ref spec = function::nest::map(element, [](const Ref& leaf) -> Ref {
    auto* t = function::as_tensor(leaf.get());
    std::vector<tensor::Dim> dims(t->shape.as_list().begin() + 1, t->shape.as_list().end());
    return function::spec_object(tensor::TensorShape(dims), t->dtype, std::nullopt);
  });
  return source("TensorSliceDataset", leaves, placeholder_dataset("_TensorSliceDataset", spec),
                [spec](const std::vector<Tensor>& values) {
                  for (const Tensor& v : values)
                    if (v.shape().at(0) != values[0].shape().at(0))
                      throw tensor::invalid_argument("Dimensions " + std::to_string(values[0].shape().at(0)) + " and " +
                                                     std::to_string(v.shape().at(0)) + " are not compatible");
                  return tensor_slice_dataset(values, spec);
                });
}

Ref from_tensors(CallArgs& a) {
  Ref element = normalize_element(require(a, 0, "tensors", "from_tensors"));
  if (has_ragged_value(element)) return make_dataset_object(ragged_tensor_dataset(element, value_specs(element, false)));
  Ref spec = function::spec_structure(element);
  return source("TensorDataset", function::nest::flatten(element), placeholder_dataset("_TensorDataset", spec),
                [spec](const std::vector<Tensor>& values) { return tensor_dataset(values, spec); });
}

Ref range(CallArgs& a) {
  if (a.args.empty() || a.args.size() > 3)
    py::raise_value_error("Invalid arguments to RangeDataset: " + py::repr(py::Tuple(a.args)));
  Ref out_type = a.kwarg("output_type");
  const DType dtype = present(out_type) ? required_dtype_arg(out_type) : DType::Int64;
  // range_op.py: (stop), (start, stop) or (start, stop, step), each converted to int64.
  std::vector<Ref> bounds;
  for (const Ref& x : a.args) {
    // A tensor of another dtype is refused ("Tensor conversion requested dtype int64 ...").
    bounds.push_back(function::as_tensor(x.get()) ? convert_to_tensor(x, DType::Int64)
                                                  : function::make_eager(tensor_from_python(x, DType::Int64)));
  }
  if (bounds.size() == 1) bounds.insert(bounds.begin(), function::make_eager(Tensor::scalar_int64(0)));
  if (bounds.size() == 2) bounds.push_back(function::make_eager(Tensor::scalar_int64(1)));
  // RangeDatasetOp::MakeDataset's check: eagerly the wrapped op's error, in a graph the node's.
  const function::TensorObject* step = function::as_tensor(bounds[2].get());
  if (step->is_eager() && step->value->as_int64(0) == 0)
    raise_eager_dataset_op_error("step must be a non-zero integer.", "__wrapped__RangeDataset", "RangeDataset");
  auto build = [dtype](const std::vector<Tensor>& v) {
    if (v[2].as_int64(0) == 0) throw tensor::invalid_argument("step must be a non-zero integer.");
    return range_dataset(v[0].as_int64(0), v[1].as_int64(0), v[2].as_int64(0), dtype);
  };
  return translate_errors([&] {
    return source("RangeDataset", bounds, placeholder_dataset("_RangeDataset", range_dataset(0, 0, 1, dtype)->element_spec), build);
  });
}

Ref zip(CallArgs& a) {
  // dataset_ops.zip: *args or datasets=, never both.
  Ref datasets_kw = a.kwarg("datasets");
  const bool has_kw = present(datasets_kw);
  if (a.args.empty() && !has_kw) py::raise_type_error("Must pass at least one dataset to `zip`.");
  if (!a.args.empty() && has_kw) py::raise_type_error("Both `*args` and `datasets` cannot be set.");
  Ref structure = a.args.size() == 1 ? a.args[0] : a.args.size() > 1 ? Ref(py::Tuple(a.args)) : datasets_kw;
  // zip_op._ZipDataset: tuples and dicts of datasets; a list is refused (tf.data's nest treats
  // a list as one leaf).
  std::function<void(const Ref&)> check = [&](const Ref& v) {
    if (py::is_list(v.get()))
      py::raise_type_error("Invalid `datasets`. `datasets` is expected to be a (nested) structure of `tf.data.Dataset` "
                           "objects. Python `list` is not supported and you should use `tuple` instead.");
    if (py::isinstance(v.get(), py::T().tuple)) {  // namedtuples too (tf.data's nest)
      for (const Ref& x : py::to_vector(v)) check(x);
    } else if (py::isinstance(v.get(), py::T().dict)) {
      static_cast<py::DictObject*>(v.get())->for_each([&](const Ref&, const Ref& x) { check(x); });
    } else if (!as_dataset(v.get())) {
      py::raise_type_error("Invalid `datasets`. `datasets` is expected to be a (nested) structure of `tf.data.Dataset` "
                           "objects but encountered object of type " + py::repr(v->cls->self()) + ".");
    }
  };
  check(structure);
  std::vector<Ref> inputs;
  Ref spec = function::nest::map(structure, [&](const Ref& leaf) -> Ref {
    inputs.push_back(leaf);
    return as_dataset(leaf.get())->dataset->element_spec;
  });
  return transformed("ZipDataset", inputs, [spec](const std::vector<DatasetPtr>& ds) { return zip_dataset(ds, spec); });
}

// ---- transformations --------------------------------------------------------------------------------

Ref map(CallArgs& a) {
  DatasetPtr in = self_dataset(a);
  Ref fn = require(a, 1, "map_func", "map");
  Ref parallel = arg(a, 2, "num_parallel_calls");
  auto traced = function::trace_structured_function(fn, in->element_spec, "Dataset.map()");
  const bool is_parallel = present(parallel);
  return transformed(is_parallel ? "ParallelMapDatasetV2" : "MapDataset", {a.args[0]}, [traced, is_parallel](const std::vector<DatasetPtr>& ds) {
    DatasetPtr d = map_dataset(ds[0], traced);
    if (is_parallel) const_cast<Dataset*>(d.get())->class_name = "_ParallelMapDataset";  // not shared yet
    return d;
  });
}

Ref filter(CallArgs& a) {
  DatasetPtr in = self_dataset(a);
  auto traced = function::trace_structured_function(require(a, 1, "predicate", "filter"), in->element_spec, "Dataset.filter()");
  TensorSpecObject* s = function::as_spec(traced.output_structure.get());
  if (!s || s->dtype != DType::Bool || !(s->shape == tensor::TensorShape::scalar() || !s->shape.has_rank()))
    py::raise_value_error("Invalid `predicate`. `predicate` must return a `tf.bool` scalar tensor, but its return type is " +
                          py::str(traced.output_structure) + ".");
  return transformed("FilterDataset", {a.args[0]}, [traced](const std::vector<DatasetPtr>& ds) { return filter_dataset(ds[0], traced); });
}

/// Dataset.batch of a dataset with RaggedTensorSpec components, eagerly: each spec leaf's
/// _batch (ragged ones gain a partition), dataset_ragged.h's batching.
/// NotImplementedError for components other than tensors and RaggedTensors (nested datasets).
void require_tensor_or_ragged_components(const Ref& element_spec, const std::string& what) {
  for (const Ref& leaf : function::nest::flatten(element_spec))
    if (!is_ragged_spec(leaf) && !is_sparse_spec(leaf) && !function::as_spec(leaf.get()))
      py::raise(py::E().NotImplementedError, "tfplay's " + what + " does not take a dataset whose elements hold " +
                                                 py::type_name(leaf.get()) + " components together with RaggedTensors yet");
}

Ref ragged_batch_of(const DatasetPtr& in, const Ref& size_arg, bool drop_remainder) {
  require_tensor_or_ragged_components(in->element_spec, "Dataset.batch");
  const int64_t size = int_arg(size_arg);
  check_eagerly(in, {{size > 0, "Batch size must be greater than zero."}}, "__wrapped__BatchDatasetV2", "BatchDatasetV2");
  Ref batch_dim = drop_remainder ? py::Int(size) : py::None();
  std::vector<Ref> leaves;
  for (const Ref& leaf : function::nest::flatten(in->element_spec)) {
    const function::TensorSpecObject* s = function::as_spec(leaf.get());
    if (!s) {
      leaves.push_back(py::call_method(leaf, "_batch", {batch_dim}));
      continue;
    }
    std::vector<tensor::Dim> dims{drop_remainder ? tensor::Dim(size) : tensor::Dim()};
    if (!s->shape.has_rank()) {
      leaves.push_back(function::spec_object(tensor::TensorShape(), s->dtype, std::nullopt));
      continue;
    }
    dims.insert(dims.end(), s->shape.as_list().begin(), s->shape.as_list().end());
    leaves.push_back(function::spec_object(tensor::TensorShape(dims), s->dtype, std::nullopt));
  }
  Ref spec = function::nest::pack_as(in->element_spec, leaves);
  return make_dataset_object(ragged_batch_dataset(in, size, drop_remainder, spec));
}

Ref batch(CallArgs& a) {
  DatasetPtr in = self_dataset(a);
  if (has_composite_leaf(in->element_spec)) {
    if (present(arg(a, 3, "num_parallel_calls")))
      py::raise(py::E().NotImplementedError, "tfplay does not support Dataset.batch(num_parallel_calls=...) of RaggedTensor components yet");
    Ref drop = arg(a, 2, "drop_remainder");
    return ragged_batch_of(in, require(a, 1, "batch_size", "batch"), drop && py::truthy(drop));
  }
  require_tensor_components(in->element_spec, "Dataset.batch");
  Ref size_arg = require(a, 1, "batch_size", "batch");
  // A batch size read from an element inside flat_map / interleave is known only at run time:
  // the batch dimension is then None even with drop_remainder (tensor_util.constant_value).
  function::TensorObject* size_tensor = function::as_tensor(size_arg.get());
  const bool symbolic = size_tensor && !size_tensor->is_eager();
  const int64_t size = symbolic ? 1 : int_arg(size_arg);
  Ref drop = arg(a, 2, "drop_remainder");
  const bool drop_remainder = drop && py::truthy(drop);
  Ref parallel = arg(a, 3, "num_parallel_calls");
  const bool is_parallel = present(parallel);
  // BatchDatasetOp::MakeDataset's check (ParallelBatchDatasetOp's alike), failing as its eager op.
  const char* op = is_parallel ? "ParallelBatchDataset" : "BatchDatasetV2";
  check_eagerly(in, {{size > 0, "Batch size must be greater than zero."}}, std::string("__wrapped__") + op, op);
  Ref spec = function::nest::map(in->element_spec, [&](const Ref& leaf) -> Ref {
    auto* s = function::as_spec(leaf.get());
    std::vector<tensor::Dim> dims{drop_remainder && !symbolic && size > 0 ? tensor::Dim(size) : tensor::Dim()};
    if (!s->shape.has_rank()) return function::spec_object(tensor::TensorShape(), s->dtype, std::nullopt);
    dims.insert(dims.end(), s->shape.as_list().begin(), s->shape.as_list().end());
    return function::spec_object(tensor::TensorShape(dims), s->dtype, std::nullopt);
  });
  return transformed_with_scalars(op, {a.args[0]}, {size_arg}, 1,
                                  [=](const std::vector<DatasetPtr>& ds, const std::vector<int64_t>& v) {
                                    if (v[0] <= 0) throw tensor::invalid_argument("Batch size must be greater than zero.");
                                    DatasetPtr d = batch_dataset(ds[0], v[0], drop_remainder);
                                    auto* mut = const_cast<Dataset*>(d.get());  // not shared yet
                                    mut->element_spec = spec;
                                    if (is_parallel) mut->class_name = "_ParallelBatchDataset";
                                    return d;
                                  });
}

Ref shuffle(CallArgs& a) {
  int64_t buffer = int_arg(require(a, 1, "buffer_size", "shuffle"));
  Ref seed_arg = arg(a, 2, "seed");
  Ref reshuffle_arg = arg(a, 3, "reshuffle_each_iteration");
  // shuffle_op._ShuffleDataset: the kernel's seeds are data/util/random_seed.get_seed(seed), the
  // framework's pair (the global seed and the op seed, or 87654321 and the op seed), (0, 0)
  // when neither is set (the kernel then draws random seeds: a new order for every
  // shuffle and every run).
  Ref get_seed = py::getattr(py::getattr(py::Interpreter::current().import_module("tensorflow"), "random"), "_get_seed");
  const std::vector<Ref> seeds =
      py::to_vector(py::call(get_seed, std::vector<Ref>{present(seed_arg) ? py::Int(int_arg(seed_arg)) : py::None()}));
  const int64_t seed = py::as_int(seeds.at(0).get()), seed2 = py::as_int(seeds.at(1).get());
  const bool reshuffle = !present(reshuffle_arg) || py::truthy(reshuffle_arg);
  // ShuffleDatasetOp::MakeDataset: a positive buffer, or UNKNOWN_CARDINALITY (-2) for a buffer
  // holding the whole input.
  const ArgChecks checks = {{buffer > 0 || buffer == -2, "buffer_size must be greater than zero or UNKNOWN_CARDINALITY"}};
  check_eagerly(self_dataset(a), checks, "__wrapped__ShuffleDatasetV3", "ShuffleDatasetV3");
  return transformed("ShuffleDatasetV3", {a.args[0]}, [=](const std::vector<DatasetPtr>& ds) {
    check_at_run(ds[0], checks);
    return shuffle_dataset(ds[0], buffer, seed, seed2, reshuffle);
  });
}

Ref count_transform(CallArgs& a, const char* name, const char* op, DatasetPtr (*make)(DatasetPtr, int64_t),
                    int64_t default_count) {
  Ref c = arg(a, 1, "count");
  if (!c && std::string(name) != "repeat") require(a, 1, "count", name);
  if (!present(c)) return transformed(op, {a.args[0]}, [make, default_count](const std::vector<DatasetPtr>& ds) { return make(ds[0], default_count); });
  return transformed_with_scalars(op, {a.args[0]}, {c}, 1, [make](const std::vector<DatasetPtr>& ds, const std::vector<int64_t>& v) {
    return make(ds[0], v[0]);
  });
}

Ref enumerate(CallArgs& a) {
  DatasetPtr in = self_dataset(a);
  Ref start = arg(a, 1, "start");
  DatasetPtr r = range_dataset(present(start) ? int_arg(start) : 0, std::numeric_limits<int64_t>::max(), 1, DType::Int64);
  Ref spec = py::Tuple({r->element_spec, in->element_spec});
  return transformed("ZipDataset", {a.args[0]}, [r, spec](const std::vector<DatasetPtr>& ds) { return zip_dataset({r, ds[0]}, spec); });
}

/// str() of a nest of dtypes as TF's reduce() error prints it: `<dtype: 'int64'>` alone,
/// `(tf.int64, tf.int32)` inside a tuple.
std::string dtypes_text(const Ref& spec_structure) {
  return py::str(function::nest::map(spec_structure, [](const Ref& leaf) -> Ref {
    return function::dtype_object(function::as_spec(leaf.get())->dtype);
  }));
}

/// The state of Dataset.reduce / Dataset.scan: tensors only. TF also takes SparseTensors and
/// RaggedTensors there (their TypeSpecs), which tfplay's traced dataset functions do not carry
/// yet: refuse them before anything reads them as tensors.
void require_tensor_state(const Ref& initial_state, const std::string& what) {
  std::function<void(const Ref&)> check = [&](const Ref& v) {
    if (py::isinstance(v.get(), py::T().tuple)) {
      for (const Ref& x : py::to_vector(v)) check(x);
    } else if (py::isinstance(v.get(), py::T().dict)) {
      static_cast<py::DictObject*>(v.get())->for_each([&](const Ref&, const Ref& x) { check(x); });
    } else if (is_sparse_tensor(v) || ragged::is_ragged(v) || function::is_tensor_array(v)) {
      const std::string kind = function::is_tensor_array(v) ? "TensorArray" : py::type_name(v.get());
      py::raise(py::E().NotImplementedError, "tfplay does not support a " + kind + " in the state of " + what + " yet");
    }
  };
  check(initial_state);
}

/// Dataset.reduce(initial_state, reduce_func): reduce_func is traced with (state, element) as
/// its input structure, again with weakened state shapes until they reach a fixed point
/// (dataset_ops.py DatasetV2.reduce); inside a tf.function it becomes a ReduceDataset node.
Ref reduce(CallArgs& a) {
  Ref self = a.args.at(0);
  DatasetPtr in = self_dataset(a);
  require_tensor_components(in->element_spec, "Dataset.reduce");
  Ref initial = require(a, 1, "initial_state", "reduce");
  Ref fn = require(a, 2, "reduce_func", "reduce");
  require_tensor_state(initial, "Dataset.reduce");
  function::Runtime& rt = function::Runtime::current();
  if (rt.active_trace()) {
    Ref init = function::nest::map(initial, [&](const Ref& leaf) { return convert_to_tensor(leaf, std::nullopt); });
    std::vector<Ref> flat = function::nest::flatten(init);
    std::vector<Ref> out = function::dataset_reduce(rt.datasets.handle(self), in->element_spec, flat,
                                                    [&](const std::vector<Ref>& state, const Ref& element) {
                                                      Ref ret = py::call(fn, {function::nest::pack_as(init, state), element});
                                                      if (py::is_list(ret.get())) ret = py::Tuple(py::to_vector(ret));
                                                      if (auto m = function::nest::compare(init, ret))
                                                        py::raise(m->is_type_error ? py::E().TypeError : py::E().ValueError, m->message);
                                                      return function::nest::flatten(ret);
                                                    });
    return function::nest::pack_as(init, out);
  }
  Ref init = normalize_element(initial);
  Ref state_spec = function::spec_structure(init);
  function::StructuredFunction traced;
  for (;;) {
    traced = function::trace_structured_function(fn, py::Tuple({state_spec, in->element_spec}), "reduce()");
    if (auto m = function::nest::compare(state_spec, traced.output_structure))
      py::raise(m->is_type_error ? py::E().TypeError : py::E().ValueError, m->message);
    std::vector<Ref> old_leaves = function::nest::flatten(state_spec), new_leaves = function::nest::flatten(traced.output_structure);
    bool same_types = true, rerun = false;
    for (std::size_t i = 0; i < old_leaves.size(); ++i)
      same_types = same_types && function::as_spec(old_leaves[i].get())->dtype == function::as_spec(new_leaves[i].get())->dtype;
    if (!same_types)
      py::raise_type_error("The element types for the new state must match the initial state. Expected " +
                           dtypes_text(state_spec) + "; got " + dtypes_text(traced.output_structure) + ".");
    std::vector<Ref> weakened;
    for (std::size_t i = 0; i < old_leaves.size(); ++i) {
      auto* o = function::as_spec(old_leaves[i].get());
      tensor::TensorShape w = o->shape.most_specific_common_supertype({function::as_spec(new_leaves[i].get())->shape});
      rerun = rerun || (o->shape.has_rank() && !(w == o->shape));
      weakened.push_back(function::spec_object(w, o->dtype, std::nullopt));
    }
    if (!rerun) break;
    state_spec = function::nest::pack_as(state_spec, weakened);
  }
  std::vector<Tensor> state = eager_leaves(init);
  const std::size_t n = state.size();
  auto it = make_root_iterator(in);
  while (auto e = next_element(in, [&] { return it->next(); })) {
    std::vector<Tensor> feeds = state;
    feeds.insert(feeds.end(), e->begin(), e->end());
    state = next_element(in, [&] { return function::run_structured_function(traced, feeds); });
    state.resize(n);
  }
  std::vector<Ref> leaves;
  for (const Tensor& t : state) leaves.push_back(function::make_eager(t));
  return function::nest::pack_as(init, leaves);
}


// ---- take_while, unique, ignore_errors, scan, get_single_element (dataset_more.cpp) -------------

/// take_while_op._TakeWhileDataset: the predicate must return a bool scalar.
Ref take_while(CallArgs& a) {
  DatasetPtr in = self_dataset(a);
  auto traced = function::trace_structured_function(require(a, 1, "predicate", "take_while"), in->element_spec,
                                                    "Dataset.take_while()");
  TensorSpecObject* s = function::as_spec(traced.output_structure.get());
  // take_while_op.py's text: no comma, and no space before the spec.
  if (!s || s->dtype != DType::Bool || !(s->shape == tensor::TensorShape::scalar() || !s->shape.has_rank()))
    py::raise_value_error("Invalid `predicate`. `predicate` must return a `tf.bool` scalar tensor but its return type is" +
                          py::str(traced.output_structure) + ".");
  return transformed("TakeWhileDataset", {a.args[0]},
                     [traced](const std::vector<DatasetPtr>& ds) { return take_while_dataset(ds[0], traced); });
}

/// unique_op._UniqueDataset: int32, int64 or string components only.
Ref unique(CallArgs& a) {
  DatasetPtr in = self_dataset(a);
  require_tensor_components(in->element_spec, "Dataset.unique");
  const std::vector<Ref> leaves = function::nest::flatten(in->element_spec);
  for (const Ref& leaf : leaves) {
    const DType d = function::as_spec(leaf.get())->dtype;
    if (d != DType::Int32 && d != DType::Int64 && d != DType::String)
      py::raise_type_error("`tf.data.Dataset.unique` does not support type " + py::str(function::dtype_object(d)) +
                           " -- only `tf.int32`, `tf.int64`, and `tf.string` are supported.");
  }
  if (leaves.size() != 1)
    py::raise(py::E().NotImplementedError, "tfplay implements tf.data.Dataset.unique for single-component elements only");
  return transformed("UniqueDataset", {a.args[0]}, [](const std::vector<DatasetPtr>& ds) { return unique_dataset(ds[0]); });
}

/// scan_op._ScanDataset: scan_func(state, element) returns (new_state, output); it is traced
/// again with weakened state shapes until they reach a fixed point, as Dataset.reduce does.
Ref scan(CallArgs& a) {
  DatasetPtr in = self_dataset(a);
  require_tensor_components(in->element_spec, "Dataset.scan");
  Ref initial = require(a, 1, "initial_state", "scan");
  Ref fn = require(a, 2, "scan_func", "scan");
  require_tensor_state(initial, "Dataset.scan");
  if (function::Runtime::current().active_trace())
    py::raise(py::E().NotImplementedError, "tfplay does not implement tf.data.Dataset.scan inside a tf.function yet");
  Ref init = normalize_element(initial);
  Ref state_spec = function::spec_structure(init);
  function::StructuredFunction traced;
  Ref output_spec;
  for (;;) {
    traced = function::trace_structured_function(fn, py::Tuple({state_spec, in->element_spec}), "Dataset.scan()");
    const Ref& out = traced.output_structure;
    if (!py::is_tuple(out.get()) || py::to_vector(out).size() != 2)
      py::raise_type_error("Invalid `scan_func`. `scan_func` should return a pair consisting of new state and the output "
                           "value but its return type is " + py::str(out) + ".");
    Ref new_state = py::to_vector(out)[0];
    output_spec = py::to_vector(out)[1];
    if (auto m = function::nest::compare(state_spec, new_state))
      py::raise(m->is_type_error ? py::E().TypeError : py::E().ValueError, m->message);
    std::vector<Ref> old_leaves = function::nest::flatten(state_spec), new_leaves = function::nest::flatten(new_state);
    bool same_types = true, rerun = false;
    for (std::size_t i = 0; i < old_leaves.size(); ++i)
      same_types = same_types && function::as_spec(old_leaves[i].get())->dtype == function::as_spec(new_leaves[i].get())->dtype;
    if (!same_types)
      py::raise_type_error("The element types for the new state must match the initial state. Expected " +
                           dtypes_text(state_spec) + "; got " + dtypes_text(new_state) + ".");
    std::vector<Ref> weakened;
    for (std::size_t i = 0; i < old_leaves.size(); ++i) {
      auto* o = function::as_spec(old_leaves[i].get());
      tensor::TensorShape w = o->shape.most_specific_common_supertype({function::as_spec(new_leaves[i].get())->shape});
      rerun = rerun || (o->shape.has_rank() && !(w == o->shape));
      weakened.push_back(function::spec_object(w, o->dtype, std::nullopt));
    }
    if (!rerun) break;
    state_spec = function::nest::pack_as(state_spec, weakened);
  }
  std::vector<Tensor> state = eager_leaves(init);
  return transformed("ScanDataset", {a.args[0]}, [traced, state, output_spec](const std::vector<DatasetPtr>& ds) {
    return scan_dataset(ds[0], traced, state, output_spec);
  });
}

/// Dataset.get_single_element(name=None): DatasetToSingleElement's errors for an empty dataset
/// or one with more elements, as tf.errors.InvalidArgumentError.
Ref get_single_element(CallArgs& a) {
  DatasetPtr in = self_dataset(a);
  if (function::Runtime::current().active_trace())
    py::raise(py::E().NotImplementedError, "tfplay does not implement tf.data.Dataset.get_single_element inside a tf.function yet");
  auto it = make_root_iterator(in);
  auto first = next_element(in, [&] { return it->next(); });
  // As the eager DatasetToSingleElement kernel's error reads (execute.cc's wrapped op name,
  // one output_types entry per component).
  const std::size_t components = function::nest::flatten(in->element_spec).size();
  auto invalid = [components](const std::string& message) {
    const std::string text = "{{function_node __wrapped__DatasetToSingleElement_output_types_" + std::to_string(components) +
                             "_device_/job:localhost/replica:0/task:0/device:CPU:0}} " + message +
                             " [Op:DatasetToSingleElement] name: ";
    throw py::PyError{py::make_exception(error_type("InvalidArgumentError"), text)};
  };
  if (!first) invalid("Dataset was empty.");
  if (next_element(in, [&] { return it->next(); })) invalid("Dataset had more than one element.");
  return element_value(in->element_spec, *first, [](const Tensor& t) { return function::make_eager(t); });
}

// ---- unbatch, padded_batch, from_generator -----------------------------------------------------------

/// tensor_shape.as_shape: a TensorShape, a list of dims or None (unknown rank).
tensor::TensorShape shape_arg(const Ref& v) {
  if (!present(v)) return tensor::TensorShape();
  Ref s = py::call(function::tensor_shape_type()->self(), std::vector<Ref>{v});
  return static_cast<function::TensorShapeObject*>(s.get())->shape;
}

/// padded_batch_op._padded_shape_to_tensor's shape: tensor_shape.as_shape(padded_shape); when
/// that raises TypeError or ValueError (a -1 dimension: "Dimension -1 must be >= 0"), the argument
/// converted to a tensor (preferring int64), which must be an int64 vector (the messages show the
/// argument as an f-string does: a tensor through its NumPy value), read by
/// tensor_util.constant_value_as_shape (-1 is an unknown dimension).
tensor::TensorShape padded_shape_arg(const Ref& v) {
  try {
    tensor::TensorShape p = shape_arg(v);
    bool negative = false;
    if (p.has_rank())
      for (const tensor::Dim& d : p.as_list()) negative = negative || (d && *d < 0);
    if (!negative) return p;
  } catch (py::PyError& err) {
    if (!py::isinstance(err.exc.get(), py::E().TypeError) && !py::isinstance(err.exc.get(), py::E().ValueError)) throw;
  }
  Ref t = function::as_tensor(v.get()) ? v : convert_with_hint(v, DType::Int64);
  const function::TensorObject* to = function::as_tensor(t.get());
  if (to->shape.has_rank() && *to->shape.rank() != 1)
    py::raise_value_error("Padded shape " + py::format_value(v, "") + " must be a `tf.int64` vector tensor, but its shape was " +
                          py::str(function::shape_object(to->shape)) + ".");
  if (to->dtype != DType::Int64)
    py::raise_type_error("Padded shape " + py::format_value(v, "") + " must be a `tf.int64` vector tensor, but its element type was " +
                         std::string(tensor::name(to->dtype)) + ".");
  if (!to->is_eager())
    py::raise(py::E().NotImplementedError,
              "tfplay's padded_batch needs padded_shapes known when the dataset is made, not a tensor computed in a function");
  std::vector<tensor::Dim> dims;
  for (int64_t d : to->value->to_int64_vector()) {
    if (d < -1) py::raise_value_error("Dimension " + std::to_string(d) + " must be >= 0");
    dims.push_back(d == -1 ? tensor::Dim() : tensor::Dim(d));
  }
  return tensor::TensorShape(dims);
}

/// unbatch_op._UnbatchDataset: every component loses its leading dimension, which must be the
/// same (when known) in all components.
/// Dataset.unbatch with RaggedTensorSpec components, eagerly: each leaf's _unbatch().
Ref ragged_unbatch_of(const DatasetPtr& in) {
  require_tensor_or_ragged_components(in->element_spec, "Dataset.unbatch");
  tensor::Dim known;
  std::vector<Ref> leaves;
  for (const Ref& leaf : function::nest::flatten(in->element_spec)) {
    const function::TensorSpecObject* s = function::as_spec(leaf.get());
    // A RaggedTensorSpec's shape through its Python TensorShape.
    Ref py_shape = py::getattr(leaf, "shape");
    Ref rank = py::getattr(py_shape, "rank");
    if (!py::is_none(rank.get()) && py::as_int(rank.get()) == 0) py::raise_value_error("Cannot unbatch an input with scalar components.");
    Ref first = py::is_none(rank.get()) ? py::None() : py::getitem(py_shape, py::Int(0));
    const tensor::Dim d = py::is_none(first.get()) ? tensor::Dim() : tensor::Dim(py::as_int(first.get()));
    if (known && d && *known != *d)
      py::raise_value_error("`unbatch()` is only supported for datasets of elements whose components have a matching "
                            "leading dimension. Encountered both " + std::to_string(*known) + " and " + std::to_string(*d) + ".");
    if (d) known = d;
    if (!s) {
      leaves.push_back(py::call_method(leaf, "_unbatch", {}));
    } else if (!s->shape.has_rank()) {
      leaves.push_back(function::spec_object(tensor::TensorShape(), s->dtype, std::nullopt));
    } else {
      std::vector<tensor::Dim> dims(s->shape.as_list().begin() + 1, s->shape.as_list().end());
      leaves.push_back(function::spec_object(tensor::TensorShape(dims), s->dtype, std::nullopt));
    }
  }
  return make_dataset_object(
      ragged_unbatch_dataset(in, function::nest::pack_as(in->element_spec, leaves), known ? *known : -1));
}

Ref unbatch(CallArgs& a) {
  DatasetPtr in = self_dataset(a);
  if (has_composite_leaf(in->element_spec)) return ragged_unbatch_of(in);
  require_tensor_components(in->element_spec, "Dataset.unbatch");
  std::vector<Ref> leaves = function::nest::flatten(in->element_spec);
  tensor::Dim known;
  for (const Ref& leaf : leaves) {
    const tensor::TensorShape& s = function::as_spec(leaf.get())->shape;
    if (s.has_rank() && *s.rank() == 0) py::raise_value_error("Cannot unbatch an input with scalar components.");
  }
  for (const Ref& leaf : leaves) {
    const tensor::TensorShape& s = function::as_spec(leaf.get())->shape;
    const tensor::Dim d = s.has_rank() ? s.as_list()[0] : tensor::Dim();
    if (known && d && *known != *d)
      py::raise_value_error("`unbatch()` is only supported for datasets of elements whose components have a matching "
                            "leading dimension. Encountered both " + std::to_string(*known) + " and " + std::to_string(*d) + ".");
    if (d) known = d;
  }
  Ref spec = function::nest::map(in->element_spec, [](const Ref& leaf) -> Ref {
    auto* s = function::as_spec(leaf.get());
    if (!s->shape.has_rank()) return function::spec_object(tensor::TensorShape(), s->dtype, std::nullopt);
    std::vector<tensor::Dim> dims(s->shape.as_list().begin() + 1, s->shape.as_list().end());
    return function::spec_object(tensor::TensorShape(dims), s->dtype, std::nullopt);
  });
  const int64_t batch = known ? *known : -1;
  return transformed("UnbatchDataset", {a.args[0]},
                     [spec, batch](const std::vector<DatasetPtr>& ds) { return unbatch_dataset(ds[0], spec, batch); });
}

/// tf.data's nest (Modality.DATA): tuples and dicts nest, a list is one atom. Applies `fn` to
/// each atom of `shallow` with the matching part of `deep` (nest.map_structure_up_to).
Ref map_up_to(const Ref& shallow, const Ref& deep, const std::function<Ref(const Ref&, const Ref&)>& fn) {
  if (py::isinstance(shallow.get(), py::T().tuple)) {
    std::vector<Ref> s = py::to_vector(shallow);
    if (!py::isinstance(deep.get(), py::T().tuple))
      py::raise_type_error("If shallow structure is a sequence, input must also be a sequence. Input has type: '" +
                           py::type_name(deep.get()) + "'.");
    std::vector<Ref> d = py::to_vector(deep);
    if (d.size() != s.size())
      py::raise_value_error("The two structures don't have the same sequence length. Input structure has length " +
                            std::to_string(d.size()) + ", while shallow structure has length " + std::to_string(s.size()) + ".");
    std::vector<Ref> out;
    for (std::size_t i = 0; i < s.size(); ++i) out.push_back(map_up_to(s[i], d[i], fn));
    return py::Tuple(out);
  }
  if (shallow->cls == py::T().dict) {
    if (deep->cls != py::T().dict)
      py::raise_type_error("If shallow structure is a sequence, input must also be a sequence. Input has type: '" +
                           py::type_name(deep.get()) + "'.");
    auto out = py::Dict();
    static_cast<py::DictObject*>(shallow.get())->for_each([&](const Ref& k, const Ref& v) {
      if (!py::contains(deep, k)) py::raise_value_error("The two structures don't have the same keys.");
      out->set(k, map_up_to(v, py::getitem(deep, k), fn));
    });
    return out;
  }
  return fn(shallow, deep);
}

std::vector<Ref> data_flatten(const Ref& v) {
  std::vector<Ref> out;
  std::function<void(const Ref&)> walk = [&](const Ref& x) {
    if (py::isinstance(x.get(), py::T().tuple)) {
      for (const Ref& c : py::to_vector(x)) walk(c);
    } else if (x->cls == py::T().dict) {
      for (const Ref& c : function::nest::flatten(py::Tuple({x}))) out.push_back(c);  // sorted keys
    } else {
      out.push_back(x);
    }
  };
  walk(v);
  return out;
}

/// padded_batch_op._PaddedBatchDataset.
Ref padded_batch(CallArgs& a) {
  DatasetPtr in = self_dataset(a);
  // padded_batch_op._PaddedBatchDataset: tensor elements only.
  for (const Ref& leaf : function::nest::flatten(in->element_spec))
    if (is_composite_spec(leaf))
      py::raise_type_error("`padded_batch` is only supported for datasets that produce tensor elements but the input dataset spec "
                           "contains: `" + py::repr(leaf) + "`.");
  require_tensor_components(in->element_spec, "Dataset.padded_batch");
  const int64_t size = int_arg(require(a, 1, "batch_size", "padded_batch"));
  Ref shapes_arg = arg(a, 2, "padded_shapes");
  Ref values_arg = arg(a, 3, "padding_values");
  Ref drop = arg(a, 4, "drop_remainder");
  const bool drop_remainder = drop && py::truthy(drop);
  const Ref spec_in = in->element_spec;
  std::vector<Ref> spec_leaves = function::nest::flatten(spec_in);
  if (!present(shapes_arg)) {
    for (std::size_t i = 0; i < spec_leaves.size(); ++i)
      if (!function::as_spec(spec_leaves[i].get())->shape.has_rank())
        py::raise_value_error("You must provide `padded_shapes` argument because component " + std::to_string(i) +
                              " has unknown rank.");
  }
  // _padded_shape_to_tensor: each padded shape as a TensorShape (None for "pad to the longest").
  std::vector<tensor::TensorShape> padded;
  std::vector<std::vector<int64_t>> padded_dims;
  // nest.flatten_up_to(input_shapes, padded_shapes): each component's padded shape, as a
  // TensorShape (an atom), so a scalar's () or [] is not flattened away as a structure.
  Ref shapes_struct = present(shapes_arg) ? map_up_to(spec_in, shapes_arg,
                                                      [](const Ref&, const Ref& s) { return function::shape_object(padded_shape_arg(s)); })
                                          : function::nest::map(spec_in, [](const Ref& leaf) {
                                              return function::shape_object(function::as_spec(leaf.get())->shape);
                                            });
  std::vector<Ref> shape_leaves = data_flatten(shapes_struct);
  if (shape_leaves.size() != spec_leaves.size())
    py::raise(py::E().NotImplementedError, "tfplay's padded_batch needs padded_shapes with one shape per component");
  for (std::size_t i = 0; i < spec_leaves.size(); ++i) {
    tensor::TensorShape p = shape_arg(shape_leaves[i]);
    if (!p.has_rank()) py::raise(py::E().NotImplementedError, "tfplay's padded_batch needs padded shapes of known rank");
    const tensor::TensorShape& have = function::as_spec(spec_leaves[i].get())->shape;
    bool ok = true;
    if (have.has_rank()) {
      ok = *have.rank() == *p.rank();
      for (int k = 0; ok && k < *p.rank(); ++k) {
        const tensor::Dim pd = p.as_list()[k], hd = have.as_list()[k];
        if (pd && hd && *pd < *hd) ok = false;
      }
    }
    if (!ok)
      py::raise_value_error("The padded shape " + py::str(function::shape_object(p)) + " is not compatible with the shape " +
                            py::str(function::shape_object(have)) + " of the corresponding input component.");
    std::vector<int64_t> dims;
    for (const tensor::Dim& d : p.as_list()) dims.push_back(d ? *d : -1);
    padded.push_back(p);
    padded_dims.push_back(dims);
  }
  // _padding_values_or_default and _padding_value_to_tensor: scalars of each component's dtype.
  std::vector<Tensor> pad_values;
  std::vector<Ref> value_leaves;
  if (present(values_arg)) {
    // _padding_values_or_default maps up to padding_values: a None inside it stands for the
    // defaults of the whole input structure at its place (a dict component's too).
    std::function<Ref(const Ref&, const Ref&)> defaults_for_none = [&](const Ref& values, const Ref& spec) -> Ref {
      if (py::is_none(values.get())) return function::nest::map(spec, [](const Ref&) -> Ref { return py::None(); });
      if (py::isinstance(values.get(), py::T().tuple) && py::isinstance(spec.get(), py::T().tuple) &&
          py::len(values) == py::len(spec)) {
        std::vector<Ref> v = py::to_vector(values), sp = py::to_vector(spec), out;
        for (std::size_t i = 0; i < v.size(); ++i) out.push_back(defaults_for_none(v[i], sp[i]));
        return py::Tuple(out);
      }
      if (values->cls == py::T().dict && spec->cls == py::T().dict) {
        auto out = py::Dict();
        static_cast<py::DictObject*>(values.get())->for_each([&](const Ref& k, const Ref& x) {
          out->set(k, py::contains(spec, k) ? defaults_for_none(x, py::getitem(spec, k)) : x);
        });
        return out;
      }
      return values;
    };
    values_arg = defaults_for_none(values_arg, spec_in);
    Ref values = function::nest::is_nested(spec_in) && !py::isinstance(values_arg.get(), py::T().tuple) && values_arg->cls != py::T().dict
                     ? function::nest::map(spec_in, [&](const Ref&) { return values_arg; })
                     : map_up_to(spec_in, values_arg, [](const Ref&, const Ref& v) { return v; });
    value_leaves = data_flatten(values);
  }
  for (std::size_t i = 0; i < spec_leaves.size(); ++i) {
    const DType dt = function::as_spec(spec_leaves[i].get())->dtype;
    Ref v = i < value_leaves.size() ? value_leaves[i] : nullptr;
    if (!present(v)) {
      pad_values.push_back(dt == DType::String ? Tensor::scalar_string("") : tensor::cast(Tensor::scalar_int64(0), dt));
      continue;
    }
    // A Python value is a constant even while a tf.function (or a dataset function) traces.
    Ref t = function::as_tensor(v.get()) ? convert_to_tensor(v, std::nullopt) : function::make_eager(tensor_from_python(v, std::nullopt));
    auto* to = function::as_tensor(t.get());
    if (!to->shape.is_compatible_with(tensor::TensorShape::scalar()))
      py::raise_value_error("Invalid `padding_values`. `padding_values` values should be scalars, but got " +
                            py::str(function::shape_object(to->shape)) + ".");
    if (to->dtype != dt)
      py::raise_type_error("Invalid `padding_values`. `padding_values` values type " + py::str(function::dtype_object(to->dtype)) +
                           " does not match type " + py::str(function::dtype_object(dt)) + " of the corresponding input component.");
    if (!to->is_eager()) py::raise(py::E().NotImplementedError, "tfplay's padded_batch needs constant padding values");
    pad_values.push_back(*to->value);
  }
  // PaddedBatchDatasetOp::MakeDataset's check, after the Python-side ones; the wrapped op's name
  // counts its list inputs (padded_shapes: N, padding_values: Toutput_types).
  const std::string n = std::to_string(spec_leaves.size());
  const ArgChecks checks = {{size > 0, "Batch size must be greater than zero."}};
  check_eagerly(in, checks, "__wrapped__PaddedBatchDatasetV2_N_" + n + "_Toutput_types_" + n, "PaddedBatchDatasetV2");
  std::size_t idx = 0;
  Ref spec = function::nest::map(spec_in, [&](const Ref& leaf) -> Ref {
    std::vector<tensor::Dim> dims{drop_remainder && size > 0 ? tensor::Dim(size) : tensor::Dim()};
    const tensor::TensorShape& p = padded[idx++];
    dims.insert(dims.end(), p.as_list().begin(), p.as_list().end());
    return function::spec_object(tensor::TensorShape(dims), function::as_spec(leaf.get())->dtype, std::nullopt);
  });
  return transformed("PaddedBatchDatasetV2", {a.args[0]}, [=](const std::vector<DatasetPtr>& ds) {
    check_at_run(ds[0], checks);
    return padded_batch_dataset(ds[0], size, padded_dims, pad_values, drop_remainder, spec);
  });
}

/// deprecation.deprecated_args on DatasetV2.from_generator: one warning per deprecated argument
/// given (positionally or by keyword, even as None), once per process, naming the caller's line.
void warn_deprecated_generator_args(const CallArgs& a) {
  std::vector<std::string> given;
  static const char* kNames[] = {"output_types", "output_shapes"};
  for (std::size_t i = 0; i < 2; ++i)
    if (a.args.size() > i + 1) given.push_back(kNames[i]);
  for (const char* n : kNames)
    if (a.kwarg(n)) given.push_back(n);
  for (const std::string& name : given)
    function::warn_deprecated("DatasetV2.from_generator:" + name,
                              "calling DatasetV2.from_generator (from tensorflow.python.data.ops.dataset_ops) with " + name,
                              "Use output_signature instead");
}

/// An element the generator yielded that does not fit the signature: TF reports it from inside
/// its py_func as an InvalidArgumentError carrying a Python traceback of TF's own files, which
/// tfplay cannot reproduce.
[[noreturn]] void generator_mismatch(const std::string& why) {
  py::raise(py::E().NotImplementedError,
            "tfplay cannot reproduce TF's error for a Dataset.from_generator element that does not match the output "
            "signature (" + why + ")");
}

/// One yielded value as tensors per the spec structure (structure.normalize_element).
void convert_generated(const Ref& spec, const Ref& value, std::vector<Tensor>& out) {
  if (py::isinstance(spec.get(), py::T().tuple)) {
    if (!py::isinstance(value.get(), py::T().tuple) || py::len(value) != py::len(spec))
      generator_mismatch("expected " + py::str(spec) + ", got " + py::repr(value));
    std::vector<Ref> s = py::to_vector(spec), v = py::to_vector(value);
    for (std::size_t i = 0; i < s.size(); ++i) convert_generated(s[i], v[i], out);
    return;
  }
  if (spec->cls == py::T().dict) {
    if (value->cls != py::T().dict || py::len(value) != py::len(spec))
      generator_mismatch("expected " + py::str(spec) + ", got " + py::repr(value));
    Ref sorted = py::Interpreter::current().builtins()->vars.find("sorted")->self();
    for (const Ref& k : py::to_vector(py::call(sorted, {spec}))) {
      if (!py::contains(value, k)) generator_mismatch("missing key " + py::repr(k));
      convert_generated(py::getitem(spec, k), py::getitem(value, k), out);
    }
    return;
  }
  if (is_ragged_spec(spec)) {
    // A RaggedTensorSpec leaf takes a RaggedTensor (a tf.Tensor for ragged_rank 0) whose own spec
    // is compatible with it (structure.are_compatible), carried encoded as tf.data holds it.
    Ref value_spec = ragged::is_ragged(value) ? py::call(py::getattr(spec->cls->self(), "from_value"), {value}) : nullptr;
    if (!value_spec || !py::truthy(py::call_method(spec, "is_compatible_with", {value_spec})))
      generator_mismatch("an element " + py::repr(value) + " where " + py::str(spec) + " was expected");
    out.push_back(encode_component(value));
    return;
  }
  if (is_sparse_spec(spec)) {
    // A SparseTensorSpec leaf takes a SparseTensor of its dtype and a compatible shape, carried
    // as tf.data holds one (dataset_sparse.h).
    Ref value_spec = is_sparse_tensor(value) ? py::getattr(value, "_type_spec") : nullptr;
    if (!value_spec || !py::truthy(py::call_method(spec, "is_compatible_with", {value_spec})))
      generator_mismatch("an element " + py::repr(value) + " where " + py::str(spec) + " was expected");
    out.push_back(encode_sparse(value));
    return;
  }
  auto* s = function::as_spec(spec.get());
  Ref t;
  try {
    t = convert_to_tensor(value, s->dtype);
  } catch (const py::PyError&) {
    generator_mismatch("cannot convert " + py::repr(value) + " to " + py::repr(function::dtype_object(s->dtype)));
  }
  auto* to = function::as_tensor(t.get());
  if (!to->shape.is_compatible_with(s->shape))
    generator_mismatch("an element of shape " + py::str(function::shape_object(to->shape)) + " where " + py::str(spec) + " was expected");
  out.push_back(*to->value);
}

/// from_generator_op._from_generator.
Ref from_generator(CallArgs& a) {
  warn_deprecated_generator_args(a);
  Ref generator = require(a, 0, "generator", "from_generator");
  Ref output_types = arg(a, 1, "output_types");
  Ref output_shapes = arg(a, 2, "output_shapes");
  Ref gen_args = arg(a, 3, "args");
  Ref output_signature = arg(a, 4, "output_signature");
  Ref callable = py::Interpreter::current().builtins()->vars.find("callable")->self();
  if (!py::truthy(py::call(callable, {generator}))) py::raise_type_error("`generator` must be a Python callable.");
  Ref spec;
  if (present(output_signature)) {
    if (present(output_types))
      py::raise_type_error("The `output_types` argument can not be used together with the `output_signature` argument.");
    if (present(output_shapes))
      py::raise_type_error("The `output_shapes` argument can not be used together with the `output_signature` argument.");
    for (const Ref& leaf : data_flatten(output_signature))
      if (!function::as_spec(leaf.get()) && !is_ragged_spec(leaf) && !is_sparse_spec(leaf))
        py::raise_type_error("`output_signature` must contain objects that are subclass of `tf.TypeSpec` but found " +
                             py::repr(leaf->cls->self()) + " which is not.");
    spec = output_signature;
  } else {
    if (!present(output_types))
      py::raise_type_error("To specify the output signature you need to provide either the `output_signature` argument "
                           "or the `output_types` argument.");
    Ref shapes = present(output_shapes) ? output_shapes : map_up_to(output_types, output_types, [](const Ref&, const Ref&) {
      return py::None();
    });
    spec = map_up_to(output_types, shapes, [](const Ref& dtype, const Ref& shape) {
      return function::spec_object(shape_arg(shape), required_dtype_arg(dtype), std::nullopt);
    });
  }
  if (function::Runtime::current().active_trace())
    py::raise(py::E().NotImplementedError,
              "tfplay cannot build a Dataset.from_generator inside a tf.function yet (build it outside and iterate it inside)");
  std::vector<Ref> call_args;
  if (present(gen_args)) {
    for (const Ref& x : py::to_vector(gen_args)) {
      Ref t = convert_to_tensor(x, std::nullopt);
      auto* to = function::as_tensor(t.get());
      if (!to->is_eager()) py::raise(py::E().NotImplementedError, "tfplay's from_generator needs eager `args`");
      call_args.push_back(make_numpy(*to->value));
    }
  }
  auto open = [generator, call_args, spec]() -> std::unique_ptr<Iterator> {
    struct GenIt : Iterator {
      Ref it;
      Ref spec;
      std::optional<Element> next() override {
        Ref v;
        try {
          v = py::next(it);
        } catch (const py::PyError& e) {
          if (!py::isinstance(e.exc.get(), py::E().Exception)) throw;
          py::raise(py::E().NotImplementedError,
                    "tfplay cannot reproduce how TF reports an exception raised inside a Dataset.from_generator generator "
                    "(an InvalidArgumentError carrying its Python traceback): " + py::type_name(e.exc.get()) + ": " + py::str(e.exc));
        }
        if (!v) return std::nullopt;
        Element out;
        convert_generated(spec, v, out);
        return out;
      }
    };
    auto g = std::make_unique<GenIt>();
    g->it = py::iter(py::call(generator, call_args));
    g->spec = spec;
    return g;
  };
  return make_dataset_object(generator_dataset(open, spec));
}

/// DatasetV2.cardinality / cardinality_op.cardinality: a constant for a dataset tfplay holds; for
/// one a tf.function builds over a dataset argument (deferred), a DatasetCardinality node that
/// reads the cardinality of the dataset the graph is given, as TF's kernel does at run time.
Ref cardinality_of(const Ref& dataset_object) {
  const auto* o = static_cast<const DatasetObject*>(dataset_object.get());
  const function::TensorObject* handle = o->handle ? function::as_tensor(o->handle.get()) : nullptr;
  if (o->dataset->deferred && handle && !handle->is_eager()) {
    std::string token = graph::register_host_function([](const std::vector<Tensor>& in) {
      return std::vector<Tensor>{Tensor::scalar_int64(dataset_of_handle(in.at(0))->cardinality())};
    });
    return run_op1("DatasetCardinality", {o->handle}, {{"token", token}, {"cardinality_options", std::string()}},
                   "DatasetCardinality");
  }
  return function::make_eager(Tensor::scalar_int64(o->dataset->cardinality()));
}

Ref cardinality_tensor(CallArgs& a) { return cardinality_of(a.args.at(0)); }

void install_methods(py::TypeObject* t) {
  py::add_method(t, "__repr__", +[](CallArgs& a) {
    DatasetPtr d = self_dataset(a);
    return py::Str("<" + a.args[0]->cls->name + " element_spec=" + py::str(d->element_spec) + ">");
  });
  // DatasetV2.__bool__ (and Python 2's __nonzero__): always true, as __len__ is defined.
  py::add_method(t, "__bool__", +[](CallArgs&) { return py::Bool(true); });
  py::add_method(t, "__nonzero__", +[](CallArgs&) { return py::Bool(true); });
  // DatasetV2.__debug_string__: the repr of the dataset and, depth first, of its inputs, each
  // indented by "--" per level. A Dataset.from_generator source is a chain of three datasets in
  // TF (from_tensors, map, flat_map) that tfplay does not build.
  py::add_method(t, "__debug_string__", +[](CallArgs& a) -> Ref {
    std::vector<std::string> lines;
    std::vector<std::pair<Ref, std::size_t>> to_process{{a.args[0], 0}};
    while (!to_process.empty()) {
      auto [ds, depth] = to_process.back();
      to_process.pop_back();
      const DatasetObject* d = as_dataset(ds.get());
      if (d->dataset->class_name == "_FlatMapDataset" && d->inputs.empty())
        py::raise(py::E().NotImplementedError, "tfplay does not implement Dataset.__debug_string__ for Dataset.from_generator yet");
      lines.push_back(std::string(2 * depth, '-') + py::repr(ds));
      for (const Ref& in : d->inputs) to_process.emplace_back(in, depth + 1);
    }
    std::string out;
    for (std::size_t i = 0; i < lines.size(); ++i) out += (i ? "\n" : "") + lines[i];
    return py::Str(out);
  });
  py::add_property(t, "element_spec", +[](Ref self) { return static_cast<DatasetObject*>(self.get())->dataset->element_spec; });
  py::add_method(t, "__iter__", +[](CallArgs& a) { return make_owned_iterator(a.args.at(0)); });
  py::add_method(t, "as_numpy_iterator", +[](CallArgs& a) {
    DatasetPtr d = self_dataset(a);
    // A RaggedTensor component becomes a RaggedTensorValue in TF, which tfplay does not have.
    if (has_composite_leaf(d->element_spec))
      py::raise(py::E().NotImplementedError,
                "tfplay does not support as_numpy_iterator() of RaggedTensor or SparseTensor components yet");
    // DatasetV2.as_numpy_iterator takes tensor components only.
    for (const Ref& leaf : function::nest::flatten(d->element_spec))
      if (dataset_spec_element(leaf))
        py::raise_type_error("`tf.data.Dataset.as_numpy_iterator()` is not supported for datasets that produce values of type " +
                             py::repr(dataset_type()->self()));
    return numpy_iterator(d);
  });
  py::add_method(t, "__len__", +[](CallArgs& a) -> Ref {
    if (function::Runtime::current().active_trace())
      py::raise_type_error("`tf.data.Dataset` only supports `len` in eager mode. Use `tf.data.Dataset.cardinality()` instead.");
    int64_t n = self_dataset(a)->cardinality();
    if (n == kInfinite) py::raise_type_error("The dataset is infinite.");
    if (n == kUnknown) py::raise_type_error("The dataset length is unknown.");
    return py::Int(n);
  });
  py::add_method(t, "cardinality", cardinality_tensor);
  py::add_method(t, "map", map);
  py::add_method(t, "filter", filter);
  py::add_method(t, "batch", batch);
  // ragged_batch_op._ragged_batch: _DenseToRaggedDataset (TensorSpec leaves of unknown
  // dimensions become RaggedTensorSpecs whose ragged_rank is the last unknown axis), then batch.
  py::add_method(t, "ragged_batch", +[](CallArgs& a) -> Ref {
    DatasetPtr in = self_dataset(a);
    Ref size_arg = require(a, 1, "batch_size", "ragged_batch");
    Ref drop = arg(a, 2, "drop_remainder");
    Ref splits_arg = arg(a, 3, "row_splits_dtype");
    Ref splits_dtype = present(splits_arg) ? splits_arg : function::dtype_object(DType::Int64);
    // RaggedTensor components pass through _DenseToRaggedDataset as they are.
    if (!has_ragged_leaf(in->element_spec)) require_tensor_components(in->element_spec, "Dataset.ragged_batch");
    Ref spec = function::nest::map(in->element_spec, [&](const Ref& leaf) -> Ref {
      auto* s = function::as_spec(leaf.get());
      if (!s || !s->shape.has_rank() || s->shape.is_fully_defined()) return leaf;
      int64_t rr = 0;
      const auto& dims = s->shape.as_list();
      for (std::size_t i = 0; i < dims.size(); ++i)
        if (!dims[i]) rr = static_cast<int64_t>(i);
      return tf_call("RaggedTensorSpec", {}, {{"shape", py::getattr(leaf, "shape")}, {"dtype", py::getattr(leaf, "dtype")},
                                              {"ragged_rank", py::Int(rr)}, {"row_splits_dtype", splits_dtype}});
    });
    DatasetPtr ragged = dense_to_ragged_dataset(in, spec);
    if (!has_ragged_leaf(spec)) {
      // Every shape fully defined: an ordinary batch.
      CallArgs call{{make_dataset_object(ragged), size_arg}, {}};
      if (drop) call.kwargs.emplace_back("drop_remainder", drop);
      return batch(call);
    }
    return ragged_batch_of(ragged, size_arg, drop && py::truthy(drop));
  });
  py::add_method(t, "shuffle", shuffle);
  py::add_method(t, "repeat", +[](CallArgs& a) { return count_transform(a, "repeat", "RepeatDataset", repeat_dataset, -1); });
  py::add_method(t, "take", +[](CallArgs& a) { return count_transform(a, "take", "TakeDataset", take_dataset, -1); });
  py::add_method(t, "skip", +[](CallArgs& a) { return count_transform(a, "skip", "SkipDataset", skip_dataset, 0); });
  py::add_method(t, "prefetch", +[](CallArgs& a) {
    Ref size_arg = require(a, 1, "buffer_size", "prefetch");
    // PrefetchDatasetOp::MakeDataset's check (AUTOTUNE is -1).
    const function::TensorObject* size_tensor = function::as_tensor(size_arg.get());
    const bool known = size_tensor ? size_tensor->is_eager() : py::is_int(size_arg.get());
    const int64_t size = known ? int_arg(size_arg) : 0;
    const ArgChecks checks = {{size >= 0 || size == -1, "buffer_size must be >= 0 or set buffer_size to be -1 for auto-tuning"}};
    check_eagerly(self_dataset(a), checks, "__wrapped__PrefetchDataset", "PrefetchDataset");
    return transformed("PrefetchDataset", {a.args[0]}, [checks](const std::vector<DatasetPtr>& ds) {
      check_at_run(ds[0], checks);
      return prefetch_dataset(ds[0]);
    });
  });
  py::add_method(t, "cache", +[](CallArgs& a) {
    // A file cache (filename given) is written on the first complete pass and read by later
    // passes; within one run that is what the memory cache does, and a run starts with no
    // cache files, so tfplay caches in memory either way (docs/ops-fidelity.md).
    Ref filename = arg(a, 1, "filename");
    if (present(filename)) py::as_str(filename.get(), "a string");
    return transformed("CacheDatasetV2", {a.args[0]}, [](const std::vector<DatasetPtr>& ds) { return cache_dataset(ds[0]); });
  });
  py::add_method(t, "enumerate", enumerate);
  py::add_method(t, "reduce", reduce);
  py::add_method(t, "take_while", take_while);
  py::add_method(t, "unique", unique);
  py::add_method(t, "scan", scan);
  py::add_method(t, "get_single_element", get_single_element);
  py::add_method(t, "ignore_errors", +[](CallArgs& a) {
    return transformed("IgnoreErrorsDataset", {a.args[0]}, [](const std::vector<DatasetPtr>& ds) { return ignore_errors_dataset(ds[0]); });
  });
  py::add_method(t, "unbatch", unbatch);
  py::add_method(t, "padded_batch", padded_batch);
  install_combinators(t);
  install_python_methods(t);
  // The rest of DatasetV2's API in TF 2.20: named by NotImplementedError, not an AttributeError
  // that would suggest TF has no such method.
  py::add_method(t, "__getattr__", +[](CallArgs& a) -> Ref {
    static const std::set<std::string> names = {
        "fingerprint", "sparse_batch"};
    const std::string& name = py::as_str(a.args.at(1).get());
    if (names.count(name)) py::raise(py::E().NotImplementedError, "tfplay does not implement tf.data.Dataset." + name + " yet");
    py::raise(py::E().AttributeError, "'" + a.args[0]->cls->name + "' object has no attribute '" + name + "'");
  });
  py::add_static(t, "from_generator", from_generator);
  // counter(start=0, step=1, dtype=tf.int64, name=None): counter_op._counter, a scan over
  // from_tensors(0).repeat() whose state starts at `start` and grows by `step` (infinite).
  py::add_static(t, "counter", +[](CallArgs& a) -> Ref {
    Ref start = arg(a, 0, "start");
    Ref step = arg(a, 1, "step");
    const DType dtype = dtype_arg(arg(a, 2, "dtype")).value_or(DType::Int64);
    Ref start_t = convert_to_tensor(present(start) ? start : py::Int(0), dtype, "start");
    Ref step_t = convert_to_tensor(present(step) ? step : py::Int(1), dtype, "step");
    Ref zeros = py::call(py::getattr(dataset_type()->self(), "from_tensors"), std::vector<Ref>{py::Int(0)});
    Ref repeated = py::call_method(zeros, "repeat", {});
    Ref fn = py::NativeFunction("<lambda>", [step_t](CallArgs& c) -> Ref {
      return py::Tuple({py::binary_op(py::ast::BinOpKind::Add, c.args.at(0), step_t), c.args.at(0)});
    });
    return py::call_method(repeated, "scan", {start_t, fn});
  });
  py::add_static(t, "from_tensor_slices", from_tensor_slices);
  py::add_static(t, "from_tensors", from_tensors);
  py::add_static(t, "range", range);
  py::add_static(t, "zip", zip);
}

}  // namespace

DatasetPtr self_dataset(const CallArgs& a) { return static_cast<DatasetObject*>(a.args.at(0).get())->dataset; }

/// A transformation of the datasets `inputs`. Building a pipeline iterates nothing, so it is
/// built now in any case (that gives the result's class and element_spec). When an input is
/// only known inside a tf.function (a dataset argument, or built from one), the transformation
/// is also a graph node `op` (TF's MapDataset, BatchDatasetV2, ...) whose kernel builds the
/// pipeline over the datasets its input handles name, each time the graph runs.
Ref transformed(const std::string& op, const std::vector<Ref>& inputs,
                const std::function<DatasetPtr(const std::vector<DatasetPtr>&)>& build) {
  std::vector<DatasetPtr> now;
  bool deferred = false;
  for (const Ref& in : inputs) {
    now.push_back(as_dataset(in.get())->dataset);
    deferred = deferred || is_variant(now.back());
  }
  DatasetPtr d = build(now);
  if (!deferred) {
    Ref obj = make_dataset_object(d);
    static_cast<DatasetObject*>(obj.get())->inputs = inputs;
    return obj;
  }
  const_cast<Dataset*>(d.get())->deferred = true;  // not shared yet
  auto& hooks = function::Runtime::current().datasets;
  std::vector<Ref> handles;
  std::vector<DType> tin;
  for (const Ref& in : inputs) {
    handles.push_back(hooks.handle(in));
    tin.push_back(DType::String);
  }
  std::string token = graph::register_host_function([build](const std::vector<Tensor>& in) {
    std::vector<DatasetPtr> resolved;
    for (const Tensor& h : in) resolved.push_back(dataset_of_handle(h));
    return std::vector<Tensor>{handle_of(build(resolved))};
  });
  Ref obj = make_dataset_object(d);
  static_cast<DatasetObject*>(obj.get())->inputs = inputs;
  static_cast<DatasetObject*>(obj.get())->handle =
      run_op1(op, handles, {{"token", token}, {"Tin", tin}}, op);
  return obj;
}

Ref transformed_with_scalars(const std::string& op, const std::vector<Ref>& inputs, const std::vector<Ref>& scalars,
                             int64_t placeholder,
                             const std::function<DatasetPtr(const std::vector<DatasetPtr>&, const std::vector<int64_t>&)>& build) {
  bool symbolic = false;
  for (const Ref& v : scalars) {
    function::TensorObject* t = function::as_tensor(v.get());
    symbolic = symbolic || (t && !t->is_eager());
  }
  if (!symbolic) {
    std::vector<int64_t> values;
    for (const Ref& v : scalars) values.push_back(int_arg(v));
    return transformed(op, inputs, [build, values](const std::vector<DatasetPtr>& ds) { return build(ds, values); });
  }
  std::vector<DatasetPtr> now;
  for (const Ref& in : inputs) now.push_back(as_dataset(in.get())->dataset);
  DatasetPtr d = build(now, std::vector<int64_t>(scalars.size(), placeholder));
  const_cast<Dataset*>(d.get())->deferred = true;  // not shared yet
  auto& hooks = function::Runtime::current().datasets;
  std::vector<Ref> operands;
  std::vector<DType> tin;
  for (const Ref& in : inputs) {
    operands.push_back(hooks.handle(in));
    tin.push_back(DType::String);
  }
  for (const Ref& v : scalars) {
    operands.push_back(convert_to_tensor(v, DType::Int64));
    tin.push_back(DType::Int64);
  }
  const std::size_t n_inputs = inputs.size();
  std::string token = graph::register_host_function([build, n_inputs](const std::vector<Tensor>& in) {
    std::vector<DatasetPtr> resolved;
    std::vector<int64_t> values;
    for (std::size_t i = 0; i < in.size(); ++i) {
      if (i < n_inputs) resolved.push_back(dataset_of_handle(in[i]));
      else values.push_back(in[i].as_int64(0));
    }
    return std::vector<Tensor>{handle_of(build(resolved, values))};
  });
  Ref obj = make_dataset_object(d);
  static_cast<DatasetObject*>(obj.get())->inputs = inputs;
  static_cast<DatasetObject*>(obj.get())->handle = run_op1(op, operands, {{"token", token}, {"Tin", tin}}, op);
  return obj;
}

int64_t int_arg(const Ref& v) {
  if (function::TensorObject* t = function::as_tensor(v.get())) {
    if (!t->is_eager()) py::raise(py::E().NotImplementedError, "tfplay needs a Python int or an eager tensor here");
    // ops.convert_to_tensor(count, dtype=int64) refuses a string, bool or floating tensor
    // ("Tensor conversion requested dtype int64 for Tensor with dtype string: ...").
    if (!tensor::is_integer(t->value->dtype())) convert_to_tensor(v, DType::Int64);
    return t->value->as_int64(0);
  }
  return py::as_int(v.get());
}

py::TypeObject* dataset_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("DatasetV2", nullptr, kOpsModule);
    type->native_instance_dict = true;
    install_methods(type);
    return type;
  }();
  return t;
}

DatasetObject* as_dataset(const py::Object* o) {
  return o->cls->is_subtype_of(dataset_type()) ? static_cast<DatasetObject*>(const_cast<py::Object*>(o)) : nullptr;
}

Tensor handle_of(DatasetPtr d) {
  std::string key = "dataset_" + std::to_string(handle_table().size());
  handle_table()[key] = std::move(d);
  return Tensor::scalar_string(key);
}

DatasetPtr dataset_of_handle(const Tensor& handle) {
  auto it = handle_table().find(handle.scalar<std::string>());
  if (it == handle_table().end()) throw tensor::invalid_argument("unknown dataset handle " + handle.scalar<std::string>());
  return it->second;
}

std::optional<Element> next_element_eager(const DatasetPtr& d, Iterator& it) {
  return next_element(d, [&] { return it.next(); });
}

void raise_end_of_sequence(const DatasetPtr& d) {
  next_element(d, []() -> std::optional<Element> { throw tensor::OpError(tensor::OpError::Code::OutOfRange, "End of sequence"); });
  throw std::logic_error("raise_end_of_sequence: no error raised");
}

py::TypeObject* dataset_class(const std::string& name) { return class_type(name); }

Ref make_dataset_object(DatasetPtr d) {
  py::TypeObject* t = class_type(d->class_name);
  return py::make_object<DatasetObject>(t, std::move(d));
}

Ref make_dataset_object(DatasetPtr d, const std::string& python_class) {
  return py::make_object<DatasetObject>(class_type(python_class), std::move(d));
}


namespace {

Ref dataset_handle(const Ref& value) {
  auto* d = as_dataset(value.get());
  if (!d->handle) d->handle = function::make_eager(handle_of(d->dataset));
  return d->handle;
}

/// unimplemented_names for `module`, except that the names the Python module defines
/// (dataset_python.cpp) come from it.
void unimplemented_with_python(const Ref& module, const std::string& public_name, bool experimental,
                               std::set<std::string> names) {
  const std::string module_name = static_cast<py::ModuleObject*>(module.get())->name;
  def(module, "__getattr__", [=](CallArgs& a) -> Ref {
    const std::string& name = py::as_str(a.args.at(0).get());
    if (Ref v = python_module_attribute(name, experimental)) return v;
    if (names.count(name)) return stub_value(public_name + "." + name);
    py::raise(py::E().AttributeError, "module '" + module_name + "' has no attribute '" + name + "'");
  });
}

void install_hooks() {
  install_iterator_hooks();
  auto& hooks = function::Runtime::current().datasets;
  hooks.element_spec = [](const Ref& v) -> Ref {
    DatasetObject* d = as_dataset(v.get());
    return d ? d->dataset->element_spec : nullptr;
  };
  hooks.handle = dataset_handle;
  hooks.spec_element = [](const Ref& v) { return dataset_spec_element(v); };
  hooks.make_spec = [](const Ref& element_spec) { return make_dataset_spec(element_spec); };
  hooks.from_handle = [](const Ref& handle, const Ref& spec) {
    Ref obj = make_dataset_object(variant_dataset(spec));
    static_cast<DatasetObject*>(obj.get())->handle = handle;
    return obj;
  };
  graph::set_dataset_iterate([](const Tensor& handle, const graph::ElementVisitor& visit) {
    std::unique_ptr<Iterator> iter = make_root_iterator(dataset_of_handle(handle));
    while (auto e = iter->next())
      if (!visit(*e)) break;
  });
}

}  // namespace

Ref build_data_module() {
  install_hooks();
  Ref m = py::Module("tensorflow.data");
  m->dict->set("Dataset", dataset_type()->self());
  m->dict->set("DatasetSpec", dataset_spec_type()->self());
  m->dict->set("AUTOTUNE", py::Int(-1));
  m->dict->set("INFINITE_CARDINALITY", py::Int(kInfinite));
  m->dict->set("UNKNOWN_CARDINALITY", py::Int(kUnknown));
  Ref experimental = py::Module("tensorflow.data.experimental");
  experimental->dict->set("AUTOTUNE", py::Int(-1));
  experimental->dict->set("INFINITE_CARDINALITY", py::Int(kInfinite));
  experimental->dict->set("UNKNOWN_CARDINALITY", py::Int(kUnknown));
  m->dict->set("experimental", experimental);
  // cardinality_op.cardinality (tf.data.experimental.cardinality): the dataset's cardinality().
  experimental->dict->set("cardinality", py::NativeFunction("cardinality", +[](CallArgs& a) -> Ref {
    Ref d = require(a, 0, "dataset", "cardinality");
    if (!as_dataset(d.get())) py::raise_type_error("`dataset` must be a `tf.data.Dataset`, got " + py::repr(d->cls->self()) + ".");
    return cardinality_of(d);
  }));
  m->dict->set("Iterator", iterator_base_type()->self());
  m->dict->set("TextLineDataset", text_line_dataset_class());
  m->dict->set("TFRecordDataset", tfrecord_dataset_class());
  install_python_functions(experimental);
  unimplemented_with_python(m, "tf.data", false, {"IteratorSpec", "FixedLengthRecordDataset", "NumpyIterator"});
  unimplemented_with_python(experimental, "tf.data.experimental", true,
                            {"enable_debug_mode", "make_batched_features_dataset",
                             "dense_to_sparse_batch", "prefetch_to_device", "copy_to_device",
                             "SqlDataset", "from_variant", "to_variant", "index_table_from_dataset",
                             "table_from_dataset"});
  return m;
}

}  // namespace tfplay::tf::data
