// The gradient registry (TF: ops.RegisterGradient / ops.NotDifferentiable and the gradient
// functions of tensorflow/python/ops/math_grad.py, array_grad.py, nn_grad.py): one function per
// op type, given the recorded op (its inputs, outputs and attrs) and the gradients of its
// outputs, returning one gradient per input (nullptr for None).
//
// Gradient functions build their ops with the op wrappers of the tf module (apply_op /
// run_op), so one function serves eager execution and tf.function graphs. The registrations
// live in math_grad.cpp, array_grad.cpp and nn_grad.cpp; the helpers below are the
// array_ops/math_ops pieces they share.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/graph/op_def.h"
#include "core/python/object.h"
#include "core/tf/gradient_tape.h"

namespace tfplay::tf::grad {

using tape::OpRecord;
using GradientFunction = std::function<std::vector<py::Ref>(const OpRecord& op, const std::vector<py::Ref>& grads)>;

/// ops.RegisterGradient(op_type).
void register_gradient(const std::string& op_type, GradientFunction fn);
/// ops.NotDifferentiable(op_type): gradients through it are None.
void not_differentiable(const std::string& op_type);
/// The gradient function of `op_type`; nullptr for a non-differentiable op. Raises
/// NotImplementedError for ops tfplay runs but cannot differentiate yet (control flow, calls,
/// indexing, ...), and TF's LookupError "gradient registry has no entry for: X"
/// (framework/registry.py) for op types tfplay does not know at all.
const GradientFunction* lookup(const std::string& op_type);

void register_math_gradients();   // math_grad.cpp
void register_complex_gradients();  // complex_grad.cpp
void register_array_gradients();  // array_grad.cpp
void register_nn_gradients();     // nn_grad.cpp
void register_function_gradients();  // function_grad.cpp: If, Case, While, PartitionedCall
void register_list_gradients();      // list_grad.cpp: the TensorList ops of graph-mode tf.TensorArray
void register_image_gradients();     // image_grad.cpp: ResizeBilinear, ResizeNearestNeighbor
void register_linalg_gradients();    // linalg_grad.cpp: MatrixInverse, MatrixDeterminant, MatrixSolve, ...

// ---- building blocks -----------------------------------------------------------------------

/// A generated op wrapper (gen_*_ops.op(...)): the op named after its type in the current scope.
py::Ref gen(const std::string& op_type, const std::vector<py::Ref>& inputs, graph::AttrMap attrs = {});
/// A Python operator on tensors (math_ops binary_op_wrapper): `a * b` is Mul in scope "mul".
py::Ref binary(const char* scope, const char* op_type, const py::Ref& a, const py::Ref& b);
/// The tensor operators gradient functions write (math_ops binary_op_wrapper): `a * b`, `a + b`
/// and `a - b` are Mul, AddV2 and Sub in scopes "mul", "add" and "sub"; `-a` is Neg.
py::Ref mul(const py::Ref& a, const py::Ref& b);
py::Ref add(const py::Ref& a, const py::Ref& b);
py::Ref sub(const py::Ref& a, const py::Ref& b);
py::Ref neg(const py::Ref& a);
/// `x` (of rank `rank`, at least 2) with its last two axes swapped: _linalg.adjoint's Transpose.
py::Ref swap_last_two_axes(const py::Ref& x, int rank);
/// A Python list of ints (converted to an int32 tensor by the wrapper that receives it).
py::Ref ints(const std::vector<int64_t>& values);
/// A scalar constant of `dtype` (constant_op.constant(v, dtype)).
py::Ref scalar(double v, tensor::DType dtype, const std::string& name = "Const");
/// array_ops.shape(x): a Const when a graph knows the whole shape, else a Shape op.
py::Ref shape(const py::Ref& x);
/// The static shape and dtype of a tensor object.
const tensor::TensorShape& static_shape(const py::Ref& x);
tensor::DType dtype(const py::Ref& x);
/// The value of `x` when known without running a graph: an eager tensor's, a Const node's.
std::optional<tensor::Tensor> constant_value(const py::Ref& x);
/// A known shape as an int32 constant (constant_op.constant(shape_tuple, dtype=int32)).
py::Ref const_shape(const tensor::TensorShape& s);
py::Ref reshape(const py::Ref& x, const py::Ref& shape);
py::Ref reduce_sum(const py::Ref& x, const py::Ref& axes, bool keepdims);
/// array_ops.zeros_like(x).
py::Ref zeros_like(const py::Ref& x);
/// The shape of `op.inputs[0]` with the reduced axes set to 1 (math_ops.reduced_shape), for a
/// reduction whose axes input is known. NotImplementedError otherwise.
py::Ref reduced_shape(const OpRecord& op);
/// math_grad._ReduceGradientArgs: sums each gradient of a broadcasting binary op over the axes
/// its input was broadcast along and reshapes it to that input's shape.
std::pair<py::Ref, py::Ref> reduce_gradient_args(const py::Ref& x, const py::Ref& y, py::Ref gx, py::Ref gy);
/// array_ops.matrix_diag / matrix_set_diag / matrix_diag_part on the main diagonal
/// (MatrixDiagV3, MatrixSetDiagV3, MatrixDiagPartV3 with align RIGHT_LEFT).
py::Ref matrix_diag(const py::Ref& d);
py::Ref matrix_set_diag(const py::Ref& m, const py::Ref& d);
py::Ref matrix_diag_part(const py::Ref& m);
/// math_grad._ShapesFullySpecifiedAndEqual.
bool shapes_fully_specified_and_equal(const py::Ref& x, const py::Ref& y, const py::Ref& grad);

}  // namespace tfplay::tf::grad
