// tf.data as the program sees it: tf.data.Dataset and its transformations
// (tensorflow/python/data/ops/dataset_ops.py and the *_op.py files next to it).
#pragma once

#include "core/python/object.h"
#include "core/tf/data/dataset.h"

namespace tfplay::tf::data {

/// A tf.data.Dataset object. Its Python class is the one TF 2.20 uses for the transformation
/// that made it (_TensorSliceDataset, _MapDataset, _BatchDataset, ...), all subclasses of
/// DatasetV2 (exported as tf.data.Dataset).
struct DatasetObject : py::NativeObject {
  DatasetPtr dataset;
  /// Its handle tensor once a graph needed one: a string scalar naming the dataset in the run's
  /// dataset table (TF: a variant tensor), or a placeholder for a tf.function's dataset argument.
  py::Ref handle;
  /// The dataset objects it was made from (DatasetV2._inputs()): what __debug_string__ walks.
  std::vector<py::Ref> inputs;
  DatasetObject(py::TypeObject* t, DatasetPtr d) : NativeObject(t), dataset(std::move(d)) {}
};

/// DatasetV2, the base of every dataset class.
py::TypeObject* dataset_type();
/// nullptr when `o` is not a dataset.
DatasetObject* as_dataset(const py::Object* o);
/// The Python object for `d` (class chosen by d->class_name).
py::Ref make_dataset_object(DatasetPtr d);
/// The same with the Python class `python_class` (a dataset inside an element is a
/// _VariantDataset whatever its pipeline).
py::Ref make_dataset_object(DatasetPtr d, const std::string& python_class);

/// The next element of `it` over `d`, nullopt at the end; engine errors raised as Python
/// exceptions the way the eager IteratorGetNext op reports them.
std::optional<Element> next_element_eager(const DatasetPtr& d, Iterator& it);

/// The eager IteratorGetNext op's OutOfRangeError at the end of `d`: "End of sequence", inside
/// the wrapped function's name ("__wrapped__IteratorGetNext_output_types_1_device_...").
[[noreturn]] void raise_end_of_sequence(const DatasetPtr& d);

/// The tf.data module: Dataset, AUTOTUNE, INFINITE_CARDINALITY, UNKNOWN_CARDINALITY.
py::Ref build_data_module();

}  // namespace tfplay::tf::data
