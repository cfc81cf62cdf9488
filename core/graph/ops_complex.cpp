// Complex-number and FFT ops (TF: tensorflow/core/ops/math_ops.cc Complex, Real, Imag, Conj,
// Angle, ComplexAbs; tensorflow/core/ops/spectral_ops.cc FFT, IFFT, FFT2D, IFFT2D, FFT3D, IFFT3D, RFFT,
// IRFFT). Kernels: core/tensor/kernels_complex.h.
#include "core/graph/op_registry.h"
#include "core/tensor/kernels_complex.h"

namespace tfplay::graph {

namespace {

const char* kComplexTypes = "complex64, complex128";
const char* kPartTypes = "float32, float64";

// Real/Imag/Angle/ComplexAbs: complex T -> its real dtype Tout (math_ops.cc).
void add_part_op(OpRegistry& r, const std::string& name, Tensor (*kernel)(const Tensor&), const std::string& summary) {
  OpDef d;
  d.name = name;
  d.summary = summary;
  d.inputs = {arg(name == "ComplexAbs" ? "x" : "input", "T")};
  d.outputs = {arg(name == "ComplexAbs" ? "y" : "output", "Tout")};
  d.attrs = {type_attr("T", kComplexTypes, DType::Complex64), type_attr("Tout", kPartTypes, DType::Float32)};
  d.shape_fn = +[](const InferenceContext& c) {
    return std::vector<OutputSpec>{{c.attr<DType>("Tout"), c.input_shapes[0]}};
  };
  d.kernel = [kernel](KernelContext& c) { return std::vector<Tensor>{kernel(c.inputs[0])}; };
  r.add(std::move(d));
}

// spectral_ops.cc: the innermost `rank` dims must exist ("Shape must be at least rank 1 but is
// rank 0").
TensorShape with_rank_at_least(const TensorShape& s, int rank) {
  if (s.has_rank() && *s.rank() < rank) {
    throw EarlyShapeError("Shape must be at least rank " + std::to_string(rank) + " but is rank " +
                          std::to_string(*s.rank()));
  }
  return s;
}

void add_fft(OpRegistry& r, const std::string& name, int rank, bool inverse) {
  OpDef d;
  d.name = name;
  d.summary = std::string(inverse ? "Inverse f" : "F") + "ast Fourier transform over the inner-most " +
              (rank == 1 ? "dimension" : std::to_string(rank) + " dimensions") + " of input.";
  d.inputs = {arg("input", "Tcomplex")};
  d.outputs = {arg("output", "Tcomplex")};
  d.attrs = {type_attr("Tcomplex", kComplexTypes, DType::Complex64)};
  d.shape_fn = [rank](const InferenceContext& c) {
    return std::vector<OutputSpec>{{c.attr<DType>("Tcomplex"), with_rank_at_least(c.input_shapes[0], rank)}};
  };
  d.kernel = [rank, inverse](KernelContext& c) {
    return std::vector<Tensor>{tensor::fft(c.inputs[0], rank, inverse)};
  };
  r.add(std::move(d));
}

// RFFT/IRFFT: `fft_length` is an int32 vector of `rank` lengths.
std::vector<int64_t> fft_lengths(const Tensor& t, int rank) {
  if (t.rank() != 1 || t.num_elements() != rank) {
    throw tensor::invalid_argument("fft_length must have shape [" + std::to_string(rank) + "]");
  }
  return t.to_int64_vector();  // the kernel checks each length (kernels_complex.h)
}

void add_rfft(OpRegistry& r, const std::string& name, int rank, bool inverse) {
  OpDef d;
  d.name = name;
  d.summary = std::string(inverse ? "Inverse real-valued" : "Real-valued") + " fast Fourier transform.";
  d.inputs = {arg("input", inverse ? "Tcomplex" : "Treal"), fixed_arg("fft_length", DType::Int32)};
  d.outputs = {arg("output", inverse ? "Treal" : "Tcomplex")};
  d.attrs = {type_attr("Treal", kPartTypes, DType::Float32), type_attr("Tcomplex", kComplexTypes, DType::Complex64)};
  d.shape_fn = [rank, inverse](const InferenceContext& c) {
    TensorShape in = with_rank_at_least(c.input_shapes[0], rank);
    const DType out_dt = c.attr<DType>(inverse ? "Treal" : "Tcomplex");
    const Tensor* len = c.input_values[1];
    if (!in.has_rank()) return std::vector<OutputSpec>{{out_dt, TensorShape::unknown()}};
    std::vector<tensor::Dim> dims = in.as_list();
    for (int i = 0; i < rank; ++i) {
      tensor::Dim& dim = dims[dims.size() - rank + i];
      if (!len) {
        dim = std::nullopt;
        continue;
      }
      const int64_t n = len->as_int64(i);
      dim = (i == rank - 1 && !inverse && n != 0) ? n / 2 + 1 : n;
    }
    return std::vector<OutputSpec>{{out_dt, TensorShape(std::move(dims))}};
  };
  d.kernel = [rank, inverse](KernelContext& c) {
    const std::vector<int64_t> lengths = fft_lengths(c.inputs[1], rank);
    return std::vector<Tensor>{inverse ? tensor::irfft(c.inputs[0], lengths) : tensor::rfft(c.inputs[0], lengths)};
  };
  r.add(std::move(d));
}

}  // namespace

void register_complex_ops(OpRegistry& r) {
  {
    OpDef d;
    d.name = "Complex";
    d.summary = "Converts two real numbers to a complex number.";
    d.inputs = {arg("real", "T"), arg("imag", "T")};
    d.outputs = {arg("out", "Tout")};
    d.attrs = {type_attr("T", kPartTypes, DType::Float32), type_attr("Tout", kComplexTypes, DType::Complex64)};
    d.shape_fn = +[](const InferenceContext& c) {
      return std::vector<OutputSpec>{{c.attr<DType>("Tout"), broadcast_shape(c.input_shapes[0], c.input_shapes[1])}};
    };
    d.kernel = +[](KernelContext& c) {
      return std::vector<Tensor>{tensor::make_complex(c.inputs[0], c.inputs[1])};
    };
    r.add(std::move(d));
  }
  {
    OpDef d;
    d.name = "Conj";
    d.summary = "Returns the complex conjugate of a complex number.";
    d.inputs = {arg("input", "T")};
    d.outputs = {arg("output", "T")};
    d.attrs = {type_attr("T", "complex64, complex128, variant", DType::Complex64)};
    d.shape_fn = +[](const InferenceContext& c) {
      return std::vector<OutputSpec>{{c.attr<DType>("T"), c.input_shapes[0]}};
    };
    d.kernel = +[](KernelContext& c) { return std::vector<Tensor>{tensor::conj(c.inputs[0])}; };
    r.add(std::move(d));
  }
  {
    // ConjugateTranspose: Transpose's declaration and checks, then the conjugate.
    OpDef d;
    d.name = "ConjugateTranspose";
    d.summary = "Shuffle dimensions of x according to a permutation and conjugate the result.";
    d.inputs = {arg("x", "T"), arg("perm", "Tperm")};
    d.outputs = {arg("y", "T")};
    d.attrs = {type_attr("T", ""), type_attr("Tperm", "int32, int64", DType::Int32)};
    d.shape_fn = +[](const InferenceContext& c) { return OpRegistry::global().get("Transpose").shape_fn(c); };
    d.kernel = +[](KernelContext& c) {
      return std::vector<Tensor>{tensor::conj(tensor::transpose(c.inputs[0], c.inputs[1].to_int64_vector()))};
    };
    r.add(std::move(d));
  }
  add_part_op(r, "Real", tensor::real_part, "Returns the real part of a complex number.");
  add_part_op(r, "Imag", tensor::imag_part, "Returns the imaginary part of a complex number.");
  add_part_op(r, "Angle", tensor::complex_angle, "Returns the argument of a complex number.");
  add_part_op(r, "ComplexAbs", tensor::complex_abs, "Computes the complex absolute value of a tensor.");
  add_fft(r, "FFT", 1, false);
  add_fft(r, "IFFT", 1, true);
  add_fft(r, "FFT2D", 2, false);
  add_fft(r, "IFFT2D", 2, true);
  add_rfft(r, "RFFT", 1, false);
  add_rfft(r, "IRFFT", 1, true);
  add_rfft(r, "RFFT2D", 2, false);
  add_rfft(r, "IRFFT2D", 2, true);
  add_fft(r, "FFT3D", 3, false);
  add_fft(r, "IFFT3D", 3, true);
  add_rfft(r, "RFFT3D", 3, false);
  add_rfft(r, "IRFFT3D", 3, true);
}

}  // namespace tfplay::graph
