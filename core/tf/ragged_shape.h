// DynamicRaggedShape, what tf.shape gives for a RaggedTensor (ragged_shape.cpp).
#pragma once

#include <string>
#include <vector>

#include "core/python/object.h"

namespace tfplay::tf::ragged {

/// Whether `v` is a DynamicRaggedShape.
bool is_dynamic_ragged_shape(const py::Ref& v);
/// tf.shape(rt, out_type): the DynamicRaggedShape of RaggedTensor `rt` in dtype `out_type`.
py::Ref ragged_shape(const py::Ref& rt, const py::Ref& out_type);
/// The DynamicRaggedShape class (tf.experimental.DynamicRaggedShape).
py::Ref dynamic_ragged_shape_class();
/// The module's "zeros", "ones", "fill" or "reshape" over a DynamicRaggedShape: a RaggedTensor
/// with its row partitions (args as those functions take them).
py::Ref shape_op(const std::string& name, const std::vector<py::Ref>& args);

}  // namespace tfplay::tf::ragged
