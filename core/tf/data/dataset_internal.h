// Helpers the files behind tf.data.Dataset's Python methods share (dataset_module.cpp).
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/python/object.h"
#include "core/tf/data/dataset.h"

namespace tfplay::tf::data {

/// The dataset of a method's `self`.
DatasetPtr self_dataset(const py::CallArgs& a);

/// A transformation of the dataset objects `inputs`: `build` makes the new pipeline from their
/// datasets now; when an input is only known inside a tf.function (a dataset argument or built
/// from one), the transformation is also a graph node `op` whose kernel calls `build` over the
/// datasets its input handles name, each time the graph runs.
py::Ref transformed(const std::string& op, const std::vector<py::Ref>& inputs,
                    const std::function<DatasetPtr(const std::vector<DatasetPtr>&)>& build);

/// A Python int or an eager integer tensor argument (NotImplementedError for a symbolic one).
/// transformed() for a transformation that also takes int64 scalar arguments (repeat's count,
/// batch's batch_size): `build` gets their values. A scalar that is a graph tensor (a count
/// read from a flat_map element) defers the dataset to graph run time like a deferred input;
/// while tracing, `build` sees `placeholder` for it.
py::Ref transformed_with_scalars(const std::string& op, const std::vector<py::Ref>& inputs, const std::vector<py::Ref>& scalars,
                                 int64_t placeholder,
                                 const std::function<DatasetPtr(const std::vector<DatasetPtr>&, const std::vector<int64_t>&)>& build);
int64_t int_arg(const py::Ref& v);

/// A dataset kernel's argument checks (OP_REQUIRES in MakeDataset), as (holds, message) pairs.
using ArgChecks = std::vector<std::pair<bool, std::string>>;
/// Eagerly a failed check fails as an eager op does: "{{function_node __wrapped__ShardDataset_
/// device_...}} ... [Op:ShardDataset] name: " (`wrapped_name` "__wrapped__ShardDataset", `op`
/// "ShardDataset"). Over a dataset only a tf.function knows (`input` deferred) nothing happens:
/// check_at_run, called by the build callable, fails when the graph runs (it builds over the
/// placeholder dataset while tracing). Defined in dataset_combinators.cpp.
[[noreturn]] void raise_eager_dataset_op_error(const std::string& message, const std::string& wrapped_name, const std::string& op);
void check_eagerly(const DatasetPtr& input, const ArgChecks& checks, const std::string& wrapped_name, const std::string& op);
void check_at_run(const DatasetPtr& input, const ArgChecks& checks);

/// The Python class named `name` (a subclass of DatasetV2 in TF's module for it).
py::TypeObject* dataset_class(const std::string& name);

/// The `filenames` argument of a file-reading dataset (readers.py _create_or_validate_filenames_dataset):
/// a string or an eager tf.string tensor of rank 0 or 1, as a list of paths. Raises TypeError with
/// TF's texts for another dtype or rank, NotImplementedError for a symbolic tensor (`dataset`
/// names the class in that message). Defined in dataset_files.cpp.
std::vector<std::string> filenames_arg(const py::Ref& v, const char* dataset);

/// The most specific common supertype of two element specs, component by component (a TensorSpec
/// of the same dtype, shapes relaxed, names kept when equal), as concatenate_op.py and
/// directed_interleave_op.py compute it; nullptr when the structures or dtypes differ.
/// Defined in dataset_combinators.cpp.
py::Ref common_element_spec(const py::Ref& a, const py::Ref& b);

/// Adds the methods written in Python (dataset_python.cpp) to the Dataset class, and returns
/// the names the tf.data and tf.data.experimental modules take from that Python module.
void install_python_methods(py::TypeObject* dataset_class);
/// Adds the tf.data.experimental functions written in Python to `experimental`.
void install_python_functions(const py::Ref& experimental);
/// The class `name` of the tf.data (`experimental` false) or tf.data.experimental module
/// that the Python module defines, or nullptr.
py::Ref python_module_attribute(const std::string& name, bool experimental);

/// What a CsvDataset reads (csv_dataset.cpp): the files, whether each starts with a header
/// line, the field delimiter, whether fields may be quoted, the NA text, the selected column
/// indices (sorted; empty: all) and one default per output column (an empty tensor: required).
struct CsvOptions {
  std::vector<std::string> files;
  bool header = false;
  char delim = ',';
  bool use_quote_delim = true;
  std::string na_value;
  std::vector<int64_t> select_cols;
  std::vector<tensor::Tensor> defaults;
};
/// CSVDatasetV2: one tuple of scalars per record (class CsvDatasetV2, cardinality unknown).
DatasetPtr csv_dataset(std::shared_ptr<const CsvOptions> options, py::Ref element_spec);

/// tf.data.TextLineDataset (text_line_dataset.cpp).
py::Ref text_line_dataset_class();
/// tf.data.TFRecordDataset (tfrecord_dataset.cpp).
py::Ref tfrecord_dataset_class();

/// Adds window, flat_map, interleave, concatenate, shard and apply to the Dataset class
/// (dataset_combinators.cpp).
void install_combinators(py::TypeObject* dataset_class);

}  // namespace tfplay::tf::data
