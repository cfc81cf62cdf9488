// Gradients of the complex-number ops (TF: tensorflow/python/ops/math_grad.py _RealGrad,
// _ImagGrad, _ComplexGrad, _ConjGrad, _ComplexAbsGrad, _AngleGrad).
#include "core/function/tensor_object.h"
#include "core/tf/gradient_registry.h"

namespace tfplay::tf::grad {

using py::Ref;
using tensor::DType;
using Grads = std::vector<Ref>;

namespace {

// math_ops.complex(real, imag) on two tensors of one float dtype.
Ref make_complex(const Ref& re, const Ref& im) {
  return gen("Complex", {re, im}, {{"Tout", tensor::complex_of(dtype(re))}});
}

}  // namespace

void register_complex_gradients() {
  // _RealGrad / _ImagGrad: the gradient becomes the real (imaginary) part of a complex one.
  register_gradient("Real", +[](const OpRecord&, const Grads& g) {
    return Grads{make_complex(g[0], scalar(0, dtype(g[0])))};
  });
  register_gradient("Imag", +[](const OpRecord&, const Grads& g) {
    return Grads{make_complex(scalar(0, dtype(g[0])), g[0])};
  });
  // _ComplexGrad: the real and imaginary parts, reduced over broadcast axes.
  register_gradient("Complex", +[](const OpRecord& op, const Grads& g) {
    const DType r = tensor::real_dtype(dtype(g[0]));
    Ref gx = gen("Real", {g[0]}, {{"Tout", r}});
    Ref gy = gen("Imag", {g[0]}, {{"Tout", r}});
    auto [rx, ry] = reduce_gradient_args(op.inputs[0], op.inputs[1], gx, gy);
    return Grads{rx, ry};
  });
  register_gradient("Conj", +[](const OpRecord&, const Grads& g) { return Grads{gen("Conj", {g[0]})}; });
  // _ComplexAbsGrad: div_no_nan(complex(grad, 0) * x, complex(|x|, 0)).
  register_gradient("ComplexAbs", +[](const OpRecord& op, const Grads& g) {
    Ref c = make_complex(g[0], gen("ZerosLike", {g[0]}));
    Ref abs = make_complex(op.outputs[0], gen("ZerosLike", {op.outputs[0]}));
    return Grads{gen("DivNoNan", {gen("Mul", {c, op.inputs[0]}), abs})};
  });
  // _AngleGrad: -complex(grad, 0) * reciprocal(complex(imag(x), real(x))).
  register_gradient("Angle", +[](const OpRecord& op, const Grads& g) {
    const DType r = dtype(g[0]);
    Ref re = gen("Real", {op.inputs[0]}, {{"Tout", r}});
    Ref im = gen("Imag", {op.inputs[0]}, {{"Tout", r}});
    Ref z = gen("Reciprocal", {make_complex(im, re)});
    Ref c = make_complex(g[0], scalar(0, r));
    return Grads{gen("Mul", {gen("Neg", {c}), z})};
  });
}

}  // namespace tfplay::tf::grad
