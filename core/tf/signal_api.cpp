// tf.signal's FFT functions (signal_api.h), as fft_ops.py writes them: the complex transforms
// are the generated op wrappers; rfft/irfft infer fft_length from the static shape and check
// the dtype first; fftshift/ifftshift are a Roll by half of each dimension.
#include "core/tf/signal_api.h"

#include <algorithm>

#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/gradient_registry.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::DType;

namespace {

// TensorShape.with_rank_at_least: "Shape (3,) must have rank at least 2".
void check_rank_at_least(const Ref& t, int rank) {
  const tensor::TensorShape& s = tensor_of(t)->shape;
  if (s.has_rank() && *s.rank() < rank)
    py::raise_value_error("Shape " + s.str() + " must have rank at least " + std::to_string(rank));
}

// gen_spectral_ops.fft & co.: the input converts with complex64 as its default dtype.
py::NativeFn complex_transform(const char* op) {
  return [op](CallArgs& a) -> Ref {
    Ref input = require(a, 0, "input", op);
    if (!tensor_of(input)) input = convert_with_hint(input, DType::Complex64, "input");
    return apply_op1(op, {input}, {}, arg(a, 1, "name"));
  };
}

// _infer_fft_length_for_rfft / _irfft: the static inner dims (irfft: 2 * (n - 1) for the last).
Ref inferred_fft_length(const Ref& input, int rank, bool inverse) {
  const tensor::TensorShape& s = tensor_of(input)->shape;
  std::vector<int64_t> dims;
  const std::vector<tensor::Dim>& all = s.as_list();
  for (std::size_t i = all.size() - static_cast<std::size_t>(rank); i < all.size(); ++i) {
    if (!all[i]) py::raise(py::E().NotImplementedError, "tfplay's tf.signal needs the FFT dimensions' sizes known when tracing");
    dims.push_back(*all[i]);
  }
  if (inverse && !dims.empty()) dims.back() = std::max<int64_t>(0, 2 * (dims.back() - 1));
  return int32_vector(dims);
}

// _maybe_pad_for_rfft with static shapes: zero-pads the inner dims up to fft_length (for the
// inverse, the last one up to fft_length / 2 + 1); the kernel crops longer ones.
Ref maybe_pad(const Ref& input, const Ref& length, int rank, bool inverse) {
  const std::optional<tensor::Tensor> lengths = grad::constant_value(length);
  const tensor::TensorShape& s = tensor_of(input)->shape;
  if (!lengths || !s.is_fully_defined() || rank == 0) return input;
  const std::vector<int64_t> dims = s.concrete();
  for (int64_t d : dims)
    if (d == 0) return input;
  std::vector<int64_t> want = lengths->to_int64_vector();
  if (static_cast<int>(want.size()) != rank || static_cast<int>(dims.size()) < rank) return input;
  if (inverse) want.back() = want.back() / 2 + 1;
  std::vector<Ref> paddings;
  bool any = false;
  for (std::size_t i = 0; i + rank < dims.size(); ++i) paddings.push_back(py::List({py::Int(0), py::Int(0)}));
  for (int i = 0; i < rank; ++i) {
    const int64_t pad = std::max<int64_t>(want[i] - dims[dims.size() - rank + i], 0);
    any = any || pad > 0;
    paddings.push_back(py::List({py::Int(0), py::Int(pad)}));
  }
  return any ? tf_call("pad", {input, py::List(paddings)}) : input;
}

// _rfft_wrapper / _irfft_wrapper(fft_fn, fft_rank, default_name).
py::NativeFn real_transform(const char* op, int rank, bool inverse, const char* default_name) {
  return [op, rank, inverse, default_name](CallArgs& a) -> Ref {
    Ref input_in = require(a, 0, "input_tensor", default_name);
    Ref fft_length = arg(a, 1, "fft_length");
    OpScope s(arg(a, 2, "name"), default_name);
    Ref input = convert_with_hint(input_in, inverse ? DType::Complex64 : DType::Float32, "input_tensor");
    const DType dt = dtype_of(input);
    if (inverse) check_rank_at_least(input, rank);
    const bool ok = inverse ? tensor::is_complex(dt) : (dt == DType::Float32 || dt == DType::Float64);
    if (!ok) {
      py::raise_value_error(std::string(inverse ? "IRFFT requires tf.complex64 or tf.complex128" : "RFFT requires tf.float32 or tf.float64") +
                            " inputs, got: " + py::str(input));
    }
    if (!inverse) check_rank_at_least(input, rank);
    Ref length = fft_length && !py::is_none(fft_length.get()) ? convert_to_tensor(fft_length, DType::Int32)
                                                               : inferred_fft_length(input, rank, inverse);
    input = maybe_pad(input, length, rank, inverse);
    graph::AttrMap attrs;
    if (inverse) attrs["Treal"] = tensor::real_dtype(dt);
    else attrs["Tcomplex"] = tensor::complex_of(dt);
    return apply_op1(op, {input, length}, attrs, s);
  };
}

// fft_ops.fftshift / ifftshift: Roll by shape // 2 (ifftshift: -(shape // 2)) over `axes`
// (all dims when None).
py::NativeFn shift(bool inverse) {
  return [inverse](CallArgs& a) -> Ref {
    const char* fn = inverse ? "ifftshift" : "fftshift";
    Ref x_in = require(a, 0, "x", fn);
    Ref axes = arg(a, 1, "axes");
    OpScope s(arg(a, 2, "name"), fn);
    Ref x = to_tensor(x_in);
    Ref shape = tf_call("shape", {x});
    Ref half;
    if (!axes || py::is_none(axes.get())) {
      const tensor::TensorShape& ts = tensor_of(x)->shape;
      if (!ts.has_rank()) py::raise(py::E().NotImplementedError, "tfplay's tf.signal." + std::string(fn) + " needs a known rank");
      std::vector<Ref> all;
      for (int64_t i = 0; i < *ts.rank(); ++i) all.push_back(py::Int(i));
      axes = py::Tuple(all);
      half = py::binary_op(py::ast::BinOpKind::FloorDiv, shape, py::Int(2));
    } else if (py::is_int(axes.get())) {
      half = py::binary_op(py::ast::BinOpKind::FloorDiv, py::getitem(shape, axes), py::Int(2));
    } else {
      Ref rank = tf_call("rank", {x});
      Ref neg = tf_call("math.less", {axes, py::Int(0)});
      Ref canonical = tf_call("where", {neg, py::binary_op(py::ast::BinOpKind::Add, to_tensor(axes), rank), axes});
      half = py::binary_op(py::ast::BinOpKind::FloorDiv, tf_call("gather", {shape, canonical}), py::Int(2));
    }
    if (inverse) half = py::unary_op(py::ast::UnaryOpKind::USub, half);
    return tf_call("roll", {x, half, axes}, {{"name", s.in_graph() ? py::Str(s.op_name()) : py::None()}});
  };
}

}  // namespace

void install_signal_api(const Ref& tf) {
  Ref signal = submodule_of(tf, "signal");
  def(signal, "fft", complex_transform("FFT"));
  def(signal, "ifft", complex_transform("IFFT"));
  def(signal, "fft2d", complex_transform("FFT2D"));
  def(signal, "ifft2d", complex_transform("IFFT2D"));
  def(signal, "rfft", real_transform("RFFT", 1, false, "rfft"));
  def(signal, "irfft", real_transform("IRFFT", 1, true, "irfft"));
  def(signal, "rfft2d", real_transform("RFFT2D", 2, false, "rfft2d"));
  def(signal, "irfft2d", real_transform("IRFFT2D", 2, true, "irfft2d"));
  def(signal, "fft3d", complex_transform("FFT3D"));
  def(signal, "ifft3d", complex_transform("IFFT3D"));
  def(signal, "rfft3d", real_transform("RFFT3D", 3, false, "rfft3d"));
  def(signal, "irfft3d", real_transform("IRFFT3D", 3, true, "irfft3d"));
  unimplemented_names(signal, "tf.signal", {"fftnd", "ifftnd", "rfftnd", "irfftnd", "mdct", "inverse_mdct"});
  def(signal, "fftshift", shift(false));
  def(signal, "ifftshift", shift(true));
  install_signal_ops(tf);
}

}  // namespace tfplay::tf
