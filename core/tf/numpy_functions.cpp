// NumPy array functions beyond the core ufuncs (numpy_module.cpp): float ufuncs (isnan, log1p,
// log2, ...), clip, cumulative sums, diff, sorting and unique, order statistics (median,
// percentile), nonzero/argwhere, *_like constructors, tiling and stacking, splitting, flip, roll,
// pad, outer, take, interp and np.linalg.norm. Sources: numpy/_core/fromnumeric.py, numpy/_core/numeric.py,
// numpy/_core/shape_base.py, numpy/lib/_function_base_impl.py, _arraysetops_impl.py,
// _shape_base_impl.py, _arraypad_impl.py, numpy/linalg/_linalg.py.
#include <algorithm>
#include <cmath>
#include <complex>
#include <functional>
#include <limits>
#include <numeric>
#include <set>

#include "core/function/tensor_object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tensor/broadcast.h"
#include "core/tensor/dispatch.h"
#include "core/tensor/half.h"
#include "core/tensor/kernels.h"
#include "core/tensor/strided.h"
#include "core/tf/call_args.h"
#include "core/tf/numpy_array.h"
#include "core/tf/numpy_index.h"
#include "core/tf/numpy_module.h"
#include "core/tf/numpy_ops.h"
#include "core/tf/numpy_text.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::DType;
using tensor::Shape;
using tensor::Tensor;

namespace {

using np::not_supported;

Tensor array_arg(const CallArgs& a, std::size_t i, const char* name, const char* fn) {
  return np::asarray(np_require(a, i, name, fn));
}

int64_t axis_of(int64_t axis, int rank) {
  if (axis < -rank || axis >= rank) {
    py::raise(axis_error_type(), "axis " + std::to_string(axis) + " is out of bounds for array of dimension " + std::to_string(rank));
  }
  return axis < 0 ? axis + rank : axis;
}

/// The elements along one axis of a row-major tensor: element k of lane (o, i) is at
/// (o * n + k) * inner + i.
struct Lanes {
  int64_t outer = 1, n = 1, inner = 1;
  explicit Lanes(const Shape& s, int64_t axis) {
    for (int64_t d = 0; d < static_cast<int64_t>(s.size()); ++d) {
      if (d < axis) outer *= s[static_cast<size_t>(d)];
      else if (d == axis) n = s[static_cast<size_t>(d)];
      else inner *= s[static_cast<size_t>(d)];
    }
  }
  int64_t at(int64_t o, int64_t i, int64_t k) const { return (o * n + k) * inner + i; }
};

Tensor int64_vector(const std::vector<int64_t>& v, Shape shape = {}) {
  if (shape.empty()) shape = {static_cast<int64_t>(v.size())};
  return Tensor::from_vector<int64_t>(DType::Int64, shape, v);
}

/// Gathers `indices` along `axis` (a copy).
Tensor take(const Tensor& t, const std::vector<int64_t>& indices, int64_t axis) {
  return tensor::gather(t, int64_vector(indices), axis);
}

// ---- float ufuncs ------------------------------------------------------------------------------

bool log_pole(double v) { return v == 0; }
bool log1p_pole(double v) { return v == -1; }

using C = std::complex<double>;
constexpr double kLog2e = 1.442695040888963407359924681001892137, kLog10e = 0.434294481903251827651128918916605082,
                 kLn2 = 0.693147180559945309417232121458176568;

// The complex loops are funcs.inc.src's nc_* functions: log2 and log10 scale clog's parts,
// log1p, expm1 and exp2 are written out in real functions.
const np::FloatUfunc kFloatUfuncs[] = {
    {"log2", [](double v) { return std::log2(v); }, [](float v) { return std::log2(v); }, log_pole,
     [](C z) { const C l = std::log(z); return C(l.real() * kLog2e, l.imag() * kLog2e); }},
    {"log10", [](double v) { return std::log10(v); }, [](float v) { return std::log10(v); }, log_pole,
     [](C z) { const C l = std::log(z); return C(l.real() * kLog10e, l.imag() * kLog10e); }},
    {"log1p", [](double v) { return std::log1p(v); }, [](float v) { return std::log1p(v); }, log1p_pole,
     [](C z) { return C(std::log(std::hypot(z.real() + 1, z.imag())), std::atan2(z.imag(), z.real() + 1)); }},
    {"expm1", [](double v) { return std::expm1(v); }, [](float v) { return std::expm1(v); }, nullptr,
     [](C z) {
       const double a = std::sin(z.imag() / 2);
       return C(std::expm1(z.real()) * std::cos(z.imag()) - 2 * a * a, std::exp(z.real()) * std::sin(z.imag()));
     }},
    {"exp2", [](double v) { return std::exp2(v); }, [](float v) { return std::exp2(v); }, nullptr,
     [](C z) { return std::exp(C(z.real() * kLn2, z.imag() * kLn2)); }},
    {"tan", [](double v) { return std::tan(v); }, [](float v) { return std::tan(v); }, nullptr, [](C z) { return std::tan(z); }},
    {"arcsin", [](double v) { return std::asin(v); }, [](float v) { return std::asin(v); }, nullptr, [](C z) { return std::asin(z); }},
    {"arccos", [](double v) { return std::acos(v); }, [](float v) { return std::acos(v); }, nullptr, [](C z) { return std::acos(z); }},
    {"arctan", [](double v) { return std::atan(v); }, [](float v) { return std::atan(v); }, nullptr, [](C z) { return std::atan(z); }},
    {"sinh", [](double v) { return std::sinh(v); }, [](float v) { return std::sinh(v); }, nullptr, [](C z) { return std::sinh(z); }},
    {"cosh", [](double v) { return std::cosh(v); }, [](float v) { return std::cosh(v); }, nullptr, [](C z) { return std::cosh(z); }},
};

/// np.isnan / np.isinf / np.isfinite: bool results; integers are never NaN or infinite.
Ref float_class(const Ref& x_ref, tensor::UnaryOp op) {
  const Tensor x = np::asarray(x_ref);
  if (x.dtype() == DType::String) not_supported("np.isnan/np.isinf/np.isfinite of object (bytes) arrays");
  if (!tensor::is_floating(x.dtype())) return make_numpy_result(filled(x.shape(), DType::Bool, op == tensor::UnaryOp::IsFinite));
  return make_numpy_result(tensor::unary_op(op, x));
}

// ---- accumulation and differences ---------------------------------------------------------------

/// np.cumsum / np.cumprod (add.accumulate / multiply.accumulate): sequential, in int64 for
/// bools and signed integers, uint64 for uint8 (int64's bits), in the float type for floats
/// (float16 rounds after every step).
Ref accumulate(const Ref& a_ref, const Ref& axis_ref, const Ref& dtype_ref, bool product) {
  if (present(dtype_ref)) not_supported("the dtype= argument of np.cumsum/np.cumprod");
  Tensor x = np::asarray(a_ref);
  if (x.dtype() == DType::String) not_supported("np.cumsum of object (bytes) arrays");
  if (tensor::is_complex(x.dtype())) not_supported("np.cumsum/np.cumprod of complex arrays");
  if (x.dtype() == DType::UInt64) not_supported("np.cumsum/np.cumprod of uint64 arrays");
  int64_t axis = 0;
  if (!present(axis_ref)) x = x.with_shape({x.num_elements()});
  else axis = axis_of(py::as_int(axis_ref.get()), x.rank());
  if (x.rank() == 0) x = x.with_shape({1});
  const bool unsigned_result = x.dtype() == DType::UInt8;  // NumPy accumulates uint8 in uint64
  if (!tensor::is_floating(x.dtype())) x = np::astype(x, DType::Int64);
  Tensor out = Tensor::uninitialized(x.dtype(), x.shape());
  const Lanes lanes(x.shape(), axis);
  tensor::visit_numeric(x.dtype(), "cumsum", [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (!std::is_same_v<T, bool>) {
      const T* src = x.data<T>();
      T* dst = out.mutable_data<T>();
      for (int64_t o = 0; o < lanes.outer; ++o)
        for (int64_t i = 0; i < lanes.inner; ++i) {
          T acc = product ? T(1) : T(0);
          for (int64_t k = 0; k < lanes.n; ++k) {
            const int64_t at = lanes.at(o, i, k);
            if constexpr (std::is_integral_v<T>) {
              acc = static_cast<T>(product ? static_cast<uint64_t>(acc) * static_cast<uint64_t>(src[at])
                                           : static_cast<uint64_t>(acc) + static_cast<uint64_t>(src[at]));
            } else {
              acc = k == 0 ? src[at] : (product ? acc * src[at] : acc + src[at]);
              if (x.dtype() == DType::Float16) acc = tensor::round_to_half(static_cast<float>(acc));
            }
            dst[at] = acc;
          }
        }
    }
  });
  if (unsigned_result) out = np::as_uint64(out);
  return make_ndarray(out);
}

/// np.diff(a, n=1, axis=-1): a[1:] - a[:-1] along the axis, n times (`!=` for booleans).
Ref diff(const Tensor& input, int64_t n, int64_t axis_arg) {
  if (n < 0) py::raise_value_error("order must be non-negative but got " + std::to_string(n));
  Tensor x = input;
  if (x.rank() == 0) py::raise_value_error("diff requires input that is at least one dimensional");
  const int64_t axis = axis_of(axis_arg, x.rank());
  for (int64_t step = 0; step < n; ++step) {
    const int64_t len = x.shape()[static_cast<size_t>(axis)];
    // An empty axis stays empty with its dtype: the remaining steps change nothing.
    if (step > 0 && len == 0) break;
    std::vector<int64_t> hi, lo;
    for (int64_t k = 1; k < len; ++k) hi.push_back(k), lo.push_back(k - 1);
    const Tensor upper = take(x, hi, axis), lower = take(x, lo, axis);
    x = x.dtype() == DType::Bool ? np::binary_values(np::Ufunc::NotEqual, np::Operand{upper}, np::Operand{lower})
                                 : np::binary_values(np::Ufunc::Subtract, np::Operand{upper}, np::Operand{lower});
  }
  return make_ndarray(x);
}

// ---- sorting and unique -------------------------------------------------------------------------

/// Sorts every lane of `x` along `axis` in place (NaNs last).
// visit_numeric, plus std::string for string arrays (str sorts by code point, which is the
// byte order of its UTF-8; bytes by byte).
template <typename F> void visit_sortable(DType dt, const char* what, F&& f) {
  if (dt == DType::String) f(tensor::TypeTag<std::string>{});
  else tensor::visit_numeric(dt, what, f);
}

void sort_lanes(Tensor& x, int64_t axis) {
  const Lanes lanes(x.shape(), axis);
  visit_sortable(x.dtype(), "sort", [&](auto tag) {
    using T = typename decltype(tag)::type;
    T* d = x.mutable_data<T>();
    std::vector<T> lane(static_cast<size_t>(lanes.n));
    for (int64_t o = 0; o < lanes.outer; ++o)
      for (int64_t i = 0; i < lanes.inner; ++i) {
        for (int64_t k = 0; k < lanes.n; ++k) lane[static_cast<size_t>(k)] = d[lanes.at(o, i, k)];
        std::stable_sort(lane.begin(), lane.end(), [](const T& p, const T& q) {
          if constexpr (std::is_floating_point_v<T>) {
            if (std::isnan(q)) return !std::isnan(p);
          }
          return p < q;
        });
        for (int64_t k = 0; k < lanes.n; ++k) d[lanes.at(o, i, k)] = lane[static_cast<size_t>(k)];
      }
  });
}

/// np.sort(a, axis=-1): a sorted copy (axis=None sorts the flattened array).
Tensor sorted(Tensor x, const Ref& axis_ref) {
  int64_t axis = -1;
  if (axis_ref && py::is_none(axis_ref.get())) x = x.with_shape({x.num_elements()});
  else if (axis_ref) axis = py::as_int(axis_ref.get());
  if (x.rank() == 0) py::raise(axis_error_type(), "axis " + std::to_string(axis) + " is out of bounds for array of dimension 0");
  axis = axis_of(axis, x.rank());
  Tensor out = tensor::deep_copy(x);
  sort_lanes(out, axis);
  return out;
}

/// np.unique(ar, return_index, return_inverse, return_counts, axis=None, equal_nan=True).
Ref unique(CallArgs& a) {
  const Tensor input = array_arg(a, 0, "ar", "unique");
  const bool want_index = py::truthy(arg(a, 1, "return_index") ? arg(a, 1, "return_index") : py::False());
  const bool want_inverse = py::truthy(arg(a, 2, "return_inverse") ? arg(a, 2, "return_inverse") : py::False());
  const bool want_counts = py::truthy(arg(a, 3, "return_counts") ? arg(a, 3, "return_counts") : py::False());
  if (present(arg(a, 4, "axis"))) not_supported("np.unique with axis=");
  const Tensor flat = input.with_shape({input.num_elements()});
  const int64_t n = flat.num_elements();
  // A stable argsort, then one group per run of equal values (NaNs form one group, last).
  std::vector<int64_t> order(static_cast<size_t>(n));
  std::iota(order.begin(), order.end(), 0);
  std::vector<int64_t> first, counts, inverse(static_cast<size_t>(n));
  visit_sortable(flat.dtype(), "unique", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* v = flat.data<T>();
    auto is_nan = [](const T& x) {
      if constexpr (std::is_floating_point_v<T>) return std::isnan(x);
      else return false;
    };
    std::stable_sort(order.begin(), order.end(), [&](int64_t l, int64_t r) {
      if (is_nan(v[r])) return !is_nan(v[l]);
      return v[l] < v[r];
    });
    for (int64_t k = 0; k < n; ++k) {
      const int64_t i = order[static_cast<size_t>(k)];
      const bool same = k > 0 && (v[order[static_cast<size_t>(k - 1)]] == v[i] ||
                                  (is_nan(v[order[static_cast<size_t>(k - 1)]]) && is_nan(v[i])));
      if (!same) first.push_back(i), counts.push_back(0);
      ++counts.back();
      inverse[static_cast<size_t>(i)] = static_cast<int64_t>(first.size()) - 1;
    }
  });
  Ref values = with_text_dtype(make_ndarray(take(flat, first, 0)), text_dtype_of_array(arg(a, 0, "ar")));
  if (!want_index && !want_inverse && !want_counts) return values;
  std::vector<Ref> out{values};
  if (want_index) out.push_back(make_ndarray(int64_vector(first)));
  // NumPy 2: the inverse has the input's shape when axis is None.
  if (want_inverse) out.push_back(make_ndarray(int64_vector(inverse, input.rank() ? input.shape() : Shape{1})));
  if (want_counts) out.push_back(make_ndarray(int64_vector(counts)));
  return py::Tuple(out);
}

// ---- order statistics ----------------------------------------------------------------------------

/// Applies `f` to every lane along the reduced axes (None: all of them) and returns the results
/// in the kept shape, keepdims as NumPy's _ureduce does.
Tensor reduce_lanes(const Tensor& x, const Ref& axis_ref, bool keepdims, DType out_dtype,
                    const std::function<double(std::vector<double>&)>& f) {
  // NumPy sorts complex numbers lexicographically; the lanes here are real.
  if (tensor::is_complex(x.dtype())) not_supported("np.median/np.percentile/np.quantile of complex arrays");
  const std::vector<int64_t> axes = np::normalize_axes(axis_ref, x.rank());
  std::vector<int64_t> perm, kept_axes;
  Shape out_shape, keep_shape;
  for (int64_t d = 0; d < x.rank(); ++d) {
    const bool reduced = std::find(axes.begin(), axes.end(), d) != axes.end();
    if (!reduced) perm.push_back(d), out_shape.push_back(x.shape()[static_cast<size_t>(d)]);
    keep_shape.push_back(reduced ? 1 : x.shape()[static_cast<size_t>(d)]);
  }
  int64_t lane = 1;
  for (int64_t d : axes) perm.push_back(d), lane *= x.shape()[static_cast<size_t>(d)];
  const Tensor moved = np::astype(tensor::transpose(x, perm), DType::Float64);
  const int64_t lanes = lane == 0 ? tensor::num_elements_of(out_shape) : moved.num_elements() / lane;
  Tensor out = Tensor::zeros(DType::Float64, out_shape);
  std::vector<double> buf(static_cast<size_t>(lane));
  for (int64_t l = 0; l < lanes; ++l) {
    for (int64_t k = 0; k < lane; ++k) buf[static_cast<size_t>(k)] = moved.data<double>()[l * lane + k];
    out.mutable_data<double>()[l] = f(buf);
  }
  out = np::astype(out, out_dtype);
  return keepdims ? out.with_shape(keep_shape) : out;
}

/// np.median: the middle element, or the mean of the two middle ones, of each sorted lane; NaN
/// when the lane holds one. Integers give float64; floats keep their type.
Ref median(CallArgs& a) {
  const Tensor x = array_arg(a, 0, "a", "median");
  if (x.dtype() == DType::String) not_supported("np.median of object (bytes) arrays");
  if (present(arg(a, 2, "out"))) not_supported("the out= argument of np.median");
  const Ref keep = arg(a, 4, "keepdims");
  const DType dt = tensor::is_floating(x.dtype()) ? x.dtype() : DType::Float64;
  if (x.num_elements() == 0) np::warning_case("Mean of empty slice.");
  Tensor out = reduce_lanes(x, arg(a, 1, "axis"), keep && py::truthy(keep), dt, [&](std::vector<double>& v) {
    for (double e : v)
      if (std::isnan(e)) return e;
    const size_t n = v.size(), h = n / 2;
    std::nth_element(v.begin(), v.begin() + static_cast<long>(h), v.end());
    const double hi = v[h];
    if (n % 2) return hi;
    const double lo = *std::max_element(v.begin(), v.begin() + static_cast<long>(h));
    // mean of the two in the result type: (lo + hi) / 2 rounded as that type rounds.
    if (dt == DType::Float64) return (lo + hi) / 2.0;
    float s = static_cast<float>(lo) + static_cast<float>(hi);
    if (dt == DType::Float16) s = tensor::round_to_half(s);
    return static_cast<double>(s / 2.0f);
  });
  return make_numpy_result(out);
}

/// np.percentile / np.quantile with the default method='linear' (_quantile's _lerp).
Ref quantile(CallArgs& a, bool percent) {
  const char* fn = percent ? "percentile" : "quantile";
  const Tensor x = array_arg(a, 0, "a", fn);
  const Tensor q = np::asarray(np_require(a, 1, "q", fn), DType::Float64);
  if (present(arg(a, 3, "out"))) not_supported(std::string("the out= argument of np.") + fn);
  if (Ref method = arg(a, 5, "method"); present(method) && py::str(method) != "linear")
    not_supported(std::string("np.") + fn + " with method='" + py::str(method) + "'");
  if (x.dtype() == DType::String || x.dtype() == DType::Float32 || x.dtype() == DType::Float16)
    not_supported(std::string("np.") + fn + " of float32, float16 or object arrays");
  const Ref keep = arg(a, 6, "keepdims");
  std::vector<double> qs;
  for (int64_t i = 0; i < q.num_elements(); ++i) {
    const double v = q.data<double>()[i] / (percent ? 100.0 : 1.0);
    if (!(v >= 0 && v <= 1)) py::raise_value_error(percent ? "Percentiles must be in the range [0, 100]" : "Quantiles must be in the range [0, 1]");
    qs.push_back(v);
  }
  std::vector<Tensor> per_q;
  for (double qv : qs) {
    per_q.push_back(reduce_lanes(x, arg(a, 2, "axis"), keep && py::truthy(keep), DType::Float64, [&](std::vector<double>& v) {
      for (double e : v)
        if (std::isnan(e)) return e;
      std::sort(v.begin(), v.end());
      const double n = static_cast<double>(v.size());
      const double virtual_index = (n - 1) * qv;
      const double prev = std::floor(virtual_index);
      const size_t lo = static_cast<size_t>(prev), hi = std::min(lo + 1, v.size() - 1);
      const double gamma = virtual_index - prev, lo_v = v[lo], hi_v = v[hi];
      const double diff_b_a = hi_v - lo_v;
      return gamma >= 0.5 ? hi_v - diff_b_a * (1 - gamma) : lo_v + diff_b_a * gamma;
    }));
  }
  if (q.rank() == 0) return make_numpy_result(per_q[0]);
  Tensor out = tensor::pack(per_q, 0);
  return make_ndarray(out.with_shape([&] {
    Shape s = q.shape();
    s.insert(s.end(), per_q[0].shape().begin(), per_q[0].shape().end());
    return s;
  }()));
}

// ---- nonzero --------------------------------------------------------------------------------------

/// np.nonzero: one int64 index array per dimension (0-d inputs count as 1-d, as NumPy 2 refuses
/// them: ValueError).
std::vector<Ref> nonzero(const Tensor& x) {
  if (x.rank() == 0) {
    py::raise_value_error("Calling nonzero on 0d arrays is not allowed. Use np.atleast_1d(scalar).nonzero() instead. "
                          "If the context of this error is of the form `arr[nonzero(cond)]`, just use `arr[cond]`.");
  }
  const Tensor coords = tensor::where_indices(np::astype(x, DType::Bool));
  const int64_t n = coords.shape()[0], r = x.rank();
  std::vector<Ref> out;
  for (int64_t d = 0; d < r; ++d) {
    std::vector<int64_t> v(static_cast<size_t>(n));
    for (int64_t i = 0; i < n; ++i) v[static_cast<size_t>(i)] = coords.data<int64_t>()[i * r + d];
    out.push_back(make_ndarray(int64_vector(v)));
  }
  return out;
}

// ---- stacking, tiling, splitting --------------------------------------------------------------------

Tensor concat_all(const std::vector<Tensor>& items, int64_t axis) {
  std::vector<Ref> refs;
  for (const Tensor& t : items) refs.push_back(make_ndarray(t));
  return concat_values(refs, axis);
}

std::vector<Tensor> arrays_arg(const CallArgs& a, const char* fn) {
  std::vector<Tensor> out;
  for (const Ref& r : py::to_vector(np_require(a, 0, "tup", fn))) out.push_back(np::asarray(r));
  return out;
}

Tensor at_least(const Tensor& t, int rank) {
  if (t.rank() >= rank) return t;
  if (rank == 1 || t.rank() == 0) {
    Shape s(static_cast<size_t>(rank), 1);
    if (t.rank() == 1) s.back() = t.shape()[0];
    return t.with_shape(s);
  }
  return t.with_shape({1, t.shape()[0]});  // 1-d to 2-d: a row
}

/// np.array_split / np.split(ary, indices_or_sections, axis=0).
Ref split(CallArgs& a, bool strict) {
  const char* fn = strict ? "split" : "array_split";
  const Tensor x = array_arg(a, 0, "ary", fn);
  const Ref sections = np_require(a, 1, "indices_or_sections", fn);
  const Ref axis_ref = arg(a, 2, "axis");
  const int64_t axis = axis_of(axis_ref ? py::as_int(axis_ref.get()) : 0, x.rank());
  const int64_t len = x.shape()[static_cast<size_t>(axis)];
  std::vector<int64_t> bounds{0};
  if (py::is_int(sections.get())) {
    const int64_t parts = py::as_int(sections.get());
    if (parts <= 0) py::raise_value_error("number sections must be larger than 0.");
    if (strict && len % parts != 0) py::raise_value_error("array split does not result in an equal division");
    const int64_t each = len / parts, extras = len % parts;
    for (int64_t i = 0; i < parts; ++i) bounds.push_back(bounds.back() + each + (i < extras ? 1 : 0));
  } else {
    for (const Ref& r : py::to_vector(sections)) bounds.push_back(py::as_int(r.get()));
    bounds.push_back(len);
  }
  std::vector<Ref> out;
  for (size_t i = 0; i + 1 < bounds.size(); ++i) {
    auto clamp = [&](int64_t v) { return std::clamp(v < 0 ? v + len : v, int64_t{0}, len); };
    std::vector<int64_t> idx;
    for (int64_t k = clamp(bounds[i]); k < clamp(bounds[i + 1]); ++k) idx.push_back(k);
    out.push_back(make_ndarray(take(x, idx, axis)));
  }
  return py::List(out);
}

/// np.repeat(a, repeats, axis=None).
Ref repeat(CallArgs& a) {
  Tensor x = array_arg(a, 0, "a", "repeat");
  const Tensor reps = np::asarray(np_require(a, 1, "repeats", "repeat"), DType::Int64);
  const Ref axis_ref = arg(a, 2, "axis");
  int64_t axis = 0;
  if (!present(axis_ref)) x = x.with_shape({x.num_elements()});
  else axis = axis_of(py::as_int(axis_ref.get()), x.rank());
  const int64_t len = x.shape()[static_cast<size_t>(axis)];
  if (reps.num_elements() != 1 && reps.num_elements() != len) {
    py::raise_value_error("operands could not be broadcast together with shape (" + std::to_string(len) + ",) (" +
                          std::to_string(reps.num_elements()) + ",)");
  }
  int64_t total = 0;
  for (int64_t k = 0; k < len; ++k) {
    const int64_t r = reps.data<int64_t>()[reps.num_elements() == 1 ? 0 : k];
    if (r < 0) py::raise_value_error("repeats may not contain negative values.");
    if (r > std::numeric_limits<int64_t>::max() - total) total = std::numeric_limits<int64_t>::max();
    else total += r;
  }
  // The result is allocated before it is filled: one too big is NumPy's MemoryError, not a
  // long loop.
  tensor::Shape out_shape = x.shape();
  out_shape[static_cast<size_t>(axis)] = total;
  (void)Tensor::zeros(x.dtype(), out_shape);
  std::vector<int64_t> idx;
  for (int64_t k = 0; k < len; ++k) {
    const int64_t r = reps.data<int64_t>()[reps.num_elements() == 1 ? 0 : k];
    for (int64_t j = 0; j < r; ++j) idx.push_back(k);
  }
  return make_ndarray(take(x, idx, axis));
}

/// np.tile(A, reps).
Ref tile(CallArgs& a) {
  Tensor x = array_arg(a, 0, "A", "tile");
  const Ref reps_ref = np_require(a, 1, "reps", "tile");
  std::vector<int64_t> reps;
  if (py::is_int(reps_ref.get())) reps = {py::as_int(reps_ref.get())};
  else
    for (const Ref& r : py::to_vector(reps_ref)) reps.push_back(py::as_int(r.get()));
  const size_t d = std::max(reps.size(), static_cast<size_t>(x.rank()));
  Shape shape(d - static_cast<size_t>(x.rank()), 1);
  shape.insert(shape.end(), x.shape().begin(), x.shape().end());
  reps.insert(reps.begin(), d - reps.size(), 1);
  for (int64_t r : reps)
    if (r < 0) py::raise_value_error("negative dimensions are not allowed");
  return make_ndarray(tensor::tile(x.with_shape(shape), reps));
}

/// np.roll(a, shift, axis=None).
Ref roll(CallArgs& a) {
  const Tensor x = array_arg(a, 0, "a", "roll");
  const Ref shift_ref = np_require(a, 1, "shift", "roll"), axis_ref = arg(a, 2, "axis");
  if (!present(axis_ref)) {
    const Tensor flat = x.with_shape({x.num_elements()});
    CallArgs inner{{make_ndarray(flat), shift_ref, py::Int(0)}, {}};
    return make_ndarray(np::asarray(roll(inner)).with_shape(x.shape()));
  }
  std::vector<Ref> shifts = py::is_int(shift_ref.get()) ? std::vector<Ref>{shift_ref} : py::to_vector(shift_ref);
  std::vector<Ref> axes = py::is_int(axis_ref.get()) ? std::vector<Ref>{axis_ref} : py::to_vector(axis_ref);
  if (shifts.size() == 1) shifts.resize(axes.size(), shifts[0]);
  if (axes.size() == 1) axes.resize(shifts.size(), axes[0]);
  if (shifts.size() != axes.size()) py::raise_value_error("'shift' and 'axis' should be scalars or 1D sequences");
  Tensor out = x;
  for (size_t k = 0; k < axes.size(); ++k) {
    const int64_t axis = axis_of(py::as_int(axes[k].get()), x.rank());
    const int64_t len = x.shape()[static_cast<size_t>(axis)];
    if (len == 0) continue;
    const int64_t s = ((py::as_int(shifts[k].get()) % len) + len) % len;
    std::vector<int64_t> idx;
    for (int64_t i = 0; i < len; ++i) idx.push_back((i - s + len) % len);
    out = take(out, idx, axis);
  }
  return make_ndarray(out);
}

/// The source index of each of `len + before + after` padded positions along an axis of `len`
/// elements, for numpy/lib/_arraypad_impl.py's index modes: 'edge' repeats the end values,
/// 'wrap' the array periodically, 'reflect' mirrors about the end values (period 2(len-1); an
/// axis of one element pads as 'edge'), 'symmetric' mirrors including them (period 2 len).
std::vector<int64_t> pad_indices(const std::string& mode, int64_t len, int64_t before, int64_t after) {
  std::vector<int64_t> idx;
  for (int64_t i = -before; i < len + after; ++i) {
    int64_t j = i;
    if (mode == "edge" || (mode == "reflect" && len == 1)) {
      j = std::clamp<int64_t>(i, 0, len - 1);
    } else if (mode == "wrap") {
      j = ((i % len) + len) % len;
    } else if (mode == "reflect") {
      const int64_t period = 2 * (len - 1);
      j = ((i % period) + period) % period;
      if (j >= len) j = period - j;
    } else {  // symmetric
      const int64_t period = 2 * len;
      j = ((i % period) + period) % period;
      if (j >= len) j = period - 1 - j;
    }
    idx.push_back(j);
  }
  return idx;
}

/// np.pad(array, pad_width, mode='constant', constant_values=0); the index modes 'edge',
/// 'wrap', 'reflect' and 'symmetric' (reflect_type='even').
Ref pad(CallArgs& a) {
  const Tensor x = array_arg(a, 0, "array", "pad");
  const Ref width_ref = np_require(a, 1, "pad_width", "pad");
  std::string mode = "constant";
  if (Ref m = arg(a, 2, "mode"); present(m)) mode = py::str(m);
  static const std::set<std::string> kIndexModes = {"edge", "wrap", "reflect", "symmetric"};
  static const std::set<std::string> kKnownModes = {"constant", "edge", "linear_ramp", "maximum", "mean", "median",
                                                    "minimum", "reflect", "symmetric", "wrap", "empty"};
  if (!kKnownModes.count(mode)) py::raise_value_error("mode '" + mode + "' is not supported");
  if (mode != "constant" && !kIndexModes.count(mode)) not_supported("np.pad with mode='" + mode + "'");
  if (Ref rt = a.kwarg("reflect_type"); rt && py::str(rt) != "even") not_supported("np.pad with reflect_type='" + py::str(rt) + "'");
  const Ref value_ref = a.kwarg("constant_values");
  if (value_ref && !py::is_int(value_ref.get()) && !py::is_float(value_ref.get()))
    not_supported("np.pad with per-axis constant_values");
  // pad_width broadcasts to (ndim, 2): an int, (before, after), or one pair per axis.
  const Tensor w = np::asarray(width_ref, DType::Int64);
  std::vector<std::pair<int64_t, int64_t>> widths;
  for (int d = 0; d < x.rank(); ++d) {
    int64_t before, after;
    if (w.num_elements() == 1) before = after = w.as_int64(0);
    else if (w.rank() == 1 && w.num_elements() == 2) before = w.as_int64(0), after = w.as_int64(1);
    else if (w.rank() == 2 && w.shape()[0] == x.rank() && w.shape()[1] == 2) before = w.as_int64(2 * d), after = w.as_int64(2 * d + 1);
    else if (w.rank() == 2 && w.shape()[0] == 1 && w.shape()[1] == 2) before = w.as_int64(0), after = w.as_int64(1);
    else py::raise_value_error("operands could not be broadcast together with remapped shapes [original->remapped]: " +
                               np::shape_text(w.shape()) + "  and requested shape (" + std::to_string(x.rank()) + ",2)");
    if (before < 0 || after < 0) py::raise_value_error("index can't contain negative values");
    widths.emplace_back(before, after);
  }
  if (mode != "constant") {
    // Unsupported keywords of the index modes: NumPy's own check (_arraypad_impl.py).
    for (const auto& [key, value] : a.kwargs)
      if (key != "reflect_type" && key != "mode" && key != "array" && key != "pad_width")
        py::raise_value_error("unsupported keyword arguments for mode '" + mode + "': {'" + key + "'}");
    Tensor out = x;
    for (int d = 0; d < x.rank(); ++d) {
      const auto [before, after] = widths[static_cast<size_t>(d)];
      if (before == 0 && after == 0) continue;
      const int64_t len = x.shape()[static_cast<size_t>(d)];
      if (len == 0)
        py::raise_value_error("can't extend empty axis " + std::to_string(d) + " using modes other than 'constant' or 'empty'");
      out = take(out, pad_indices(mode, len, before, after), d);
    }
    return make_ndarray(out);
  }
  Shape out_shape;
  for (int d = 0; d < x.rank(); ++d) out_shape.push_back(x.shape()[static_cast<size_t>(d)] + widths[static_cast<size_t>(d)].first + widths[static_cast<size_t>(d)].second);
  // _arraypad_impl._as_pairs makes the value an int64/float64 array, which assignment into the
  // padded array casts unsafely (-123 wraps to 133 in uint8).
  Ref out = make_ndarray(np::astype(np::asarray(value_ref ? value_ref : py::Int(0)), x.dtype()));
  out = make_ndarray(tensor::broadcast_to(np::asarray(out), out_shape));
  out = make_ndarray(tensor::deep_copy(np::asarray(out)));
  std::vector<Ref> key;
  for (int d = 0; d < x.rank(); ++d) {
    const int64_t b = widths[static_cast<size_t>(d)].first;
    key.push_back(py::make_object<py::SliceObject>(py::T().slice, py::Int(b), py::Int(b + x.shape()[static_cast<size_t>(d)]), py::None()));
  }
  np::setitem(out, py::Tuple(key), make_ndarray(x));
  return out;
}

/// np.flip(m, axis=None): a view with reversed strides.
Ref flip(CallArgs& a) {
  const Ref arr = array_ref(np_require(a, 0, "m", "flip"));
  const NumpyArrayObject& m = *as_numpy_array(arr.get());
  const Ref axis_ref = arg(a, 1, "axis");
  const std::vector<int64_t> axes = np::normalize_axes(axis_ref, m.rank());
  tensor::StridedLayout view = m.layout;
  for (int64_t d : axes) {
    const auto u = static_cast<size_t>(d);
    if (view.shape[u] > 0) view.offset += (view.shape[u] - 1) * view.strides[u];
    view.strides[u] = -view.strides[u];
  }
  return np::make_view(arr, view);
}

/// np.linalg.norm(x, ord=None, axis=None, keepdims=False) for the 2-norm / Frobenius norm.
Ref norm(CallArgs& a) {
  Tensor x = array_arg(a, 0, "x", "norm");
  const Ref ord = arg(a, 1, "ord"), axis_ref = arg(a, 2, "axis"), keep = arg(a, 3, "keepdims");
  // Vector norms: along one int axis, or of a 1-D array without an axis.
  const bool vector = (present(axis_ref) && py::is_int(axis_ref.get())) || (!present(axis_ref) && x.rank() == 1);
  const bool numeric_ord = present(ord) && (py::is_int(ord.get()) || py::is_float(ord.get()));
  if (present(ord) && !(py::is_str(ord.get()) && py::str(ord) == "fro" && !vector) && !(numeric_ord && vector))
    not_supported("np.linalg.norm with ord=" + py::repr(ord));
  if (x.dtype() == DType::String) not_supported("np.linalg.norm of object (bytes) arrays");
  if (tensor::is_complex(x.dtype())) not_supported("np.linalg.norm of complex arrays");
  if (!tensor::is_floating(x.dtype())) x = np::astype(x, DType::Float64);
  const bool keepdims = keep && py::truthy(keep);
  if (numeric_ord && py::as_float(ord.get()) != 2) {
    // _linalg.py norm's vector cases: max/min of |x| for +-inf, the count of nonzeros for 0,
    // sum |x| for 1, else (sum |x|**ord)**(1/ord).
    const double p = py::as_float(ord.get());
    const Ref axis = present(axis_ref) ? axis_ref : py::None();
    const Ref absx = np::unary(np::UnaryUfunc::Absolute, make_ndarray(x));
    if (p == INFINITY) return np::reduce(np::Reduction::Max, absx, axis, keepdims);
    if (p == -INFINITY) return np::reduce(np::Reduction::Min, absx, axis, keepdims);
    if (p == 0) {
      const Tensor nz = np::astype(np::binary_values(np::Ufunc::NotEqual, np::Operand{x}, np::Operand{Tensor::zeros(x.dtype(), {})}), x.dtype());
      return np::reduce(np::Reduction::Sum, make_ndarray(nz), axis, keepdims);
    }
    if (p == 1) return np::reduce(np::Reduction::Sum, absx, axis, keepdims);
    const Ref powered = np::binary(np::Ufunc::Power, absx, make_numpy(np::astype(Tensor::scalar_double(p), x.dtype())));
    return np::binary(np::Ufunc::Power, np::reduce(np::Reduction::Sum, powered, axis, keepdims),
                      make_numpy(np::astype(Tensor::scalar_double(1.0 / p), x.dtype())));
  }
  if (!present(axis_ref)) {
    // x.ravel(); sqrt(x.dot(x)): a sequential dot product.
    double s = 0;
    if (x.dtype() == DType::Float64) {
      for (int64_t i = 0; i < x.num_elements(); ++i) s += x.data<double>()[i] * x.data<double>()[i];
    } else {
      float f = 0;
      for (int64_t i = 0; i < x.num_elements(); ++i) f += x.data<float>()[i] * x.data<float>()[i];
      s = f;
    }
    Tensor r = np::astype(Tensor::scalar_double(std::sqrt(s)), x.dtype());
    if (x.dtype() != DType::Float64) r = np::astype(Tensor::scalar_float(std::sqrt(static_cast<float>(s))), x.dtype());
    if (keepdims) return make_ndarray(r.with_shape(Shape(static_cast<size_t>(x.rank()), 1)));
    return make_numpy(r);
  }
  // sqrt(add.reduce(x * x, axis)) with NumPy's pairwise sums.
  const Ref sq = np::binary(np::Ufunc::Multiply, make_ndarray(x), make_ndarray(x));
  return np::unary(np::UnaryUfunc::Sqrt, np::reduce(np::Reduction::Sum, sq, axis_ref, keepdims));
}

// np.interp(x, xp, fp, left=None, right=None) for real values (numpy's arr_interp): float64,
// fp[0] / fp[-1] (or left / right) outside xp, fp[j] exactly at xp[j], else the line through
// the two points around x.
Ref interp(CallArgs& a) {
  if (present(arg(a, 5, "period"))) not_supported("np.interp with period=");
  // The missing-argument TypeError comes before any conversion of x.
  for (std::size_t i : {1, 2}) np_require(a, i, i == 1 ? "xp" : "fp", "interp");
  const Tensor x = tensor::cast(array_arg(a, 0, "x", "interp"), DType::Float64);
  const Tensor xp = tensor::cast(array_arg(a, 1, "xp", "interp"), DType::Float64);
  const Tensor fp = tensor::cast(array_arg(a, 2, "fp", "interp"), DType::Float64);
  if (xp.rank() != 1 || fp.rank() != 1) py::raise_value_error("object too deep for desired array");
  const int64_t n = xp.num_elements();
  if (n == 0) py::raise_value_error("array of sample points is empty");
  if (fp.num_elements() != n) py::raise_value_error("fp and xp are not of the same length.");
  const double* px = xp.data<double>();
  const double* pf = fp.data<double>();
  Ref left = arg(a, 3, "left"), right = arg(a, 4, "right");
  const double lo = present(left) ? py::as_float(left.get()) : pf[0];
  const double hi = present(right) ? py::as_float(right.get()) : pf[n - 1];
  std::vector<double> out(static_cast<std::size_t>(x.num_elements()));
  for (std::size_t i = 0; i < out.size(); ++i) {
    const double v = x.data<double>()[i];
    if (std::isnan(v)) out[i] = v;
    else if (v > px[n - 1]) out[i] = hi;
    else if (v < px[0]) out[i] = lo;
    else if (v == px[n - 1]) out[i] = pf[n - 1];
    else {
      const int64_t j = std::upper_bound(px, px + n, v) - px - 1;  // xp[j] <= v < xp[j + 1]
      if (px[j] == v) {
        out[i] = pf[j];
      } else {
        const double slope = (pf[j + 1] - pf[j]) / (px[j + 1] - px[j]);
        out[i] = slope * (v - px[j]) + pf[j];
        if (std::isnan(out[i])) {
          out[i] = slope * (v - px[j + 1]) + pf[j + 1];
          if (std::isnan(out[i]) && pf[j] == pf[j + 1]) out[i] = pf[j];
        }
      }
    }
  }
  return make_numpy_result(Tensor::from_vector<double>(DType::Float64, x.shape(), std::move(out)));
}

/// np.take(a, indices, axis=None): a.ravel()[indices], or indices along `axis`
/// (numpy/_core/fromnumeric.py take); its IndexErrors are indexing's.
Ref np_take(CallArgs& a) {
  Ref x = array_ref(np_require(a, 0, "a", "take"));
  Ref indices = np_require(a, 1, "indices", "take");
  Ref axis = arg(a, 2, "axis");
  Ref out = arg(a, 3, "out");
  Ref mode = arg(a, 4, "mode");
  if ((out && !py::is_none(out.get())) || (mode && !(py::is_str(mode.get()) && py::as_str(mode.get()) == "raise")))
    not_supported("np.take with out= or mode= other than 'raise'");
  // An int picks one element (a scalar); anything else is an index array.
  Ref index = py::is_int(indices.get()) ? indices : make_ndarray(np::asarray(indices));
  if (!axis || py::is_none(axis.get())) return py::getitem(py::call_method(x, "ravel", {}), index);
  const int rank = static_cast<int>(np::asarray(x).rank());
  const int64_t k = axis_of(py::as_int(axis.get()), rank);
  std::vector<Ref> key;
  for (int64_t d = 0; d < k; ++d) key.push_back(py::make_object<py::SliceObject>(py::T().slice, py::None(), py::None(), py::None()));
  key.push_back(index);
  return py::getitem(x, py::Tuple(std::move(key)));
}

}  // namespace

void add_numpy_functions(const Ref& np_mod) {
  def_float_ufuncs(np_mod, kFloatUfuncs);
  const std::pair<const char*, tensor::UnaryOp> classes[] = {
      {"isnan", tensor::UnaryOp::IsNan}, {"isinf", tensor::UnaryOp::IsInf}, {"isfinite", tensor::UnaryOp::IsFinite}};
  for (const auto& [name_value, op_value] : classes) {
    const char* name = name_value;
    const tensor::UnaryOp op = op_value;
    np_mod->dict->set(name, with_ufunc_keywords(name, 1, numpy_function(name, [name, op](CallArgs& a) {
                                                    return float_class(np_require(a, 0, "x", name), op);
                                                  })));
  }
  // np.clip(a, a_min, a_max): minimum(maximum(a, a_min), a_max) with the ufuncs' dtype rules.
  np_def(np_mod, "clip", +[](CallArgs& a) -> Ref {
    Ref x = np_require(a, 0, "a", "clip");
    Ref lo = arg(a, 1, "a_min"), hi = arg(a, 2, "a_max");
    if (!lo) lo = a.kwarg("min");
    if (!hi) hi = a.kwarg("max");
    if (!present(lo) && !present(hi)) py::raise_value_error("One of max or min must be given");
    if (present(lo) && present(hi)) {
      // With both bounds NumPy runs its 3-operand clip ufunc, whose error names all three shapes.
      const tensor::Shape xs = np::asarray(x).shape(), ls = np::asarray(lo).shape(), hs = np::asarray(hi).shape();
      try {
        tensor::plan_broadcast(tensor::plan_broadcast(xs, ls).out_shape, hs);
      } catch (const tensor::OpError&) {
        py::raise_value_error("operands could not be broadcast together with shapes " + np::compact_shape_text(xs) + " " +
                              np::compact_shape_text(ls) + " " + np::compact_shape_text(hs) + " ");
      }
    }
    if (present(lo)) x = np::binary(np::Ufunc::Maximum, x, lo);
    if (present(hi)) x = np::binary(np::Ufunc::Minimum, x, hi);
    return store_out(arg(a, 3, "out"), x, "clip");
  });
  np_def(np_mod, "cumsum", +[](CallArgs& a) { return accumulate(np_require(a, 0, "a", "cumsum"), arg(a, 1, "axis"), arg(a, 2, "dtype"), false); });
  np_def(np_mod, "cumprod", +[](CallArgs& a) { return accumulate(np_require(a, 0, "a", "cumprod"), arg(a, 1, "axis"), arg(a, 2, "dtype"), true); });
  np_def(np_mod, "diff", +[](CallArgs& a) -> Ref {
    if (present(a.kwarg("prepend")) || present(a.kwarg("append"))) not_supported("np.diff with prepend= or append=");
    Ref n = arg(a, 1, "n"), axis = arg(a, 2, "axis");
    return diff(array_arg(a, 0, "a", "diff"), n ? py::as_int(n.get()) : 1, axis ? py::as_int(axis.get()) : -1);
  });
  np_def(np_mod, "sort", +[](CallArgs& a) -> Ref {
    Ref axis = arg(a, 1, "axis");
    return with_text_dtype(make_ndarray(sorted(array_arg(a, 0, "a", "sort"), axis ? axis : py::Int(-1))),
                           text_dtype_of_array(arg(a, 0, "a")));
  });
  np_def(np_mod, "unique", unique);
  np_def(np_mod, "median", median);
  np_def(np_mod, "percentile", +[](CallArgs& a) { return quantile(a, true); });
  np_def(np_mod, "quantile", +[](CallArgs& a) { return quantile(a, false); });
  // np.count_nonzero(a, axis=None): a Python int without an axis.
  np_def(np_mod, "count_nonzero", +[](CallArgs& a) -> Ref {
    const Tensor x = np::astype(array_arg(a, 0, "a", "count_nonzero"), DType::Bool);
    Ref axis = arg(a, 1, "axis"), keep = arg(a, 2, "keepdims");
    Ref counts = np::reduce(np::Reduction::Sum, make_ndarray(x), axis, keep && py::truthy(keep));
    if (!present(axis)) return py::Int(np::asarray(counts).as_int64(0));
    return counts;
  });
  np_def(np_mod, "nonzero", +[](CallArgs& a) { return py::Tuple(nonzero(array_arg(a, 0, "a", "nonzero"))); });
  // np.where(condition) is np.nonzero(condition); the three-argument form is numpy_module.cpp's.
  const Ref where3 = np_mod->dict->get("where");
  np_def(np_mod, "where", [where3](CallArgs& a) -> Ref {
    if (a.args.size() == 1 && a.kwargs.empty()) return py::Tuple(nonzero(np::asarray(a.args[0])));
    return py::call(where3, a);
  });
  np_def(np_mod, "flatnonzero", +[](CallArgs& a) {
    const Tensor x = array_arg(a, 0, "a", "flatnonzero");
    return nonzero(x.with_shape({x.num_elements()}))[0];
  });
  np_def(np_mod, "argwhere", +[](CallArgs& a) -> Ref {
    const Tensor x = array_arg(a, 0, "a", "argwhere");
    if (x.rank() == 0) not_supported("np.argwhere of a 0-d array");
    return make_ndarray(tensor::where_indices(np::astype(x, DType::Bool)));
  });
  // np.full_like(a, fill_value, dtype=None).
  np_def(np_mod, "full_like", +[](CallArgs& a) -> Ref {
    const Tensor x = array_arg(a, 0, "a", "full_like");
    const DType dt = dtype_param(a, 2).value_or(x.dtype());
    const Tensor v = np::assignment_value(np_require(a, 1, "fill_value", "full_like"), dt);
    Ref out = make_ndarray(tensor::deep_copy(tensor::broadcast_to(np::astype(filled({}, dt, 0), dt), x.shape())));
    np::write_all(*as_numpy_array(out.get()), v);
    return out;
  });
  np_def(np_mod, "tile", tile);
  np_def(np_mod, "repeat", repeat);
  np_def(np_mod, "hstack", +[](CallArgs& a) -> Ref {
    std::vector<Tensor> items = arrays_arg(a, "hstack");
    for (Tensor& t : items) t = at_least(t, 1);
    return make_ndarray(concat_all(items, items.empty() || items[0].rank() == 1 ? 0 : 1));
  });
  np_def(np_mod, "vstack", +[](CallArgs& a) -> Ref {
    std::vector<Tensor> items = arrays_arg(a, "vstack");
    for (Tensor& t : items) t = at_least(t, 2);
    return make_ndarray(concat_all(items, 0));
  });
  np_def(np_mod, "column_stack", +[](CallArgs& a) -> Ref {
    std::vector<Tensor> items = arrays_arg(a, "column_stack");
    for (Tensor& t : items) t = t.rank() < 2 ? at_least(t, 1).with_shape({at_least(t, 1).num_elements(), 1}) : t;
    return make_ndarray(concat_all(items, 1));
  });
  // np.atleast_1d / atleast_2d(*arys): one array for one argument, else a tuple of them.
  for (const int rank : {1, 2}) {
    const std::string name = rank == 1 ? "atleast_1d" : "atleast_2d";
    np_def(np_mod, name, [rank, name](CallArgs& a) -> Ref {
      if (!a.kwargs.empty()) py::raise_type_error(name + "() got an unexpected keyword argument '" + a.kwargs.begin()->first + "'");
      std::vector<Ref> out;
      for (size_t i = 0; i < a.args.size(); ++i) out.push_back(make_ndarray(at_least(array_arg(a, i, "arys", name.c_str()), rank)));
      if (out.size() == 1) return out[0];
      return py::Tuple(std::move(out));
    });
  }
  np_def(np_mod, "split", +[](CallArgs& a) { return split(a, true); });
  np_def(np_mod, "array_split", +[](CallArgs& a) { return split(a, false); });
  np_def(np_mod, "flip", flip);
  np_def(np_mod, "fliplr", +[](CallArgs& a) {
    CallArgs b{{np_require(a, 0, "m", "fliplr"), py::Int(1)}, {}};
    return flip(b);
  });
  np_def(np_mod, "flipud", +[](CallArgs& a) {
    CallArgs b{{np_require(a, 0, "m", "flipud"), py::Int(0)}, {}};
    return flip(b);
  });
  np_def(np_mod, "roll", roll);
  np_def(np_mod, "pad", pad);
  np_def(np_mod, "outer", +[](CallArgs& a) -> Ref {
    const Tensor x = array_arg(a, 0, "a", "outer"), y = array_arg(a, 1, "b", "outer");
    return np::binary(np::Ufunc::Multiply, make_ndarray(x.with_shape({x.num_elements(), 1})),
                      make_ndarray(y.with_shape({1, y.num_elements()})));
  });
  add_numpy_einsum(np_mod);
  add_numpy_numeric(np_mod);
  add_numpy_fft(np_mod);
  add_numpy_complex(np_mod);
  np_def(np_mod, "take", np_take);
  np_def(np_mod, "interp", interp);
  // np.issubdtype(arg1, arg2): issubclass of the scalar types (numpy/_core/numerictypes.py),
  // either argument a scalar type (abstract ones too: np.floating) or what np.dtype() takes.
  Ref generic = np_mod->dict->get("generic");
  Ref dtype_type = np_mod->dict->get("dtype");
  np_def(np_mod, "issubdtype", [generic, dtype_type](CallArgs& a) -> Ref {
    auto scalar_type = [&](const Ref& v) -> py::TypeObject* {
      const bool is_class = v->cls == py::T().type || v->cls->is_subtype_of(py::T().type);
      if (is_class && static_cast<py::TypeObject*>(v.get())->is_subtype_of(static_cast<py::TypeObject*>(generic.get())))
        return static_cast<py::TypeObject*>(v.get());
      Ref t = py::getattr(py::call(dtype_type, std::vector<Ref>{v}), "type");
      return static_cast<py::TypeObject*>(t.get());
    };
    py::TypeObject* t1 = scalar_type(np_require(a, 0, "arg1", "issubdtype"));
    py::TypeObject* t2 = scalar_type(np_require(a, 1, "arg2", "issubdtype"));
    return py::Bool(t1->is_subtype_of(t2));
  });
  Ref linalg = py::Module("numpy.linalg");
  np_def(linalg, "norm", norm);
  add_numpy_linalg(linalg);
  np_mod->dict->set("linalg", linalg);
}

}  // namespace tfplay::tf
