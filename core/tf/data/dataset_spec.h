// tf.data.DatasetSpec: the TypeSpec of a dataset inside another dataset's elements (Dataset.window,
// a map function returning a dataset) or returned by a flat_map/interleave function
// (tensorflow/python/data/ops/dataset_ops.py DatasetSpec).
#pragma once

#include <functional>

#include "core/python/object.h"
#include "core/tf/data/dataset.h"

namespace tfplay::tf::data {

/// The DatasetSpec class (module tensorflow.python.data.ops.dataset_ops). Its repr is TypeSpec's,
/// `DatasetSpec(TensorSpec(shape=(), dtype=tf.int64, name=None), TensorShape([]))`; two specs
/// are equal when their element specs and dataset shapes are.
py::TypeObject* dataset_spec_type();
/// DatasetSpec(element_spec) with dataset_shape ().
py::Ref make_dataset_spec(const py::Ref& element_spec);
/// The element_spec of a DatasetSpec; nullptr for anything else.
py::Ref dataset_spec_element(const py::Ref& value);

/// Raises NotImplementedError naming `what` when `element_spec` holds a DatasetSpec: tfplay's
/// batching, reduce, graph iteration and Optionals take datasets of tensors only.
void require_tensor_components(const py::Ref& element_spec, const std::string& what);

/// An element as the Python value `element_spec` describes: each component through `convert`,
/// except a DatasetSpec component, whose handle becomes the dataset it names (TF's
/// _VariantDataset).
py::Ref element_value(const py::Ref& element_spec, const Element& element,
                      const std::function<py::Ref(const tensor::Tensor&)>& convert);

}  // namespace tfplay::tf::data
