// RaggedTensor components of tf.data elements, eagerly (the ragged tensor guide's "tf.data"
// section, Dataset.ragged_batch). As in TF, an element component whose spec is a
// RaggedTensorSpec travels as one tensor: a dense tensor for ragged_rank 0 (a row of varying
// length, which TF's RaggedTensorSpec._from_tensor_list also returns as a tf.Tensor), else a
// DT_VARIANT scalar holding the flat values and row splits (TF's RaggedTensorVariant). Batching
// such components adds a row partition (RaggedTensorSpec._batch); transformations that would
// need to trace or reshape them refuse with NotImplementedError (require_tensor_components).
#pragma once

#include <cstdint>
#include <vector>

#include "core/python/object.h"
#include "core/tensor/tensor.h"
#include "core/tf/data/dataset.h"

namespace tfplay::tf::data {

/// A RaggedTensorSpec or SparseTensorSpec (a composite tf.data component).
bool is_composite_spec(const py::Ref& spec);
/// A RaggedTensorSpec.
bool is_ragged_spec(const py::Ref& spec);
/// Whether `element_spec` has a RaggedTensorSpec leaf.
bool has_ragged_leaf(const py::Ref& element_spec);
/// Whether `element_spec` has a RaggedTensorSpec or SparseTensorSpec leaf: the sources, batch and
/// unbatch of this file take both (SparseTensors through dataset_sparse.h).
bool has_composite_leaf(const py::Ref& element_spec);

/// The component tensor of a RaggedTensor or SparseTensor (its variant encoding) or of an eager
/// tensor.
tensor::Tensor encode_component(const py::Ref& value);
/// The Python value of a component whose spec is `spec`: a RaggedTensor for a RaggedTensorSpec
/// of ragged_rank >= 1, a SparseTensor for a SparseTensorSpec, else the eager tensor.
py::Ref decode_component(const py::Ref& spec, const tensor::Tensor& component);

/// Dataset.from_tensor_slices of a structure `element` (a nest of eager tensors and
/// RaggedTensors) with at least one RaggedTensor: the rows of every leaf, with spec
/// `element_spec` (its leaves unbatched).
DatasetPtr ragged_slices_dataset(const py::Ref& element, py::Ref element_spec);
/// Dataset.from_tensors of such a structure: one element.
DatasetPtr ragged_tensor_dataset(const py::Ref& element, py::Ref element_spec);
/// Dataset.batch of a dataset whose spec has RaggedTensorSpec leaves: dense components stack
/// (the shape check of BatchDataset), ragged ones gain a row partition. `element_spec` is the
/// batched spec.
DatasetPtr ragged_batch_dataset(DatasetPtr input, int64_t batch_size, bool drop_remainder, py::Ref element_spec);
/// Dataset.unbatch of such a dataset: each component's rows (a RaggedTensor's rows lose its
/// outer partition). `element_spec` is the unbatched spec; `known_batch` the static batch size
/// (-1: unknown).
DatasetPtr ragged_unbatch_dataset(DatasetPtr input, py::Ref element_spec, int64_t known_batch);
/// _DenseToRaggedDataset (ragged_batch_op.py): components whose spec became a RaggedTensorSpec
/// of ragged_rank >= 1 are re-encoded as RaggedTensors (RaggedTensor.from_tensor).
DatasetPtr dense_to_ragged_dataset(DatasetPtr input, py::Ref element_spec);

}  // namespace tfplay::tf::data
