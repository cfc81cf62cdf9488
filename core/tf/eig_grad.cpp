// The gradient of Eig (TF: tensorflow/python/ops/linalg_grad.py _EigGrad, after Boeddeker et
// al., eq. 4.77), in the complex eigen decomposition's dtype, cast back to the input's (its real
// part for a real input, as math_ops.cast does), for matrices of known rank.
#include "core/function/tensor_object.h"
#include "core/python/runtime.h"
#include "core/tf/gradient_registry.h"
#include "core/tf/op_dispatch.h"
#include "core/tf/op_scope.h"

namespace tfplay::tf::grad {

void register_eig_gradients();

namespace {

using py::Ref;
using tensor::DType;
using Grads = std::vector<Ref>;

int rank_of(const Ref& x) {
  const auto r = static_shape(x).rank();
  if (!r) py::raise(py::E().NotImplementedError, "tfplay's gradient of Eig needs matrices of known rank");
  return *r;
}

// math_ops.matmul of two complex matrices (MatMul) or batches of them (BatchMatMulV2).
Ref matmul(const Ref& a, const Ref& b) {
  if (rank_of(a) == 2 && rank_of(b) == 2) return gen("MatMul", {a, b});
  return gen("BatchMatMulV2", {a, b});
}

// _linalg.adjoint: the last two axes swapped, conjugated.
Ref adjoint(const Ref& x) { return gen("Conj", {swap_last_two_axes(x, rank_of(x))}); }

// _SafeReciprocal(x): x / (x^2 + 1e-20).
Ref safe_reciprocal(const Ref& x) {
  Ref square = mul(x, x);
  return mul(x, gen("Reciprocal", {add(square, scalar(1e-20, dtype(x)))}));
}

// math_ops.cast(x, dt): a complex value cast to a real dtype keeps its real part.
Ref cast_to(const Ref& x, DType dt) {
  if (dtype(x) == dt) return x;
  if (tensor::is_complex(dtype(x)) && !tensor::is_complex(dt)) {
    Ref re = gen("Real", {x}, {{"Tout", dt == DType::Float64 ? DType::Float64 : DType::Float32}});
    return dtype(re) == dt ? re : gen("Cast", {re}, {{"DstT", dt}});
  }
  return gen("Cast", {x}, {{"DstT", dt}});
}

Grads eig_grad(const OpRecord& op, const Grads& g) {
  const Ref& e = op.outputs[0];
  Ref grad_e = g[0] ? g[0] : zeros_like(e);
  Ref grad_a;
  if (std::get<bool>(op.attrs.at("compute_v"))) {
    const Ref& v = op.outputs[1];
    Ref grad_v = g[1] ? g[1] : zeros_like(v);
    Ref vt = adjoint(v);
    Ref diff = sub(gen("ExpandDims", {e, scalar(-2, DType::Int32)}), gen("ExpandDims", {e, scalar(-1, DType::Int32)}));
    Ref f = gen("Conj", {matrix_set_diag(safe_reciprocal(diff), zeros_like(e))});
    Ref vgv = matmul(vt, grad_v);
    Ref mid = matrix_diag(grad_e);
    Ref real_part = gen("Real", {vgv}, {{"Tout", dtype(vgv) == DType::Complex128 ? DType::Float64 : DType::Float32}});
    Ref diag_grad_part = matrix_diag(matrix_diag_part(gen("Cast", {real_part}, {{"DstT", dtype(vgv)}})));
    mid = add(mid, mul(f, sub(vgv, matmul(matmul(vt, v), diag_grad_part))));
    grad_a = gen("MatrixSolve", {vt, matmul(mid, vt)}, {{"adjoint", false}});
  } else {
    Ref v = run_op("Eig", {op.inputs[0]}, {{"compute_v", true}, {"Tout", dtype(e)}}).at(1);
    Ref vt = adjoint(v);
    grad_a = gen("MatrixSolve", {vt, matmul(matrix_diag(grad_e), vt)}, {{"adjoint", false}});
  }
  return {cast_to(grad_a, dtype(op.inputs[0]))};
}

}  // namespace

void register_eig_gradients() { register_gradient("Eig", eig_grad); }

}  // namespace tfplay::tf::grad
