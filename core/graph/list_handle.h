// What TF keeps as a TensorList tensor's handle data: the dtype of the elements a DT_VARIANT
// list tensor of a graph holds (tensorflow/python/ops/handle_data_util.py, list_ops.py).
#pragma once

#include <optional>

#include "core/graph/func_graph.h"

namespace tfplay::graph {

/// The internal placeholder attr recording the element dtype of the list a placeholder stands
/// for (a while_loop's TensorArray loop variable).
inline constexpr const char* kListElementDtypeAttr = "_list_element_dtype";

/// The element dtype of the TensorList tensor `e` of `g`: the element_dtype of the list op that
/// made it, followed through Identity, While/If/Case/call outputs (the input or the called
/// graph's output feeding it), captures of enclosing graphs' tensors and placeholders marked
/// with kListElementDtypeAttr. nullopt when `e` is not DT_VARIANT or no list made it (a dataset).
/// TF reads it from the tensor's handle data (backprop_util.IsTrainable's _DTypeFromTensor).
std::optional<tensor::DType> list_element_dtype(const FuncGraph& g, Endpoint e);

}  // namespace tfplay::graph
