// The gradient of TridiagonalSolve (TF: tensorflow/python/ops/linalg_grad.py
// _TridiagonalSolveGrad, _TransposeTridiagonalMatrix, _MatmulExtractingThreeDiagonals), built op
// for op as TF builds it, for diagonals and right-hand sides of known shapes.
#include "core/function/tensor_object.h"
#include "core/python/runtime.h"
#include "core/tensor/tensor.h"
#include "core/tf/gradient_registry.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/op_scope.h"
#include "core/tf/tensor_ops.h"

namespace tfplay::tf::grad {

void register_tridiagonal_gradients();

namespace {

using py::Ref;
using tensor::DType;
using Grads = std::vector<Ref>;

Ref slice(int64_t begin, std::optional<int64_t> end) {
  return py::make_object<py::SliceObject>(py::T().slice, py::Int(begin), end ? py::Int(*end) : py::None(), py::None());
}
Ref all() { return py::make_object<py::SliceObject>(py::T().slice, py::None(), py::None(), py::None()); }

// x[key...] through the Tensor.__getitem__ TF's gradient uses.
Ref item(const Ref& x, std::vector<Ref> key) { return tensor_getitem(x, py::Tuple(std::move(key))); }

// array_ops.zeros(dims, dtype) of a known shape.
Ref zeros(std::vector<int64_t> dims, DType dt) { return constant_tensor(tensor::Tensor::zeros(dt, dims), "zeros"); }

// The static shape of `x` without its last `drop` dimensions; NotImplementedError when it is not
// fully known (TF pads instead of concatenating then, with the same values).
std::vector<int64_t> leading_dims(const Ref& x, int drop) {
  const tensor::TensorShape& s = static_shape(x);
  if (!s.is_fully_defined())
    py::raise(py::E().NotImplementedError, "tfplay's gradient of TridiagonalSolve needs diagonals and right-hand sides of known shape");
  std::vector<int64_t> dims = s.concrete();
  dims.resize(dims.size() - static_cast<std::size_t>(drop));
  return dims;
}

Ref concat(const Ref& a, const Ref& b, int axis) {
  return apply_op1("ConcatV2", {py::List({a, b}), py::Int(axis)}, {}, py::Str("concat"));
}
Ref stack3(const Ref& a, const Ref& b, const Ref& c) {
  return apply_op1("Pack", {py::List({a, b, c})}, {{"axis", int64_t{-2}}}, py::Str("stack"));
}
Ref sum_last(const Ref& x) { return reduce_sum(x, py::Int(-1), false); }

// _TransposeTridiagonalMatrix: the compact diagonals [..., 3, M] of the transposed matrix (the
// super- and subdiagonals swapped and shifted by one, zero-padded).
Ref transpose_tridiagonal(const Ref& diags) {
  Ref diag = item(diags, {py::Ellipsis(), py::Int(1), all()});
  std::vector<int64_t> dims = leading_dims(diags, 2);
  dims.push_back(1);
  Ref z = zeros(dims, dtype(diags));
  Ref superdiag = concat(item(diags, {py::Ellipsis(), py::Int(2), slice(1, std::nullopt)}), z, -1);
  Ref subdiag = concat(z, item(diags, {py::Ellipsis(), py::Int(0), slice(0, -1)}), -1);
  return stack3(superdiag, diag, subdiag);
}

// _MatmulExtractingThreeDiagonals(x, y_tr): the three diagonals of x @ y_tr^T in compact form,
// each a sum over the last axis of elementwise products.
Ref matmul_extracting_three_diagonals(const Ref& x, const Ref& y_tr) {
  Ref diag = sum_last(mul(x, y_tr));
  std::vector<int64_t> dims = leading_dims(x, 2);
  dims.push_back(1);
  dims.push_back(static_shape(x).concrete().back());
  Ref z = zeros(dims, dtype(x));
  Ref superdiag = sum_last(mul(x, concat(item(y_tr, {py::Ellipsis(), slice(1, std::nullopt), all()}), z, -2)));
  Ref subdiag = sum_last(mul(x, concat(z, item(y_tr, {py::Ellipsis(), slice(0, -1), all()}), -2)));
  return stack3(superdiag, diag, subdiag);
}

// X = A^-1 B for the tridiagonal A: grad_B solves with A^T; grad_A's three diagonals are those of
// -grad_B X^T.
Grads tridiagonal_solve_grad(const OpRecord& op, const Grads& g) {
  const Ref &diags = op.inputs[0], &x = op.outputs[0];
  Ref diags_transposed = transpose_tridiagonal(diags);
  Ref grad_rhs = gen("TridiagonalSolve", {diags_transposed, g[0]},
                     {{"partial_pivoting", op.attrs.at("partial_pivoting")}, {"perturb_singular", op.attrs.at("perturb_singular")}});
  Ref grad_diags = gen("Neg", {matmul_extracting_three_diagonals(grad_rhs, x)});
  return {grad_diags, grad_rhs};
}

}  // namespace

void register_tridiagonal_gradients() { register_gradient("TridiagonalSolve", tridiagonal_solve_grad); }

}  // namespace tfplay::tf::grad
