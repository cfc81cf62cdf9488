// TF's RaggedTensorVariant (tensorflow/core/kernels/ragged_tensor_variant.h): a ragged value
// held in one scalar DT_VARIANT tensor, as tf.data carries a RaggedTensor component and as the
// RaggedTensorToVariant / RaggedTensorFromVariant ops encode and decode one.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/tensor/tensor.h"

namespace tfplay::tensor {

/// The flat values and the row splits of each partition, outermost first.
struct RaggedVariant : VariantValue {
  Tensor flat_values;
  std::vector<Tensor> splits;
  std::string type_name() const override { return "tensorflow::RaggedTensorVariant"; }
};

/// The RaggedVariant a variant tensor holds, or null (another dtype or variant).
inline const RaggedVariant* as_ragged_variant(const Tensor& t) {
  if (t.dtype() != DType::Variant) return nullptr;
  return dynamic_cast<const RaggedVariant*>(t.variant_value().get());
}

}  // namespace tfplay::tensor
