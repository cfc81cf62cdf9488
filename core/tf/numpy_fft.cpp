// numpy.fft (numpy/fft/_pocketfft.py and _helper.py of NumPy 2.x): fft/ifft/rfft/irfft along
// one axis, fft2/ifft2/fftn/ifftn/rfftn/irfftn/rfft2/irfft2 as the 1-D transforms applied axis
// by axis (_raw_fftnd), fftfreq/rfftfreq and fftshift/ifftshift. The transforms run on the
// FFT/RFFT/IRFFT kernels of tf.signal (core/tensor/kernels_complex.h) over the innermost dim,
// the axis moved there and back.
//
// Dtypes: since NumPy 2.0 ("Support for float32 and longdouble in all numpy.fft functions",
// numpy/numpy#25711) the transforms keep the input's precision: float32 -> complex64,
// float64 and integers -> complex128 (out_dtype = result_type(a.dtype, 1j)); irfft returns
// result_type(a.real.dtype, 1.0).
#include <cmath>
#include <string>
#include <vector>

#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tensor/kernels.h"
#include "core/tensor/kernels_complex.h"
#include "core/tf/call_args.h"
#include "core/tf/numpy_array.h"
#include "core/tf/numpy_module.h"
#include "core/tf/numpy_ops.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::DType;
using tensor::Shape;
using tensor::Tensor;

namespace {

enum class Norm { Backward, Ortho, Forward };

std::string norm_text(const Ref& v) { return py::str(v); }

/// The `norm` argument; an inverse transform swaps it first (_swap_direction), whose error
/// text has a space that _raw_fft's lacks.
Norm parse_norm(const Ref& v, bool forward) {
  if (!v || py::is_none(v.get())) return forward ? Norm::Backward : Norm::Forward;
  const std::string s = py::is_str(v.get()) ? py::as_str(v.get()) : "";
  Norm n;
  if (s == "backward") n = Norm::Backward;
  else if (s == "ortho") n = Norm::Ortho;
  else if (s == "forward") n = Norm::Forward;
  else if (!forward) py::raise_value_error("Invalid norm value " + norm_text(v) + "; should be \"backward\", \"ortho\" or \"forward\".");
  else py::raise_value_error("Invalid norm value " + norm_text(v) + "; should be \"backward\",\"ortho\" or \"forward\".");
  if (forward) return n;
  return n == Norm::Backward ? Norm::Forward : n == Norm::Forward ? Norm::Backward : Norm::Ortho;
}

/// The complex dtype a transform computes in: complex64 for float16/float32/complex64 input,
/// else complex128.
DType complex_dtype(DType d) {
  if (d == DType::String) py::raise_type_error("ufunc 'fft' did not contain a loop with signature matching types");
  return d == DType::Float16 || d == DType::Float32 || d == DType::Complex64 ? DType::Complex64 : DType::Complex128;
}
DType real_of(DType c) { return c == DType::Complex64 ? DType::Float32 : DType::Float64; }

/// The permutation moving `axis` last (its own inverse is computed by the caller).
std::vector<int64_t> axis_last(int rank, int64_t axis) {
  std::vector<int64_t> perm;
  for (int64_t d = 0; d < rank; ++d)
    if (d != axis) perm.push_back(d);
  perm.push_back(axis);
  return perm;
}
std::vector<int64_t> inverse_perm(const std::vector<int64_t>& p) {
  std::vector<int64_t> inv(p.size());
  for (std::size_t i = 0; i < p.size(); ++i) inv[static_cast<std::size_t>(p[i])] = static_cast<int64_t>(i);
  return inv;
}

/// The innermost dim cropped or zero-padded to `n`.
Tensor fit_last(const Tensor& x, int64_t n) {
  const int64_t have = x.shape().back();
  if (have == n) return x;
  if (have > n) {
    std::vector<int64_t> begin(x.shape().size(), 0), size(x.shape().begin(), x.shape().end());
    size.back() = n;
    return tensor::slice(x, Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(begin.size())}, begin),
                         Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(size.size())}, size));
  }
  Shape pad = x.shape();
  pad.back() = n - have;
  return tensor::concat({x, Tensor::zeros(x.dtype(), pad)}, static_cast<int64_t>(x.shape().size()) - 1);
}

enum class Kind { Fft, Ifft, Rfft, Irfft };

/// _raw_fft: one transform of `a` along `axis` with `n` points (n < 1: ValueError).
Tensor raw_fft(const Tensor& a, int64_t n, int64_t axis, Kind kind, const Ref& norm_arg) {
  if (n < 1) py::raise_value_error("Invalid number of FFT data points (" + std::to_string(n) + ") specified.");
  const bool forward = kind == Kind::Fft || kind == Kind::Rfft;
  const Norm norm = parse_norm(norm_arg, forward);
  const int rank = a.rank();
  if (axis < -rank || axis >= rank)
    py::raise(axis_error_type(), "axis " + std::to_string(axis) + " is out of bounds for array of dimension " + std::to_string(rank));
  if (axis < 0) axis += rank;
  const DType cdt = complex_dtype(a.dtype());
  const std::vector<int64_t> perm = axis_last(rank, axis);
  const Tensor x = tensor::transpose(a, perm);
  Tensor y;
  switch (kind) {
    case Kind::Fft:
    case Kind::Ifft: y = tensor::fft(fit_last(np::astype(x, cdt), n), 1, kind == Kind::Ifft); break;
    case Kind::Rfft:  // the imaginary part of a complex input is discarded
      y = tensor::rfft(fit_last(np::astype(tensor::is_complex(x.dtype()) ? tensor::real_part(x) : x, real_of(cdt)), n), {n});
      break;
    case Kind::Irfft: y = tensor::irfft(fit_last(np::astype(x, cdt), n / 2 + 1), {n}); break;
  }
  // The kernels' scale: none forward, 1/n inverse; NumPy's: 1, 1/sqrt(n) or 1/n by `norm`.
  double scale = 1;
  const double dn = static_cast<double>(n);
  if (forward) scale = norm == Norm::Ortho ? 1 / std::sqrt(dn) : norm == Norm::Forward ? 1 / dn : 1;
  else scale = norm == Norm::Ortho ? std::sqrt(dn) : norm == Norm::Backward ? dn : 1;
  if (scale != 1) {
    const DType part = tensor::is_complex(y.dtype()) ? real_of(y.dtype()) : y.dtype();
    Tensor s = tensor::cast(Tensor::scalar_double(scale), part);
    if (tensor::is_complex(y.dtype())) s = tensor::complex_cast(s, y.dtype());
    y = tensor::binary_op(tensor::BinaryOp::Mul, y, s);
  }
  return tensor::transpose(y, inverse_perm(perm));
}

Ref opt(CallArgs& a, std::size_t i, const char* name) {
  Ref v = arg(a, i, name);
  return v && !py::is_none(v.get()) ? v : Ref();
}

/// fft(a, n=None, axis=-1, norm=None, out=None) and its kin: `n` defaults to a.shape[axis]
/// (irfft: 2 * (a.shape[axis] - 1)), read before the axis is checked, so a bad axis is then
/// Python's IndexError "tuple index out of range".
py::NativeFn one_axis(Kind kind, const char* fn) {
  return [kind, fn](CallArgs& a) -> Ref {
    if (opt(a, 4, "out")) np::not_supported(std::string("np.fft.") + fn + "'s out argument");
    const Tensor x = np::asarray(np_require(a, 0, "a", fn));
    Ref axis_ref = opt(a, 2, "axis");
    const int64_t axis = axis_ref ? py::as_int(axis_ref.get()) : -1;
    int64_t n;
    if (Ref n_ref = opt(a, 1, "n")) {
      n = py::as_int(n_ref.get());
    } else {
      if (axis < -x.rank() || axis >= x.rank()) py::raise(py::E().IndexError, "tuple index out of range");
      const int64_t len = x.shape()[static_cast<std::size_t>(axis < 0 ? axis + x.rank() : axis)];
      n = kind == Kind::Irfft ? (len - 1) * 2 : len;
    }
    return make_ndarray(raw_fft(x, n, axis, kind, opt(a, 3, "norm")));
  };
}

/// fftn(a, s=None, axes=None, norm=None, out=None) and kin (_cook_nd_args + _raw_fftnd): the
/// 1-D transform over axes[-1], then the earlier axes; the real transforms do their real step
/// on the last axis (rfftn first, irfftn last).
py::NativeFn n_axes(Kind kind, const char* fn, bool two_d) {
  return [kind, fn, two_d](CallArgs& a) -> Ref {
    if (opt(a, 4, "out")) np::not_supported(std::string("np.fft.") + fn + "'s out argument");
    Tensor x = np::asarray(np_require(a, 0, "a", fn));
    Ref s_ref = opt(a, 1, "s"), axes_ref = opt(a, 2, "axes");
    std::vector<int64_t> axes;
    if (axes_ref) {
      for (const Ref& v : py::to_vector(axes_ref)) axes.push_back(py::as_int(v.get()));
    } else if (two_d) {
      axes = {-2, -1};
    }
    std::vector<int64_t> s;
    const bool shapeless = !s_ref;
    if (s_ref) {
      if (!axes_ref && !two_d) np::not_supported(std::string("np.fft.") + fn + " with `s` but no `axes` (NumPy 2 deprecates it)");
      for (const Ref& v : py::to_vector(s_ref)) {
        if (py::is_none(v.get())) np::not_supported(std::string("None in np.fft.") + fn + "'s `s`");
        s.push_back(py::as_int(v.get()));
      }
    } else {
      if (!axes_ref && !two_d)
        for (int64_t d = 0; d < x.rank(); ++d) axes.push_back(d - x.rank());
      for (int64_t ax : axes) {  // take(a.shape, axes)
        if (ax < -x.rank() || ax >= x.rank())
          py::raise(py::E().IndexError, "index " + std::to_string(ax) + " is out of bounds for axis 0 with size " + std::to_string(x.rank()));
        s.push_back(x.shape()[static_cast<std::size_t>(ax < 0 ? ax + x.rank() : ax)]);
      }
    }
    if (!axes_ref && !two_d && !shapeless)
      for (std::size_t d = 0; d < s.size(); ++d) axes.push_back(static_cast<int64_t>(d) - static_cast<int64_t>(s.size()));
    if (s.size() != axes.size()) py::raise_value_error("Shape and axes have different lengths.");
    if (axes.empty()) return make_ndarray(np::astype(x, kind == Kind::Irfft ? DType::Float64 : complex_dtype(x.dtype())));
    Ref norm = opt(a, 3, "norm");
    const std::size_t last = axes.size() - 1;
    if (kind == Kind::Irfft && shapeless) {
      const int64_t ax = axes[last];
      if (ax < -x.rank() || ax >= x.rank()) py::raise(py::E().IndexError, "tuple index out of range");
      s[last] = (x.shape()[static_cast<std::size_t>(ax < 0 ? ax + x.rank() : ax)] - 1) * 2;
    }
    if (kind == Kind::Rfft) {
      x = raw_fft(x, s[last], axes[last], Kind::Rfft, norm);
      for (std::size_t i = last; i-- > 0;) x = raw_fft(x, s[i], axes[i], Kind::Fft, norm);
    } else if (kind == Kind::Irfft) {
      for (std::size_t i = last; i-- > 0;) x = raw_fft(x, s[i], axes[i], Kind::Ifft, norm);
      x = raw_fft(x, s[last], axes[last], Kind::Irfft, norm);
    } else {
      for (std::size_t i = axes.size(); i-- > 0;) x = raw_fft(x, s[i], axes[i], kind, norm);
    }
    return make_ndarray(x);
  };
}

/// fftfreq(n, d=1.0) / rfftfreq(n, d=1.0) (numpy/fft/_helper.py): integer bins times
/// 1.0 / (n * d), float64.
Ref freq(CallArgs& a, bool real) {
  const char* fn = real ? "rfftfreq" : "fftfreq";
  Ref n_ref = np_require(a, 0, "n", fn);
  if (!py::is_int(n_ref.get()) && !as_numpy_array(n_ref.get())) py::raise_value_error("n should be an integer");
  const int64_t n = py::as_int(n_ref.get());
  Ref d = opt(a, 1, "d");
  Ref val = py::binary_op(py::ast::BinOpKind::Div, py::Float(1.0), py::binary_op(py::ast::BinOpKind::Mult, py::Int(n), d ? d : py::Float(1.0)));
  std::vector<int64_t> bins;
  const int64_t count = real ? n / 2 + 1 : (n - 1) / 2 + 1;
  for (int64_t k = 0; k < count; ++k) bins.push_back(k);
  if (!real)
    for (int64_t k = -(n / 2); k < 0; ++k) bins.push_back(k);
  return np::binary(np::Ufunc::Multiply, make_ndarray(Tensor::from_vector<int64_t>(DType::Int64, {static_cast<int64_t>(bins.size())}, bins)), val);
}

/// fftshift(x, axes=None) / ifftshift: np.roll by dim // 2 (or -(dim // 2)) along the axes.
Ref shift(CallArgs& a, bool inverse, const Ref& np_mod) {
  const char* fn = inverse ? "ifftshift" : "fftshift";
  Ref arr = array_ref(np_require(a, 0, "x", fn));
  const Tensor x = np::asarray(arr);
  Ref axes = opt(a, 1, "axes");
  std::vector<Ref> shifts, axis_list;
  auto add = [&](int64_t ax) {
    if (ax < -x.rank() || ax >= x.rank())
      py::raise(py::E().IndexError, "tuple index out of range");
    const int64_t dim = x.shape()[static_cast<std::size_t>(ax < 0 ? ax + x.rank() : ax)];
    shifts.push_back(py::Int(inverse ? -(dim / 2) : dim / 2));
    axis_list.push_back(py::Int(ax));
  };
  if (!axes) {
    for (int64_t d = 0; d < x.rank(); ++d) add(d);
  } else if (py::is_int(axes.get())) {
    add(py::as_int(axes.get()));
    Ref roll = py::getattr(np_mod, "roll");
    return py::call(roll, std::vector<Ref>{arr, shifts[0], axes});
  } else {
    for (const Ref& v : py::to_vector(axes)) add(py::as_int(v.get()));
  }
  Ref roll = py::getattr(np_mod, "roll");
  return py::call(roll, std::vector<Ref>{arr, py::Tuple(shifts), py::Tuple(axis_list)});
}

}  // namespace

void add_numpy_fft(const Ref& np_mod) {
  Ref fft = py::Module("numpy.fft");
  np_def(fft, "fft", one_axis(Kind::Fft, "fft"));
  np_def(fft, "ifft", one_axis(Kind::Ifft, "ifft"));
  np_def(fft, "rfft", one_axis(Kind::Rfft, "rfft"));
  np_def(fft, "irfft", one_axis(Kind::Irfft, "irfft"));
  np_def(fft, "fftn", n_axes(Kind::Fft, "fftn", false));
  np_def(fft, "ifftn", n_axes(Kind::Ifft, "ifftn", false));
  np_def(fft, "rfftn", n_axes(Kind::Rfft, "rfftn", false));
  np_def(fft, "irfftn", n_axes(Kind::Irfft, "irfftn", false));
  np_def(fft, "fft2", n_axes(Kind::Fft, "fft2", true));
  np_def(fft, "ifft2", n_axes(Kind::Ifft, "ifft2", true));
  np_def(fft, "rfft2", n_axes(Kind::Rfft, "rfft2", true));
  np_def(fft, "irfft2", n_axes(Kind::Irfft, "irfft2", true));
  np_def(fft, "fftfreq", +[](CallArgs& a) { return freq(a, false); });
  np_def(fft, "rfftfreq", +[](CallArgs& a) { return freq(a, true); });
  np_def(fft, "fftshift", [np_mod](CallArgs& a) { return shift(a, false, np_mod); });
  np_def(fft, "ifftshift", [np_mod](CallArgs& a) { return shift(a, true, np_mod); });
  np_mod->dict->set("fft", fft);
}

}  // namespace tfplay::tf
