// The tf.data members written in Python (core/tf/library/tensorflow/python/data/ops/tfplay_data.py: Options, sample_from_datasets,
// group_by_window, list_files, save/load, the tf.data.experimental transformations, ...) and the
// natives that Python module builds its datasets with. The module runs on first use: most
// programs never touch these members.
#include "core/function/deprecation.h"
#include "core/function/nest.h"
#include "core/function/runtime.h"
#include "core/function/structured_function.h"
#include "core/function/tensor_object.h"
#include "core/python/interpreter.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/data/dataset_internal.h"
#include "core/tf/data/dataset_module.h"
#include "core/tf/data/dataset_spec.h"
#include "core/tf/lazy_module.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf::data {

namespace {

using py::CallArgs;
using py::Ref;
using tensor::Tensor;

constexpr const char* kModuleName = "tensorflow.python.data.ops.tfplay_data";

/// Dataset methods (static ones marked) that the Python module defines as `_dataset_<name>`.
struct PythonMethod {
  const char* name;
  bool is_static;
};
constexpr PythonMethod kMethods[] = {
    {"sample_from_datasets", true}, {"choose_from_datasets", true}, {"list_files", true}, {"random", true},
    {"load", true},                 {"group_by_window", false},     {"bucket_by_sequence_length", false},
    {"rejection_resample", false},  {"options", false},             {"with_options", false},
    {"save", false},                {"snapshot", false},            {"rebatch", false}};

/// Classes of tf.data and tf.data.experimental that the Python module defines: the modules'
/// __getattr__ serves them (the API table marks the experimental ones lazy).
const char* const kDataClasses[] = {"Options", "ThreadingOptions"};
const char* const kExperimentalClasses[] = {"AutoShardPolicy", "AutotuneOptions", "CsvDataset", "DistributeOptions", "ExternalStatePolicy",
                                            "OptimizationOptions", "RandomDataset", "Reducer", "ThreadingOptions"};
/// Functions of tf.data.experimental that the Python module defines as `_experimental_<name>`:
/// natives that call it stand in the module (and get TF's signatures).
const char* const kExperimentalFunctions[] = {
    "Counter", "assert_cardinality", "at", "bucket_by_sequence_length", "choose_from_datasets", "dense_to_ragged_batch", "enumerate_dataset",
    "from_list", "get_single_element", "get_structure", "group_by_reducer", "group_by_window", "ignore_errors", "load",
    "make_csv_dataset", "map_and_batch", "parallel_interleave", "rejection_resample", "sample_from_datasets", "save", "scan",
    "shuffle_and_repeat", "snapshot", "take_while", "unbatch", "unique"};

Ref dataset_arg(const Ref& v) {
  if (!as_dataset(v.get())) py::raise_type_error("expected a tf.data.Dataset, got " + py::type_name(v.get()));
  return v;
}

/// A pass-through of `input` whose Python class is `class_name` (TF's _OptionsDataset,
/// _SnapshotDataset): prefetch's pipeline, renamed.
Ref relabel(const Ref& input, const std::string& op, const std::string& class_name) {
  return transformed(op, {dataset_arg(input)}, [class_name](const std::vector<DatasetPtr>& ds) {
    DatasetPtr d = prefetch_dataset(ds[0]);
    const_cast<Dataset*>(d.get())->class_name = class_name;  // not shared yet
    return d;
  });
}

/// group_by_window(dataset, key_func, reduce_funcs, window_size_func): group_by_window_op.py's
/// _GroupByWindowDataset, with key_func and window_size_func already wrapped to return int64;
/// reduce_funcs holds one function, or one per key (bucket_by_sequence_length's buckets).
Ref group_by_window(CallArgs& a) {
  Ref self = dataset_arg(a.args.at(0));
  DatasetPtr in = as_dataset(self.get())->dataset;
  const Ref int64_scalar = function::spec_object(tensor::TensorShape::scalar(), tensor::DType::Int64, std::nullopt);
  auto compatible_with_int64_scalar = [](const Ref& out) {
    const function::TensorSpecObject* s = function::as_spec(out.get());
    return s && s->dtype == tensor::DType::Int64 && (!s->shape.has_rank() || *s->shape.rank() == 0);
  };
  const char* what = "Dataset.group_by_window()";
  auto key_fn = function::trace_structured_function(a.args.at(1), in->element_spec, what);
  if (!compatible_with_int64_scalar(key_fn.output_structure))
    py::raise_value_error("Invalid `key_func`. `key_func` must return a single `tf.int64` scalar tensor but its return type is " +
                          py::str(key_fn.output_structure) + ".");
  std::vector<function::StructuredFunction> reduce_fns;
  Ref spec;
  for (const Ref& reduce_func : py::to_vector(a.args.at(2))) {
    reduce_fns.push_back(
        function::trace_structured_function(reduce_func, py::Tuple({int64_scalar, make_dataset_spec(in->element_spec)}), what));
    Ref out = dataset_spec_element(reduce_fns.back().output_structure);
    if (!out)
      py::raise_type_error("Invalid `reduce_func`. `reduce_func` must return a single `tf.data.Dataset` object but its return "
                           "type is " + py::str(reduce_fns.back().output_structure) + ".");
    spec = spec ? common_element_spec(spec, out) : out;
  }
  auto window_fn = function::trace_structured_function(a.args.at(3), int64_scalar, what);
  if (!compatible_with_int64_scalar(window_fn.output_structure))
    py::raise_value_error("Invalid `window_size_func`. `window_size_func` must return a single `tf.int64` scalar tensor but its "
                          "return type is " + py::str(window_fn.output_structure) + ".");
  return transformed("GroupByWindowDataset", {self}, [=](const std::vector<DatasetPtr>& ds) {
    return group_by_window_dataset(ds[0], key_fn, reduce_fns, window_fn, spec);
  });
}

/// group_by_reducer(dataset, key_func, init_func, reduce_func, finalize_func): grouping.py's
/// _GroupByReducerDataset, key_func and init_func already wrapped (int64 key, tensors as state).
Ref group_by_reducer(CallArgs& a) {
  Ref self = dataset_arg(a.args.at(0));
  DatasetPtr in = as_dataset(self.get())->dataset;
  const Ref int64_scalar = function::spec_object(tensor::TensorShape::scalar(), tensor::DType::Int64, std::nullopt);
  const char* what = "tf.data.experimental.group_by_reducer()";
  auto key_fn = function::trace_structured_function(a.args.at(1), in->element_spec, what);
  const function::TensorSpecObject* k = function::as_spec(key_fn.output_structure.get());
  if (!k || k->dtype != tensor::DType::Int64 || (k->shape.has_rank() && *k->shape.rank() != 0))
    py::raise_value_error("Invalid `key_func`. Expected `key_func` to return a scalar tf.int64 tensor, but instead returned " +
                          py::str(key_fn.output_structure) + ".");
  auto init_fn = function::trace_structured_function(a.args.at(2), int64_scalar, what);
  const Ref state_spec = init_fn.output_structure;
  auto reduce_fn = function::trace_structured_function(a.args.at(3), py::Tuple({state_spec, in->element_spec}), what);
  if (auto m = function::nest::compare(state_spec, reduce_fn.output_structure))
    py::raise(m->is_type_error ? py::E().TypeError : py::E().ValueError, m->message);
  std::vector<Ref> before = function::nest::flatten(state_spec), after = function::nest::flatten(reduce_fn.output_structure);
  for (std::size_t i = 0; i < before.size(); ++i) {
    const function::TensorSpecObject *x = function::as_spec(before[i].get()), *y = function::as_spec(after[i].get());
    if (!x || !y || x->dtype != y->dtype || !(x->shape == y->shape))
      py::raise(py::E().NotImplementedError, "tfplay's group_by_reducer needs reduce_func to keep the state's dtypes and shapes");
  }
  auto finalize_fn = function::trace_structured_function(a.args.at(4), state_spec, what);
  const Ref spec = finalize_fn.output_structure;
  return transformed("GroupByReducerDataset", {self}, [=](const std::vector<DatasetPtr>& ds) {
    return group_by_reducer_dataset(ds[0], key_fn, init_fn, reduce_fn, finalize_fn, spec);
  });
}

/// directed_interleave(selector, datasets, stop_on_empty): directed_interleave_op.py's
/// _DirectedInterleaveDataset, its element_spec the common supertype of the inputs'.
Ref directed_interleave(CallArgs& a) {
  Ref selector = dataset_arg(a.args.at(0));
  std::vector<Ref> inputs{selector};
  const std::vector<Ref> data = py::to_vector(a.args.at(1));
  for (const Ref& d : data) inputs.push_back(dataset_arg(d));
  const bool stop = py::truthy(a.args.at(2));
  Ref first = as_dataset(data.at(0).get())->dataset->element_spec;
  Ref spec = first;
  for (std::size_t i = 1; i < data.size(); ++i) {
    Ref other = as_dataset(data[i].get())->dataset->element_spec;
    spec = common_element_spec(spec, other);
    if (!spec)
      py::raise_type_error("Invalid `datasets`. `datasets` must have compatible element specs.\n Dataset 0 element_spec=" +
                           py::str(first) + ".\nDataset " + std::to_string(i) + " element_spec=" + py::str(other) + ".");
  }
  return transformed("DirectedInterleaveDataset", inputs, [stop, spec](const std::vector<DatasetPtr>& ds) {
    return directed_interleave_dataset(ds[0], std::vector<DatasetPtr>(ds.begin() + 1, ds.end()), stop, spec);
  });
}

/// rebatch(dataset, batch_size, drop_remainder, batch_dim): rebatch_op.py's _RebatchDataset with
/// one batch size -- the input's elements unbatched and batched again -- whose element spec
/// has the static batch dimension `batch_dim` (None: unknown) the Python side worked out.
Ref rebatch(CallArgs& a) {
  Ref self = dataset_arg(a.args.at(0));
  const int64_t size = int_arg(a.args.at(1));
  const bool drop = py::truthy(a.args.at(2));
  const Ref& batch_dim = a.args.at(3);
  const tensor::Dim dim = py::is_none(batch_dim.get()) ? tensor::Dim() : tensor::Dim(py::as_int(batch_dim.get()));
  Ref unbatched = py::call_method(self, "unbatch");
  Ref unbatched_spec = as_dataset(unbatched.get())->dataset->element_spec;
  Ref spec = function::nest::map(unbatched_spec, [&](const Ref& leaf) -> Ref {
    const auto* s = function::as_spec(leaf.get());
    tensor::TensorShape shape;
    if (s->shape.has_rank()) {
      std::vector<tensor::Dim> dims{dim};
      dims.insert(dims.end(), s->shape.as_list().begin(), s->shape.as_list().end());
      shape = tensor::TensorShape(dims);
    }
    return function::spec_object(shape, s->dtype, std::nullopt);
  });
  return transformed("RebatchDatasetV2", {self}, [=](const std::vector<DatasetPtr>& ds) {
    DatasetPtr d = batch_dataset(unbatch_dataset(ds[0], unbatched_spec, -1), size, drop);
    auto* mut = const_cast<Dataset*>(d.get());  // not shared yet
    mut->class_name = "_RebatchDataset";
    mut->element_spec = spec;
    return d;
  });
}

Ref make_natives() {
  Ref m = py::Module("tensorflow.python.data.ops._tfplay_natives");
  def(m, "relabel", +[](CallArgs& a) {
    return relabel(a.args.at(0), py::as_str(a.args.at(1).get()), py::as_str(a.args.at(2).get()));
  });
  def(m, "inputs", +[](CallArgs& a) { return py::List(as_dataset(dataset_arg(a.args.at(0)).get())->inputs); });
  def(m, "group_by_window", group_by_window);
  def(m, "directed_interleave", directed_interleave);
  def(m, "group_by_reducer", group_by_reducer);
  def(m, "rebatch", rebatch);
  // random(seed, seed2, rerandomize): random_op.py's _RandomDataset (seeds from get_seed).
  def(m, "random", +[](CallArgs& a) {
    const Ref spec = function::spec_object(tensor::TensorShape::scalar(), tensor::DType::Int64, std::nullopt);
    return make_dataset_object(random_dataset(int_arg(a.args.at(0)), int_arg(a.args.at(1)), py::truthy(a.args.at(2)), spec));
  });
  def(m, "assert_cardinality", +[](CallArgs& a) {
    const int64_t n = int_arg(a.args.at(1));
    return transformed("AssertCardinalityDataset", {dataset_arg(a.args.at(0))},
                       [n](const std::vector<DatasetPtr>& ds) { return assert_cardinality_dataset(ds[0], n); });
  });
  // elements(dataset) -> the list of its elements, each a list of eager tensors (Dataset.save).
  def(m, "elements", +[](CallArgs& a) {
    DatasetPtr d = as_dataset(dataset_arg(a.args.at(0)).get())->dataset;
    std::vector<Ref> out;
    auto it = make_root_iterator(d);
    while (auto e = next_element_eager(d, *it)) {
      std::vector<Ref> parts;
      for (const Tensor& t : *e) parts.push_back(function::make_eager(t));
      out.push_back(py::List(parts));
    }
    return py::List(out);
  });
  // from_elements(elements, element_spec, class_name): a dataset of saved elements (Dataset.load).
  def(m, "from_elements", +[](CallArgs& a) {
    std::vector<Element> elements;
    for (const Ref& e : py::to_vector(a.args.at(0))) {
      Element parts;
      for (const Ref& t : py::to_vector(e)) parts.push_back(*function::as_tensor(t.get())->value);
      elements.push_back(std::move(parts));
    }
    return make_dataset_object(elements_dataset(std::move(elements), a.args.at(1), py::as_str(a.args.at(2).get())));
  });
  // csv_dataset(filenames, record_defaults, header, field_delim, use_quote_delim, na_value,
  // select_cols): readers.py CsvDatasetV2 over the CSVDatasetV2 kernel (csv_dataset.cpp).
  def(m, "csv_dataset", +[](CallArgs& a) {
    auto o = std::make_shared<CsvOptions>();
    o->files = filenames_arg(a.args.at(0), "CsvDataset");
    std::vector<Ref> specs;
    for (const Ref& d : py::to_vector(a.args.at(1))) {
      auto* t = function::as_tensor(d.get());
      if (!t || !t->is_eager()) py::raise(py::E().NotImplementedError, "tfplay's CsvDataset needs constant record defaults");
      o->defaults.push_back(*t->value);
      specs.push_back(function::spec_object(tensor::TensorShape::scalar(), t->dtype, std::nullopt));
    }
    o->header = py::truthy(a.args.at(2));
    const std::string delim = py::as_str(a.args.at(3).get());
    o->delim = delim.empty() ? ',' : delim[0];
    o->use_quote_delim = py::truthy(a.args.at(4));
    o->na_value = py::as_str(a.args.at(5).get());
    if (!py::is_none(a.args.at(6).get()))
      for (const Ref& c : py::to_vector(a.args.at(6))) o->select_cols.push_back(int_arg(c));
    return make_dataset_object(csv_dataset(o, py::Tuple(specs)));
  });
  // warn_deprecated(key, what, instructions): deprecation.py's notice, naming the program line.
  def(m, "warn_deprecated", +[](CallArgs& a) -> Ref {
    function::warn_deprecated(py::as_str(a.args.at(0).get()), py::as_str(a.args.at(1).get()), py::as_str(a.args.at(2).get()));
    return py::None();
  });
  return m;
}

/// The Python module, run on first use.
Ref python_module() {
  return lazy_library_module(kModuleName, nullptr, [](const Ref& m) {
    py::Interpreter& interp = py::Interpreter::current();
    py::call(m->dict->get("_install"), std::vector<Ref>{interp.import_module("tensorflow"), make_natives()});
  });
}

/// A native that calls the Python module's function `target` with the same arguments.
py::NativeFn forward_to(const std::string& target) {
  return [target](CallArgs& a) -> Ref {
    CallArgs forwarded{a.args, a.kwargs};  // the Python function binds them itself
    return py::call(py::getattr(python_module(), target), forwarded);
  };
}

}  // namespace

void install_python_methods(py::TypeObject* t) {
  for (const PythonMethod& m : kMethods) {
    if (m.is_static) py::add_static(t, m.name, forward_to(std::string("_dataset_") + m.name));
    else py::add_method(t, m.name, forward_to(std::string("_dataset_") + m.name));
  }
}

void install_python_functions(const Ref& experimental) {
  for (const char* name : kExperimentalFunctions) def(experimental, name, forward_to(std::string("_experimental_") + name));
}

Ref python_module_attribute(const std::string& name, bool experimental) {
  if (experimental) {
    for (const char* n : kExperimentalClasses)
      if (name == n) return py::getattr(python_module(), name);
  } else {
    for (const char* n : kDataClasses)
      if (name == n) return py::getattr(python_module(), name);
  }
  return nullptr;
}

}  // namespace tfplay::tf::data
