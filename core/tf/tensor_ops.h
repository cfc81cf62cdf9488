// Python operators on tf.Tensor, and the math_ops wrappers they share with tf.add, tf.divide,
// tf.matmul, ... Each follows the code path of TF 2.20's Python (math_ops.py, tensor.py), so
// dtype conversions, node names and error texts come out as TF's.
#pragma once

#include <string>

#include "core/python/object.h"

namespace tfplay::tf {

/// Adds + - * / // % ** @ comparisons, unary operators, bool/int/float/format, indexing and
/// iteration to tf.Tensor. Idempotent per process.
void install_tensor_operators();

/// x / y with TF's true-division rules: integer inputs are cast to float64 (float32 for 8- and
/// 16-bit ints) before RealDiv (math_ops._truediv_python3). `name` is the wrapper's Python
/// name argument (nullptr for None).
py::Ref truediv(const py::Ref& x, const py::Ref& y, const py::Ref& name = nullptr);
/// math_ops.div_no_nan (tf.math.divide_no_nan): x / y, 0 where y == 0 (DivNoNan), ints as truediv.
py::Ref div_no_nan(const py::Ref& x, const py::Ref& y, const py::Ref& name = nullptr);
/// math_ops.multiply_no_nan: x * y, 0 where y == 0 (MulNoNan); x and y of one float dtype.
py::Ref multiply_no_nan(const py::Ref& x, const py::Ref& y, const py::Ref& name = nullptr);

/// math_ops.add: x converted first, y with x's dtype as a hint; Add for strings, else AddV2.
py::Ref math_add(const py::Ref& x, const py::Ref& y, const py::Ref& name = nullptr);
/// math_ops.matmul (MatMul for rank-2 inputs, BatchMatMulV2 otherwise).
/// `adjoint_*` (complex matrices: the conjugate transpose) may be set only where `transpose_*` is not.
py::Ref math_matmul(const py::Ref& a, const py::Ref& b, bool transpose_a, bool transpose_b, const py::Ref& name = nullptr,
                    bool adjoint_a = false, bool adjoint_b = false);
/// math_ops.floordiv: `with name_scope(name, "floordiv")` around FloorDiv.
py::Ref math_floordiv(const py::Ref& x, const py::Ref& y, const py::Ref& name = nullptr);
/// math_ops.pow: `with name_scope(name, "Pow")` around Pow.
py::Ref math_pow(const py::Ref& x, const py::Ref& y, const py::Ref& name = nullptr);

/// tf.boolean_mask(tensor, mask, axis) (array_ops.boolean_mask: Reshape, Where, Squeeze,
/// GatherV2 under name scope "boolean_mask"). ValueError for a scalar or rank-unknown mask or a
/// mask whose shape does not match the tensor's dimensions from `axis` on.
py::Ref boolean_mask(const py::Ref& tensor, const py::Ref& mask, const py::Ref& name = nullptr, int64_t axis = 0);

/// The StridedSlice arguments of a slice, kept to assign through it (array_ops.strided_slice's
/// `var` closure: `v[1:3].assign(...)` is a ResourceStridedSliceAssign with the same arguments).
struct SliceAssignSpec {
  py::Ref begin, end, strides;  ///< null when the key was no strided slice (a boolean mask)
  int64_t begin_mask = 0, end_mask = 0, ellipsis_mask = 0, new_axis_mask = 0, shrink_axis_mask = 0;
  std::string parent_name;  ///< the slice's name scope, "strided_slice/"
};

/// Tensor.__getitem__ (array_ops._slice_helper): StridedSlice with TF's masks, names and errors.
/// With `spec`, also records what a sliced variable's `.assign` needs.
py::Ref tensor_getitem(const py::Ref& tensor, const py::Ref& key, SliceAssignSpec* spec = nullptr);

}  // namespace tfplay::tf
