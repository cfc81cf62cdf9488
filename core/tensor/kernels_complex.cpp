// Complex kernels (kernels_complex.h). Element-wise ops use std::complex arithmetic, as TF's
// Eigen kernels do; reductions and products are computed from the real kernels on the parts.
#include "core/tensor/kernels_complex.h"

#include <cmath>
#include <complex>
#include <limits>

#include "core/tensor/broadcast.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/tensor_shape.h"

namespace tfplay::tensor {

namespace {

[[noreturn]] void unsupported(const std::string& what, DType dt) {
  throw OpError(OpError::Code::TfplayUnsupported,
                "tfplay does not support " + what + " on " + std::string(name(dt)) + " tensors");
}

// One part (real or imaginary) of every element, as a real tensor.
/// `f(element)` for each element of complex `x`: a tensor of its real dtype (float or double).
template <class F>
Tensor map_to_real(const Tensor& x, F f) {
  Tensor out = Tensor::uninitialized(real_dtype(x.dtype()), x.shape());
  visit_complex(x.dtype(), [&](auto tag) {
    using C = typename decltype(tag)::type;
    using R = typename C::value_type;
    const C* in = x.data<C>();
    R* o = out.mutable_data<R>();
    for (int64_t i = 0; i < x.num_elements(); ++i) o[i] = f(in[i]);
  });
  return out;
}

Tensor part(const Tensor& x, bool imag) {
  return map_to_real(x, [imag](auto v) { return imag ? v.imag() : v.real(); });
}

// Complex elements from parts of one shape and float dtype.
Tensor join(const Tensor& re, const Tensor& im) {
  Tensor out = Tensor::uninitialized(complex_of(re.dtype()), re.shape());
  visit_complex(out.dtype(), [&](auto tag) {
    using C = typename decltype(tag)::type;
    using R = typename C::value_type;
    const R* r = re.data<R>();
    const R* m = im.data<R>();
    C* o = out.mutable_data<C>();
    for (int64_t i = 0; i < out.num_elements(); ++i) o[i] = C(r[i], m[i]);
  });
  return out;
}

// Eigen's complex_sqrt (the principal root by the numerically stable formulas), which TF's Sqrt
// uses: the C++ libraries differ (libc++ goes through polar form, so sqrt(-4) has a real part of
// -8.7e-08 in float), Eigen's gives exact roots where they exist.
template <typename C> C complex_sqrt(C z) {
  using R = typename C::value_type;
  const R x = z.real(), y = z.imag();
  const R w = std::sqrt(R(0.5) * (std::abs(x) + std::hypot(x, y)));
  if (std::isinf(y)) return C(std::numeric_limits<R>::infinity(), y);
  if (x == R(0)) return C(w, y < R(0) ? -w : w);
  if (x > R(0)) return C(w, y / (2 * w));
  return C(std::abs(y) / (2 * w), y < R(0) ? -w : w);
}

template <typename C, typename F> Tensor map_complex(const Tensor& x, F&& f) {
  Tensor out = Tensor::uninitialized(x.dtype(), x.shape());
  const C* in = x.data<C>();
  C* o = out.mutable_data<C>();
  for (int64_t i = 0; i < x.num_elements(); ++i) o[i] = f(in[i]);
  return out;
}

// The twiddles exp(sign * 2 pi i k / n), k = 0..n-1: exact at the quarter turns, elsewhere
// computed in long double and rounded once (cos(2 pi / 3) is exactly -0.5), and w[n - k] the
// exact conjugate of w[k]. With the symmetric sum of dft_line, the roots of unity cancel as
// the butterflies of NumPy's (pocketfft) and TF's (DUCC) FFTs make them cancel: a constant
// signal's other bins are exact zeros, not 1e-16.
std::vector<std::complex<double>> twiddles(int64_t n, bool inverse) {
  std::vector<std::complex<double>> w(static_cast<size_t>(n));
  const long double two_pi = 6.283185307179586476925286766559005768L;
  for (int64_t k = 0; 2 * k <= n; ++k) {
    std::complex<double> v;
    if ((4 * k) % n == 0) {
      static const std::complex<double> quarter[3] = {{1, 0}, {0, -1}, {-1, 0}};
      v = quarter[(4 * k) / n];
    } else {
      const long double angle = -two_pi * static_cast<long double>(k) / static_cast<long double>(n);
      v = {static_cast<double>(std::cos(angle)), static_cast<double>(std::sin(angle))};
    }
    if (inverse) v = std::conj(v);
    w[static_cast<size_t>(k)] = v;
    if (k > 0) w[static_cast<size_t>(n - k)] = std::conj(v);
  }
  return w;
}

// In-place DFT of `n` strided points of buf (double precision), with w = twiddles(n, ...). The
// terms j and n - j are added together first, as a butterfly pairs them.
void dft_line(std::complex<double>* buf, int64_t n, int64_t stride, const std::vector<std::complex<double>>& w) {
  if (n <= 1) return;
  std::vector<std::complex<double>> in(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) in[i] = buf[i * stride];
  for (int64_t k = 0; k < n; ++k) {
    std::complex<double> acc = in[0];
    for (int64_t j = 1; 2 * j < n; ++j) acc += in[j] * w[(k * j) % n] + in[n - j] * w[(k * (n - j)) % n];
    if (n % 2 == 0) acc += in[n / 2] * w[(k * (n / 2)) % n];
    buf[k * stride] = acc;
  }
}

// DFT over the innermost `rank` dims of a row-major double buffer of shape `shape`.
void dft_inner(std::vector<std::complex<double>>& data, const Shape& shape, int rank, bool inverse) {
  const int full = static_cast<int>(shape.size());
  const std::vector<int64_t> strides = row_major_strides(shape);
  const int64_t total = static_cast<int64_t>(data.size());
  for (int d = full - rank; d < full; ++d) {
    const int64_t n = shape[d], stride = strides[d];
    if (n <= 1 || total == 0) continue;
    const std::vector<std::complex<double>> w = twiddles(n, inverse);
    // Every line along d starts at an index whose coordinate d is 0.
    for (int64_t start = 0; start < total; ++start) {
      if ((start / stride) % n != 0) continue;
      dft_line(data.data() + start, n, stride, w);
    }
    if (inverse) {
      for (auto& v : data) v /= static_cast<double>(n);
    }
  }
}

std::vector<std::complex<double>> to_double(const Tensor& x) {
  std::vector<std::complex<double>> out(static_cast<size_t>(x.num_elements()));
  visit_complex(x.dtype(), [&](auto tag) {
    using C = typename decltype(tag)::type;
    const C* in = x.data<C>();
    for (size_t i = 0; i < out.size(); ++i) out[i] = {static_cast<double>(in[i].real()), static_cast<double>(in[i].imag())};
  });
  return out;
}

Tensor from_double(const std::vector<std::complex<double>>& v, DType dt, Shape shape) {
  Tensor out = Tensor::uninitialized(dt, std::move(shape));
  visit_complex(dt, [&](auto tag) {
    using C = typename decltype(tag)::type;
    using R = typename C::value_type;
    C* o = out.mutable_data<C>();
    for (size_t i = 0; i < v.size(); ++i) o[i] = C(static_cast<R>(v[i].real()), static_cast<R>(v[i].imag()));
  });
  return out;
}

// Copies x (complex, as doubles) into a buffer whose innermost dims are `sizes`: cropped or
// zero-padded (TF crops inside the kernel and the Python wrapper pads).
std::vector<std::complex<double>> fit_inner(const std::vector<std::complex<double>>& in, const Shape& in_shape,
                                            const Shape& out_shape) {
  std::vector<std::complex<double>> out(static_cast<size_t>(num_elements_of(out_shape)));
  const int rank = static_cast<int>(in_shape.size());
  const std::vector<int64_t> in_strides = row_major_strides(in_shape);
  const std::vector<int64_t> out_strides = row_major_strides(out_shape);
  for (size_t o = 0; o < out.size(); ++o) {
    int64_t rem = static_cast<int64_t>(o), src = 0;
    bool inside = true;
    for (int d = 0; d < rank; ++d) {
      const int64_t c = rem / out_strides[d];
      rem %= out_strides[d];
      if (c >= in_shape[d]) inside = false;
      src += c * in_strides[d];
    }
    if (inside) out[o] = in[static_cast<size_t>(src)];
  }
  return out;
}

// fft_ops.cc FFTBase::Compute's checks.
void check_fft_rank(const Tensor& x, int rank) {
  if (x.rank() < rank) {
    throw invalid_argument("Input must have rank of at least " + std::to_string(rank) + " but got: " +
                           shape_debug_string(x.shape()));
  }
}

void check_real_fft_lengths(const Tensor& x, const std::vector<int64_t>& fft_length, bool forward) {
  const int rank = static_cast<int>(fft_length.size());
  check_fft_rank(x, rank);
  for (int i = 0; i < rank; ++i) {
    if (fft_length[i] < 0) {
      throw invalid_argument("fft_length[" + std::to_string(i) + "] must >= 0, but got: " + std::to_string(fft_length[i]));
    }
    const bool inner_most = i == rank - 1;
    const int64_t min_len = !forward && inner_most ? fft_length[i] / 2 + 1 : fft_length[i];
    const int64_t index = x.rank() - rank + i;
    const int64_t have = x.shape()[index];
    if (have != 0 && have < min_len) {
      throw invalid_argument("Input dimension " + std::to_string(index) + " must have length of at least " +
                             std::to_string(min_len) + " but got: " + std::to_string(have));
    }
  }
}

}  // namespace

Tensor real_part(const Tensor& x) { return is_complex(x.dtype()) ? part(x, false) : x; }

Tensor imag_part(const Tensor& x) {
  if (is_complex(x.dtype())) return part(x, true);
  return Tensor::zeros(x.dtype(), x.shape());
}

Tensor make_complex(const Tensor& real, const Tensor& imag) {
  const BroadcastPlan plan = plan_broadcast(real.shape(), imag.shape());
  Tensor out = Tensor::uninitialized(complex_of(real.dtype()), plan.out_shape);
  visit_complex(out.dtype(), [&](auto tag) {
    using C = typename decltype(tag)::type;
    using R = typename C::value_type;
    const R* r = real.data<R>();
    const R* m = imag.data<R>();
    C* o = out.mutable_data<C>();
    for_each_broadcast(plan, [&](int64_t oi, int64_t xi, int64_t yi) { o[oi] = C(r[xi], m[yi]); });
  });
  return out;
}

Tensor conj(const Tensor& x) {
  if (!is_complex(x.dtype())) return x;
  return visit_complex(x.dtype(), [&](auto tag) {
    using C = typename decltype(tag)::type;
    return map_complex<C>(x, [](C v) { return std::conj(v); });
  });
}

Tensor complex_abs(const Tensor& x) {
  // |a + bj| rounded correctly (TF 2.20's ComplexAbs gives 7.907591289387685 for -4.2 + 6.7j,
  // the ragged_abs docstring's value, where this C library's hypot is one ulp above): the sum of
  // squares in long double, whose extra bits keep the rounding of sqrt exact here.
  return map_to_real(x, [](auto v) {
    using R = decltype(v.real());
    const long double re = v.real(), im = v.imag();
    return static_cast<R>(std::sqrt(re * re + im * im));
  });
}

Tensor complex_angle(const Tensor& x) {
  return map_to_real(x, [](auto v) { return std::atan2(v.imag(), v.real()); });
}

Tensor complex_binary(BinaryOp op, const Tensor& x, const Tensor& y) {
  const BroadcastPlan plan = plan_broadcast(x.shape(), y.shape());
  if (op == BinaryOp::Equal || op == BinaryOp::NotEqual) {
    Tensor out = Tensor::uninitialized(DType::Bool, plan.out_shape);
    visit_complex(x.dtype(), [&](auto tag) {
      using C = typename decltype(tag)::type;
      const C* a = x.data<C>();
      const C* b = y.data<C>();
      bool* o = out.mutable_data<bool>();
      const bool eq = op == BinaryOp::Equal;
      for_each_broadcast(plan, [&](int64_t oi, int64_t xi, int64_t yi) { o[oi] = (a[xi] == b[yi]) == eq; });
    });
    return out;
  }
  Tensor out = Tensor::uninitialized(x.dtype(), plan.out_shape);
  visit_complex(x.dtype(), [&](auto tag) {
    using C = typename decltype(tag)::type;
    const C* a = x.data<C>();
    const C* b = y.data<C>();
    C* o = out.mutable_data<C>();
    auto run = [&](auto f) {
      for_each_broadcast(plan, [&](int64_t oi, int64_t xi, int64_t yi) { o[oi] = f(a[xi], b[yi]); });
    };
    switch (op) {
      case BinaryOp::Add: run([](C p, C q) { return p + q; }); break;
      case BinaryOp::Sub: run([](C p, C q) { return p - q; }); break;
      case BinaryOp::Mul: run([](C p, C q) { return p * q; }); break;
      case BinaryOp::RealDiv:
      case BinaryOp::Div: run([](C p, C q) { return p / q; }); break;
      case BinaryOp::Pow: run([](C p, C q) { return std::pow(p, q); }); break;
      case BinaryOp::DivNoNan: run([](C p, C q) { return q == C(0) ? C(0) : p / q; }); break;
      case BinaryOp::SquaredDifference:
        run([](C p, C q) {
          const C d = p - q;
          return d * std::conj(d);
        });
        break;
      default: unsupported("this binary operation", x.dtype());
    }
  });
  return out;
}

Tensor complex_unary(UnaryOp op, const Tensor& x) {
  return visit_complex(x.dtype(), [&](auto tag) -> Tensor {
    using C = typename decltype(tag)::type;
    using R = typename C::value_type;
    switch (op) {
      case UnaryOp::Neg: return map_complex<C>(x, [](C v) { return -v; });
      case UnaryOp::Square: return map_complex<C>(x, [](C v) { return v * v; });
      case UnaryOp::Sqrt: return map_complex<C>(x, [](C v) { return complex_sqrt(v); });
      case UnaryOp::Rsqrt: return map_complex<C>(x, [](C v) { return C(1) / complex_sqrt(v); });
      case UnaryOp::Reciprocal: return map_complex<C>(x, [](C v) { return C(1) / v; });
      case UnaryOp::Exp: return map_complex<C>(x, [](C v) { return std::exp(v); });
      case UnaryOp::Expm1: return map_complex<C>(x, [](C v) { return std::exp(v) - C(1); });
      case UnaryOp::Log: return map_complex<C>(x, [](C v) { return std::log(v); });
      case UnaryOp::Log1p: return map_complex<C>(x, [](C v) { return std::log(C(1) + v); });
      case UnaryOp::Sin: return map_complex<C>(x, [](C v) { return std::sin(v); });
      case UnaryOp::Cos: return map_complex<C>(x, [](C v) { return std::cos(v); });
      case UnaryOp::Tan: return map_complex<C>(x, [](C v) { return std::tan(v); });
      case UnaryOp::Sinh: return map_complex<C>(x, [](C v) { return std::sinh(v); });
      case UnaryOp::Cosh: return map_complex<C>(x, [](C v) { return std::cosh(v); });
      case UnaryOp::Tanh: return map_complex<C>(x, [](C v) { return std::tanh(v); });
      case UnaryOp::Sign:
        return map_complex<C>(x, [](C v) {
          const R a = std::abs(v);
          return a == R(0) ? C(0) : v / a;
        });
      default: unsupported("this operation", x.dtype());
    }
  });
}

Tensor complex_cast(const Tensor& x, DType to) {
  const DType from = x.dtype();
  if (from == to) return x;
  if (from == DType::String || to == DType::String) {
    throw OpError(OpError::Code::Unimplemented, "Cast " + std::string(runtime_name(from)) + " to " +
                                                    std::string(runtime_name(to)) + " is not supported");
  }
  if (is_complex(from) && is_complex(to)) return join(cast(part(x, false), real_dtype(to)), cast(part(x, true), real_dtype(to)));
  // cast_op.h scalar_cast_op<std::complex<From>, To>: static_cast<To>(a.real()), bool included.
  if (is_complex(from)) return cast(part(x, false), to);
  const DType r = real_dtype(to);
  const Tensor re = cast(x, r);
  return join(re, Tensor::zeros(r, x.shape()));
}

Tensor complex_reduce(ReduceOp op, const Tensor& x, const std::vector<int64_t>& axes, bool keep_dims) {
  if (op != ReduceOp::Sum && op != ReduceOp::Mean) unsupported("this reduction", x.dtype());
  return join(reduce(op, part(x, false), axes, keep_dims), reduce(op, part(x, true), axes, keep_dims));
}

Tensor complex_matmul(const Tensor& a, const Tensor& b, bool t_a, bool t_b, bool conj_a, bool conj_b, bool batch) {
  auto mm = [&](const Tensor& p, const Tensor& q) {
    return batch ? batch_matmul(p, q, t_a, t_b) : matmul(p, q, t_a, t_b);
  };
  const Tensor ar = part(a, false), br = part(b, false);
  Tensor ai = part(a, true), bi = part(b, true);
  if (conj_a) ai = unary_op(UnaryOp::Neg, ai);
  if (conj_b) bi = unary_op(UnaryOp::Neg, bi);
  // (ar + i ai)(br + i bi) = (ar br - ai bi) + i (ar bi + ai br)
  const Tensor re = binary_op(BinaryOp::Sub, mm(ar, br), mm(ai, bi));
  const Tensor im = binary_op(BinaryOp::Add, mm(ar, bi), mm(ai, br));
  return join(re, im);
}

Tensor fft(const Tensor& x, int rank, bool inverse) {
  check_fft_rank(x, rank);
  std::vector<std::complex<double>> data = to_double(x);
  dft_inner(data, x.shape(), rank, inverse);
  return from_double(data, x.dtype(), x.shape());
}

Tensor rfft(const Tensor& x, const std::vector<int64_t>& fft_length) {
  check_real_fft_lengths(x, fft_length, true);
  const int rank = static_cast<int>(fft_length.size());
  Shape padded = x.shape();
  for (int i = 0; i < rank; ++i) padded[padded.size() - rank + i] = fft_length[i];
  const DType cdt = complex_of(x.dtype());
  std::vector<std::complex<double>> data = fit_inner(to_double(complex_cast(x, cdt)), x.shape(), padded);
  dft_inner(data, padded, rank, false);
  Shape out_shape = padded;
  if (rank > 0 && fft_length.back() != 0) out_shape.back() = fft_length.back() / 2 + 1;
  return from_double(fit_inner(data, padded, out_shape), cdt, out_shape);
}

Tensor irfft(const Tensor& x, const std::vector<int64_t>& fft_length) {
  check_real_fft_lengths(x, fft_length, false);
  const int rank = static_cast<int>(fft_length.size());
  Shape half = x.shape();
  for (int i = 0; i < rank; ++i) half[half.size() - rank + i] = fft_length[i];
  if (rank > 0) half.back() = fft_length.back() / 2 + 1;
  std::vector<std::complex<double>> h = fit_inner(to_double(x), x.shape(), half);
  Shape full = half;
  if (rank > 0) full.back() = fft_length.back();
  // Rebuild the Hermitian-symmetric full spectrum over the last dim, X[n-k] = conj(X[k]) (with
  // the other transformed dims reflected), then take the complex inverse and keep the real parts.
  std::vector<std::complex<double>> data(static_cast<size_t>(num_elements_of(full)));
  const int nd = static_cast<int>(full.size());
  const std::vector<int64_t> fs = row_major_strides(full), hs = row_major_strides(half);
  for (size_t o = 0; o < data.size(); ++o) {
    int64_t rem = static_cast<int64_t>(o), src = 0;
    bool mirrored = false;
    std::vector<int64_t> coord(static_cast<size_t>(nd));
    for (int d = 0; d < nd; ++d) {
      coord[d] = rem / fs[d];
      rem %= fs[d];
    }
    if (rank > 0 && coord[nd - 1] >= half.back()) {
      mirrored = true;
      coord[nd - 1] = full.back() - coord[nd - 1];
      for (int d = nd - rank; d < nd - 1; ++d) coord[d] = (full[d] - coord[d]) % full[d];
    }
    for (int d = 0; d < nd; ++d) src += coord[d] * hs[d];
    data[o] = mirrored ? std::conj(h[static_cast<size_t>(src)]) : h[static_cast<size_t>(src)];
  }
  dft_inner(data, full, rank, true);
  Tensor out = Tensor::uninitialized(real_dtype(x.dtype()), full);
  visit_complex(x.dtype(), [&](auto tag) {
    using C = typename decltype(tag)::type;
    using R = typename C::value_type;
    R* o = out.mutable_data<R>();
    for (size_t i = 0; i < data.size(); ++i) o[i] = static_cast<R>(data[i].real());
  });
  return out;
}

}  // namespace tfplay::tensor
