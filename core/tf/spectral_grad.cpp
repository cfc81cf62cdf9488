// Gradients of the FFT ops, written as tensorflow/python/ops/signal/fft_ops.py writes them
// (_fft_grad, _ifft_grad, _fft2d_grad, ..., _rfft_grad_helper and _irfft_grad_helper for rank 1
// and 2; TF registers none for RFFT3D/IRFFT3D), through the same tf.* wrappers (tf_call).
#include <cmath>

#include "core/function/tensor_object.h"
#include "core/python/complex_object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/gradient_registry.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf::grad {

using py::Ref;
using tensor::DType;
using Grads = std::vector<Ref>;

namespace {

constexpr double kPi = 3.14159265358979323846;

Ref dtype_obj(DType d) { return function::dtype_object(d); }
DType real_part_dtype(DType complex) { return complex == DType::Complex128 ? DType::Float64 : DType::Float32; }
DType complex_dtype(DType real) { return real == DType::Float64 ? DType::Complex128 : DType::Complex64; }
Ref mul(const Ref& a, const Ref& b) { return py::binary_op(py::ast::BinOpKind::Mult, a, b); }
Ref add(const Ref& a, const Ref& b) { return py::binary_op(py::ast::BinOpKind::Add, a, b); }
Ref sub(const Ref& a, const Ref& b) { return py::binary_op(py::ast::BinOpKind::Sub, a, b); }
Ref mod(const Ref& a, const Ref& b) { return py::binary_op(py::ast::BinOpKind::Mod, a, b); }
Ref slice(const Ref& start, const Ref& stop) { return py::make_object<py::SliceObject>(py::T().slice, start, stop, py::None()); }
// x[..., start:stop]
Ref last_axis_slice(const Ref& x, const Ref& start, const Ref& stop) {
  return py::getitem(x, py::Tuple({py::Ellipsis(), slice(start, stop)}));
}

// _fft_size_for_grad: reduce_prod(shape(grad)[-rank:]).
Ref fft_size(const Ref& x, int rank) {
  return tf_call("math.reduce_prod", {py::getitem(tf_call("shape", {x}), slice(py::Int(-rank), py::None()))});
}

const char* const kForward[] = {"signal.fft", "signal.fft2d", "signal.fft3d"};
const char* const kInverse[] = {"signal.ifft", "signal.ifft2d", "signal.ifft3d"};

// FFT: ifft(grad) * size.
GradientFunction fft_grad(int rank) {
  return [rank](const OpRecord&, const Grads& g) {
    Ref size = tf_call("cast", {fft_size(g[0], rank), dtype_obj(dtype(g[0]))});
    return Grads{mul(tf_call(kInverse[rank - 1], {g[0]}), size)};
  };
}

// IFFT: fft(grad) / size.
GradientFunction ifft_grad(int rank) {
  return [rank](const OpRecord&, const Grads& g) {
    Ref n = tf_call("cast", {fft_size(g[0], rank), dtype_obj(real_part_dtype(dtype(g[0])))});
    Ref rsize = tf_call("cast", {py::binary_op(py::ast::BinOpKind::Div, py::Float(1.0), n), dtype_obj(dtype(g[0]))});
    return Grads{mul(tf_call(kForward[rank - 1], {g[0]}), rsize)};
  };
}

// _rfft_grad_helper: half of (irfft(grad) * input size + the real part of the terms Hermitian
// symmetry dropped: the DC term, and for an even length the Nyquist term times [1, -1, ...]).
GradientFunction rfft_grad(int rank) {
  return [rank](const OpRecord& op, const Grads& g) {
    const Ref& grad = g[0];
    const Ref& fft_length = op.inputs[1];
    const DType cdt = dtype(grad);
    const DType rdt = real_part_dtype(cdt);
    Ref input_shape = tf_call("shape", {op.inputs[0]});
    Ref last_length = py::getitem(fft_length, py::Int(-1));
    Ref is_even = tf_call("cast", {sub(py::Int(1), mod(last_length, py::Int(2))), dtype_obj(cdt)});
    auto ymask = [&](const Ref& length) {
      return tf_call("cast", {sub(py::Int(1), mul(py::Int(2), mod(tf_call("range", {length}), py::Int(2)))), dtype_obj(cdt)});
    };
    auto tile_for_broadcasting = [&](const Ref& matrix, const Ref& t) {
      Ref ones = tf_call("ones", {py::List({sub(tf_call("rank", {t}), py::Int(2))})}, {{"dtype", dtype_obj(DType::Int32)}});
      Ref expanded = tf_call("reshape", {matrix, tf_call("concat", {py::List({ones, tf_call("shape", {matrix})}), py::Int(0)})});
      Ref outer = py::getitem(tf_call("shape", {t}), slice(py::None(), py::Int(-2)));
      return tf_call("tile", {expanded, tf_call("concat", {py::List({outer, py::List({py::Int(1), py::Int(1)})}), py::Int(0)})});
    };
    auto mask_matrix = [&](const Ref& length) {
      Ref a = tf_call("tile", {tf_call("expand_dims", {tf_call("range", {length}), py::Int(0)}), py::Tuple({length, py::Int(1)})});
      Ref b = tf_call("transpose", {a, py::List({py::Int(1), py::Int(0)})});
      Ref phase = mul(py::Complex(0, -2 * kPi), tf_call("cast", {mul(a, b), dtype_obj(cdt)}));
      return tf_call("math.exp", {py::binary_op(py::ast::BinOpKind::Div, phase, tf_call("cast", {length, dtype_obj(cdt)}))});
    };
    Ref y0 = last_axis_slice(grad, py::Int(0), py::Int(1));
    Ref ym = last_axis_slice(grad, py::Int(-1), py::None());
    Ref extra_terms;
    if (rank == 1) {
      extra_terms = add(y0, mul(mul(is_even, ym), ymask(py::getitem(input_shape, py::Int(-1)))));
    } else {
      Ref tiled_mask = tile_for_broadcasting(mask_matrix(py::getitem(input_shape, py::Int(-2))), y0);
      extra_terms = tf_call("linalg.matmul", {tiled_mask, tf_call("math.conj", {y0})});
      Ref ym_term = tf_call("linalg.matmul", {tiled_mask, tf_call("math.conj", {ym})});
      Ref inner_dim = py::getitem(input_shape, py::Int(-1));
      Ref ones = tf_call("ones", {py::List({sub(tf_call("rank", {grad}), py::Int(1))})}, {{"dtype", dtype_obj(DType::Int32)}});
      Ref tiled = tf_call("tile", {ym_term, tf_call("concat", {py::List({ones, py::List({inner_dim})}), py::Int(0)})});
      ym_term = mul(tiled, ymask(inner_dim));  // the tile's ops before the mask's
      extra_terms = add(extra_terms, mul(is_even, ym_term));
    }
    Ref input_size = tf_call("cast", {fft_size(op.inputs[0], rank), dtype_obj(rdt)});
    Ref the_irfft = tf_call(rank == 1 ? "signal.irfft" : "signal.irfft2d", {grad, fft_length});
    return Grads{mul(py::Float(0.5), add(mul(the_irfft, input_size), tf_call("math.real", {extra_terms}))), nullptr};
  };
}

// _irfft_grad_helper: rfft(grad) / size times the mask [1, 2, ..., 2, 1] (even) or [1, 2, ..., 2]
// (odd) that counts the Hermitian-symmetric components twice.
GradientFunction irfft_grad(int rank) {
  return [rank](const OpRecord& op, const Grads& g) {
    const Ref& grad = g[0];
    Ref fft_length = op.inputs[1];
    if (constant_value(fft_length)) fft_length = tf_call("get_static_value", {fft_length});
    const DType rdt = dtype(grad);
    const DType cdt = complex_dtype(rdt);
    Ref is_odd = tf_call("math.mod", {py::getitem(fft_length, py::Int(-1)), py::Int(2)});
    Ref input_last = py::getitem(tf_call("shape", {op.inputs[0]}), py::Int(-1));
    Ref twos = mul(py::Float(2.0), tf_call("ones", {py::List({add(sub(input_last, py::Int(2)), is_odd)}), dtype_obj(rdt)}));
    Ref tail = tf_call("ones", {py::List({sub(py::Int(1), is_odd)}), dtype_obj(rdt)});
    Ref mask = tf_call("concat", {py::List({py::List({py::Float(1.0)}), twos, tail}), py::Int(0)});
    Ref rsize = tf_call("math.reciprocal", {tf_call("cast", {fft_size(grad, rank), dtype_obj(rdt)})});
    Ref the_rfft = tf_call(rank == 1 ? "signal.rfft" : "signal.rfft2d", {grad, fft_length});
    return Grads{mul(the_rfft, tf_call("cast", {mul(rsize, mask), dtype_obj(cdt)})), nullptr};
  };
}

}  // namespace

void register_spectral_gradients() {
  register_gradient("FFT", fft_grad(1));
  register_gradient("FFT2D", fft_grad(2));
  register_gradient("FFT3D", fft_grad(3));
  register_gradient("IFFT", ifft_grad(1));
  register_gradient("IFFT2D", ifft_grad(2));
  register_gradient("IFFT3D", ifft_grad(3));
  register_gradient("RFFT", rfft_grad(1));
  register_gradient("RFFT2D", rfft_grad(2));
  register_gradient("IRFFT", irfft_grad(1));
  register_gradient("IRFFT2D", irfft_grad(2));
}

}  // namespace tfplay::tf::grad
