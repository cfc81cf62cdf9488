// numpy.random's legacy API (numpy/random/mtrand.pyx, RandomState): the MT19937 stream that
// np.random.seed(n) starts, bit-exact with NumPy for seeded sequences (_mt19937.pyx
// mt19937_seed, distributions/legacy: legacy_gauss's polar method with its cached second
// value, random_interval's masked rejection for shuffle and permutation, the masked bounded
// integers of randint). The module functions share one hidden RandomState; RandomState(seed)
// objects have their own. Scalars come back as NumPy's legacy API returns them: Python floats
// and ints.
#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <random>
#include <set>

#include "core/function/tensor_object.h"
#include "core/python/bigint.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tensor/broadcast.h"
#include "core/tensor/kernels.h"
#include "core/tf/call_args.h"
#include "core/tf/numpy_array.h"
#include "core/tf/numpy_index.h"
#include "core/tf/numpy_module.h"
#include "core/tf/numpy_mt19937.h"
#include "core/tf/numpy_text.h"
#include "core/tf/numpy_ops.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
using tensor::DType;
using tensor::Tensor;

namespace {

struct MersenneTwister : Mt19937 {
  bool has_gauss = false;
  double gauss = 0;

  void seed(uint32_t s) {
    Mt19937::seed(s);
    has_gauss = false;
    gauss = 0;
  }
  double next_gauss() {  // legacy_gauss: the polar method, caching the second value
    if (has_gauss) {
      has_gauss = false;
      const double g = gauss;
      gauss = 0;
      return g;
    }
    double x1, x2, r2;
    do {
      x1 = 2.0 * next_double() - 1.0;
      x2 = 2.0 * next_double() - 1.0;
      r2 = x1 * x1 + x2 * x2;
    } while (r2 >= 1.0 || r2 == 0.0);
    const double f = std::sqrt(-2.0 * std::log(r2) / r2);
    gauss = f * x1;
    has_gauss = true;
    return f * x2;
  }
  uint64_t bounded(uint64_t rng) {  // random_bounded_uint64_fill, masked rejection, rng < 2**32
    if (rng == 0) return 0;
    if (rng == 0xFFFFFFFFull) return next32();
    uint64_t mask = rng;
    for (int s = 1; s < 64; s <<= 1) mask |= mask >> s;
    uint32_t v;
    while ((v = next32() & static_cast<uint32_t>(mask)) > rng) {
    }
    return v;
  }
};


// A `size` argument: None -> a scalar; an int or a tuple -> that shape.
std::optional<tensor::Shape> size_param(const Ref& v) {
  if (!v || py::is_none(v.get())) return std::nullopt;
  return shape_param(v);
}

// Float samples: a Python float without a size (mtrand's cont()), else a float64 array.
Ref random_values(const std::optional<tensor::Shape>& size, const std::function<double()>& next) {
  if (!size) return py::Float(next());
  Tensor t = Tensor::zeros(DType::Float64, *size);
  double* d = t.mutable_data<double>();
  for (int64_t i = 0; i < t.num_elements(); ++i) d[i] = next();
  return make_ndarray(t);
}

// randint(low, high, size): int64 values in [low, high); a Python int without a size.
Ref random_integers(MersenneTwister& mt, int64_t low, int64_t high, const std::optional<tensor::Shape>& size) {
  if (low >= high) py::raise_value_error("low >= high");
  const uint64_t rng = static_cast<uint64_t>(high - low - 1);
  if (rng > 0xFFFFFFFFull) py::raise(py::E().NotImplementedError, "tfplay's np.random.randint supports ranges below 2**32");
  if (!size) return py::Int(low + static_cast<int64_t>(mt.bounded(rng)));
  Tensor t = Tensor::zeros(DType::Int64, *size);
  int64_t* d = t.mutable_data<int64_t>();
  for (int64_t i = 0; i < t.num_elements(); ++i) d[i] = low + static_cast<int64_t>(mt.bounded(rng));
  return make_ndarray(t);
}

// RandomState.shuffle(x): Fisher-Yates from the end along the first axis, j = random_interval(i).
void shuffle(MersenneTwister& mt, const Ref& x) {
  if (py::is_list(x.get())) {
    auto& items = static_cast<py::ListObject*>(x.get())->items;
    for (size_t i = items.size(); i-- > 1;) std::swap(items[i], items[mt.bounded(i)]);
    return;
  }
  NumpyArrayObject* arr = as_numpy_array(x.get());
  if (!arr || arr->is_scalar) py::raise(py::E().NotImplementedError, "tfplay's np.random.shuffle supports ndarrays and lists");
  if (arr->rank() == 0) py::raise_type_error("len() of unsized object");
  const int64_t n = arr->shape()[0];
  std::vector<int64_t> order(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) order[static_cast<size_t>(i)] = i;
  for (int64_t i = n - 1; i >= 1; --i) std::swap(order[static_cast<size_t>(i)], order[mt.bounded(static_cast<uint64_t>(i))]);
  const Tensor rows = tensor::gather(arr->value(), Tensor::from_vector<int64_t>(DType::Int64, {n}, order), 0);
  np::write_all(*arr, rows);
}

Ref permutation(MersenneTwister& mt, const Ref& x) {
  if (py::is_int(x.get()) && !py::is_bool(x.get())) {
    const int64_t n = py::as_int(x.get());
    if (n < 0) py::raise_value_error("negative dimensions are not allowed");
    std::vector<int64_t> v(static_cast<size_t>(n));
    for (int64_t i = 0; i < n; ++i) v[static_cast<size_t>(i)] = i;
    Ref arr = make_ndarray(Tensor::from_vector<int64_t>(DType::Int64, {n}, v));
    shuffle(mt, arr);
    return arr;
  }
  const Tensor t = np::asarray(x);
  if (t.rank() < 1) py::raise(py::E().IndexError, "x must be an integer or at least 1-dimensional");
  Ref arr = make_ndarray(tensor::deep_copy(t));
  shuffle(mt, arr);
  return arr;
}

// RandomState.choice(a, size=None, replace=True, p=None).
Ref choice(MersenneTwister& mt, CallArgs& a) {
  const Ref a_ref = np_require(a, 0, "a", "choice");
  const Ref size_ref = arg(a, 1, "size"), replace_ref = arg(a, 2, "replace"), p_ref = arg(a, 3, "p");
  const bool replace = !replace_ref || py::truthy(replace_ref);
  const Tensor pool = np::asarray(a_ref);
  int64_t pop_size;
  if (pool.rank() == 0) {
    if (!tensor::is_integer(pool.dtype())) py::raise_value_error("a must be 1-dimensional or an integer");
    pop_size = pool.as_int64(0);
    if (pop_size <= 0) py::raise_value_error("a must be greater than 0 unless no samples are taken");
  } else if (pool.rank() != 1) {
    py::raise_value_error("a must be 1-dimensional");
  } else {
    pop_size = pool.shape()[0];
    if (pop_size == 0) py::raise_value_error("'a' cannot be empty unless no samples are taken");
  }
  const std::optional<tensor::Shape> shape = size_param(size_ref);
  const int64_t count = shape ? tensor::num_elements_of(*shape) : 1;
  // The int64 indices are allocated first: too many is NumPy's MemoryError, not a long loop.
  if (shape) (void)Tensor::zeros(DType::Int64, *shape);
  std::vector<int64_t> idx;
  if (present(p_ref)) {
    if (!replace) py::raise(py::E().NotImplementedError, "tfplay's np.random.choice does not support p= with replace=False");
    const Tensor p = np::asarray(p_ref, DType::Float64);
    if (p.rank() != 1) py::raise_value_error("'p' must be 1-dimensional");
    if (p.num_elements() != pop_size) py::raise_value_error("'a' and 'p' must have same size");
    const double* pv = p.data<double>();
    double sum = 0, comp = 0;  // kahan_sum
    for (int64_t i = 0; i < pop_size; ++i) {
      const double y = pv[i] - comp, t = sum + y;
      comp = (t - sum) - y;
      sum = t;
    }
    if (std::isnan(sum)) py::raise_value_error("probabilities contain NaN");
    for (int64_t i = 0; i < pop_size; ++i)
      if (pv[i] < 0) py::raise_value_error("probabilities are not non-negative");
    if (std::fabs(sum - 1.0) > choice_probability_atol(p_ref.get())) py::raise_value_error("probabilities do not sum to 1");
    // cdf = p.cumsum(); cdf /= cdf[-1]; idx = cdf.searchsorted(random_sample(size), side='right')
    std::vector<double> cdf(static_cast<size_t>(pop_size));
    double run = 0;
    for (int64_t i = 0; i < pop_size; ++i) cdf[static_cast<size_t>(i)] = run += pv[i];
    for (double& c : cdf) c /= cdf.back();
    for (int64_t k = 0; k < count; ++k) {
      const double u = mt.next_double();
      idx.push_back(std::upper_bound(cdf.begin(), cdf.end(), u) - cdf.begin());
    }
  } else if (replace) {
    for (int64_t k = 0; k < count; ++k) idx.push_back(static_cast<int64_t>(mt.bounded(static_cast<uint64_t>(pop_size - 1))));
  } else {
    if (count > pop_size) py::raise_value_error("Cannot take a larger sample than population when 'replace=False'");
    const Tensor perm = np::asarray(permutation(mt, py::Int(pop_size)));
    for (int64_t k = 0; k < count; ++k) idx.push_back(perm.data<int64_t>()[k]);
  }
  const tensor::Shape out_shape = shape ? *shape : tensor::Shape{};
  const Tensor picks = Tensor::from_vector<int64_t>(DType::Int64, out_shape, idx);
  if (pool.rank() == 0) return shape ? make_ndarray(picks) : py::Int(idx[0]);
  const Tensor values = tensor::gather(pool, picks, 0);
  return shape ? make_ndarray(values) : make_numpy(values);
}

// random_binomial_inversion (distributions.c): walk the probabilities from P(0) = q**n until
// the uniform is used up, restarting past n*p + 10 * sqrt(n*p*q + 1).
int64_t binomial_inversion(MersenneTwister& mt, int64_t n, double p) {
  const double q = 1.0 - p, qn = std::exp(static_cast<double>(n) * std::log(q)), np_ = static_cast<double>(n) * p;
  const int64_t bound = static_cast<int64_t>(std::min(static_cast<double>(n), np_ + 10.0 * std::sqrt(np_ * q + 1)));
  int64_t x = 0;
  double px = qn, u = mt.next_double();
  while (u > px) {
    ++x;
    if (x > bound) {
      x = 0;
      px = qn;
      u = mt.next_double();
    } else {
      u -= px;
      px = (static_cast<double>(n - x + 1) * p * px) / (static_cast<double>(x) * q);
    }
  }
  return x;
}

// random_binomial_btpe (distributions.c): Kachitvichyanukul and Schmeiser's BTPE, a triangle,
// two parallelograms and exponential tails over the mode, with its squeeze and Stirling-series
// acceptance tests.
int64_t binomial_btpe(MersenneTwister& mt, int64_t n_int, double p) {
  const double n = static_cast<double>(n_int);
  const double r = std::min(p, 1.0 - p), q = 1.0 - r, fm = n * r + r;
  const int64_t m = static_cast<int64_t>(std::floor(fm));
  const double md = static_cast<double>(m);
  const double p1 = std::floor(2.195 * std::sqrt(n * r * q) - 4.6 * q) + 0.5;
  const double xm = md + 0.5, xl = xm - p1, xr = xm + p1, c = 0.134 + 20.5 / (15.3 + md);
  double a = (fm - xl) / (fm - xl * r);
  const double laml = a * (1.0 + a / 2.0);
  a = (xr - fm) / (xr * q);
  const double lamr = a * (1.0 + a / 2.0);
  const double p2 = p1 * (1.0 + 2.0 * c), p3 = p2 + c / laml, p4 = p3 + c / lamr;
  const double nrq = n * r * q;
  int64_t y;
  while (true) {
    const double u = mt.next_double() * p4;
    double v = mt.next_double();
    if (u <= p1) {
      y = static_cast<int64_t>(std::floor(xm - p1 * v + u));
      break;
    }
    if (u <= p2) {
      const double x = xl + (u - p1) / c;
      v = v * c + 1.0 - std::fabs(md - x + 0.5) / p1;
      if (v > 1.0) continue;
      y = static_cast<int64_t>(std::floor(x));
    } else if (u <= p3) {
      y = static_cast<int64_t>(std::floor(xl + std::log(v) / laml));
      if (y < 0 || v == 0.0) continue;
      v = v * (u - p2) * laml;
    } else {
      y = static_cast<int64_t>(std::floor(xr - std::log(v) / lamr));
      if (y > n_int || v == 0.0) continue;
      v = v * (u - p3) * lamr;
    }
    const int64_t k = std::llabs(y - m);
    const double kd = static_cast<double>(k);
    if (!(k > 20 && kd < nrq / 2.0 - 1)) {
      const double s = r / q;
      a = s * (n + 1);
      double f = 1.0;
      if (m < y) {
        for (int64_t i = m + 1; i <= y; ++i) f *= (a / static_cast<double>(i) - s);
      } else if (m > y) {
        for (int64_t i = y + 1; i <= m; ++i) f /= (a / static_cast<double>(i) - s);
      }
      if (v > f) continue;
      break;
    }
    const double rho = (kd / nrq) * ((kd * (kd / 3.0 + 0.625) + 0.16666666666666666) / nrq + 0.5);
    const double t = -kd * kd / (2 * nrq);
    const double big_a = std::log(v);
    if (big_a < t - rho) break;
    if (big_a > t + rho) continue;
    const double yd = static_cast<double>(y);
    const double x1 = yd + 1, f1 = md + 1, z = n + 1 - md, w = n - yd + 1;
    const double x2 = x1 * x1, f2 = f1 * f1, z2 = z * z, w2 = w * w;
    auto series = [](double v2, double v1) { return (13680. - (462. - (132. - (99. - 140. / v2) / v2) / v2) / v2) / v1 / 166320.; };
    if (big_a > (xm * std::log(f1 / x1) + (n - md + 0.5) * std::log(z / w) + (yd - md) * std::log(w * r / (x1 * q)) +
                 series(f2, f1) + series(z2, z) + series(x2, x1) + series(w2, w)))
      continue;
    break;
  }
  if (p > 0.5) y = n_int - y;
  return y;
}

// random_binomial: inversion while n * min(p, q) <= 30, BTPE beyond; p > 0.5 samples n - X(q).
int64_t binomial(MersenneTwister& mt, int64_t n, double p) {
  if (n == 0 || p == 0.0) return 0;
  if (p <= 0.5) return p * static_cast<double>(n) <= 30.0 ? binomial_inversion(mt, n, p) : binomial_btpe(mt, n, p);
  const double q = 1.0 - p;
  return n - (q * static_cast<double>(n) <= 30.0 ? binomial_inversion(mt, n, q) : binomial_btpe(mt, n, q));
}

// legacy_standard_gamma (legacy-distributions.c): Marsaglia and Tsang's method on the legacy
// Gaussian for shape >= 1, Johnk's rejection with an exponential below 1.
double standard_gamma(MersenneTwister& mt, double shape) {
  if (shape == 1.0) return -std::log(1.0 - mt.next_double());
  if (shape == 0.0) return 0.0;
  if (shape < 1.0) {
    for (;;) {
      const double u = mt.next_double(), v = -std::log(1.0 - mt.next_double());
      if (u <= 1.0 - shape) {
        const double x = std::pow(u, 1. / shape);
        if (x <= v) return x;
      } else {
        const double y = -std::log((1 - u) / shape), x = std::pow(1.0 - shape + shape * y, 1. / shape);
        if (x <= (v + y)) return x;
      }
    }
  }
  const double b = shape - 1. / 3., c = 1. / std::sqrt(9 * b);
  for (;;) {
    double x, v;
    do {
      x = mt.next_gauss();
      v = 1.0 + c * x;
    } while (v <= 0.0);
    v = v * v * v;
    const double u = mt.next_double();
    if (u < 1.0 - 0.0331 * (x * x) * (x * x)) return b * v;
    if (std::log(u) < 0.5 * x * x + b * (1. - v + std::log(v))) return b * v;
  }
}

// legacy_beta: Johnk's algorithm when both parameters are <= 1, else a ratio of gammas.
double beta(MersenneTwister& mt, double a, double b) {
  if (a <= 1.0 && b <= 1.0) {
    for (;;) {
      const double u = mt.next_double(), v = mt.next_double();
      const double x = std::pow(u, 1.0 / a), y = std::pow(v, 1.0 / b);
      if ((x + y) <= 1.0) {
        if (x + y > 0) return x / (x + y);
        double log_x = std::log(u) / a, log_y = std::log(v) / b;
        const double log_m = log_x > log_y ? log_x : log_y;
        log_x -= log_m;
        log_y -= log_m;
        return std::exp(log_x - std::log(std::exp(log_x) + std::exp(log_y)));
      }
    }
  }
  const double ga = standard_gamma(mt, a), gb = standard_gamma(mt, b);
  return ga / (ga + gb);
}

// A scalar distribution parameter checked as _common.pyx check_constraint does: "shape < 0"
// for a non-negative one (a negative zero too), "a <= 0" for a positive one.
double distribution_param(const Ref& v, const char* name, bool positive) {
  if (as_numpy_array(v.get()) && np::asarray(v).rank() > 0)
    py::raise(py::E().NotImplementedError, std::string("tfplay's np.random takes a scalar `") + name + "` only (no array parameters yet)");
  const double x = py::as_float(v.get());
  if (positive && !(x > 0) && !std::isnan(x)) py::raise_value_error(std::string(name) + " <= 0");
  if (!positive && !std::isnan(x) && std::signbit(x)) py::raise_value_error(std::string(name) + " < 0");
  return x;
}

// The shape of a draw of `d` values per sample (multinomial, dirichlet):
// (operator.index(size), d), or tuple(size) + (d,) when that fails.
tensor::Shape vector_draw_shape(const Ref& size, int64_t d) {
  tensor::Shape shape;
  if (size && !py::is_none(size.get())) {
    try {
      shape.push_back(py::as_int(size.get()));
    } catch (py::PyError&) {
      shape = shape_param(py::Tuple(py::to_vector(size)));
    }
  }
  shape.push_back(d);
  return shape;
}

// RandomState.dirichlet(alpha, size) (mtrand.pyx): alpha a 1-d float64 array of positive
// values; each sample is standard_gamma(alpha_j) normalized by its sum.
Ref dirichlet(MersenneTwister& mt, CallArgs& a) {
  const Ref alpha_ref = np_require(a, 0, "alpha", "dirichlet");
  const int64_t k = py::len(alpha_ref);
  const Tensor alpha = np::asarray(alpha_ref, DType::Float64);
  if (alpha.rank() != 1) py::raise_value_error("object too deep for desired array");
  std::vector<double> alpha_data(static_cast<size_t>(k));
  for (int64_t j = 0; j < k; ++j) {
    alpha_data[static_cast<size_t>(j)] = alpha.as_double(j);
    if (alpha_data[static_cast<size_t>(j)] <= 0) py::raise_value_error("alpha <= 0");
  }
  Tensor out = Tensor::zeros(DType::Float64, vector_draw_shape(arg(a, 1, "size"), k));
  double* val = out.mutable_data<double>();
  for (int64_t i = 0; i < out.num_elements(); i += k) {
    double acc = 0.0;
    for (int64_t j = 0; j < k; ++j) {
      val[i + j] = standard_gamma(mt, alpha_data[static_cast<size_t>(j)]);
      acc = acc + val[i + j];
    }
    const double invacc = 1 / acc;
    for (int64_t j = 0; j < k; ++j) val[i + j] = val[i + j] * invacc;
  }
  return make_ndarray(out);
}

// RandomState.multinomial(n, pvals, size) (mtrand.pyx, distributions.c random_multinomial):
// pvals as a 1-d float64 array, checked to lie in [0, 1] with a Kahan sum of all but the last
// <= 1 + 1e-12; each draw takes binomial(n_left, p_j / p_left) for every outcome but the last,
// which gets what is left. int64 counts of shape size + (len(pvals),).
Ref multinomial(MersenneTwister& mt, CallArgs& a) {
  const Ref n_ref = np_require(a, 0, "n", "multinomial"), p_ref = np_require(a, 1, "pvals", "multinomial");
  const int64_t n = py::as_int(n_ref.get());
  const Tensor pvals = np::asarray(p_ref, DType::Float64);
  if (pvals.rank() == 0) py::raise_type_error("pvals must be a 1-d sequence");
  if (pvals.rank() > 1) py::raise_value_error("object too deep for desired array");
  const int64_t d = pvals.num_elements();
  std::vector<double> pix(static_cast<size_t>(d));
  for (int64_t j = 0; j < d; ++j) pix[static_cast<size_t>(j)] = pvals.as_double(j);
  for (double p : pix)
    if (!(p >= 0 && p <= 1)) py::raise_value_error("pvals < 0, pvals > 1 or pvals contains NaNs");
  if (d > 0) {
    // kahan_sum(pix, d - 1): starts from pix[0] even when d == 1.
    double sum = pix[0], c = 0.0;
    for (int64_t i = 1; i < d - 1; ++i) {
      const double y = pix[static_cast<size_t>(i)] - c, t = sum + y;
      c = (t - sum) - y;
      sum = t;
    }
    if (sum > 1.0 + 1e-12) {
      // A float16/float32 array whose own sum is close to 1 gets the casting hint.
      const NumpyArrayObject* arr = as_numpy_array(p_ref.get());
      double own_sum = 0.0;
      for (double p : pix) own_sum += p;
      if (arr && tensor::is_floating(arr->dtype()) && arr->dtype() != DType::Float64 && own_sum < 1.0001)
        py::raise_value_error("sum(pvals[:-1].astype(np.float64)) > 1.0. The pvals array is cast to 64-bit floating point "
                              "prior to checking the sum. Precision changes when casting may cause problems even if the "
                              "sum of the original pvals is valid.");
      py::raise_value_error("sum(pvals[:-1]) > 1.0");
    }
  }
  const tensor::Shape shape = vector_draw_shape(arg(a, 2, "size"), d);
  if (n < 0) py::raise_value_error("n < 0");
  Tensor out = Tensor::zeros(DType::Int64, shape);
  int64_t* mnix = out.mutable_data<int64_t>();
  const int64_t draws = d ? out.num_elements() / d : 0;
  for (int64_t i = 0; i < draws; ++i, mnix += d) {
    double remaining_p = 1.0;
    int64_t dn = n;
    for (int64_t j = 0; j < d - 1; ++j) {
      mnix[j] = binomial(mt, dn, pix[static_cast<size_t>(j)] / remaining_p);
      dn -= mnix[j];
      if (dn <= 0) break;
      remaining_p -= pix[static_cast<size_t>(j)];
    }
    if (dn > 0) mnix[d - 1] = dn;
  }
  return make_ndarray(out);
}

using RandomFn = std::function<Ref(MersenneTwister&, CallArgs&)>;

// The RandomState methods, shared by the module functions (the global state) and RandomState
// objects.
std::vector<std::pair<std::string, RandomFn>> random_methods() {
  auto dims_from_args = [](CallArgs& a) -> std::optional<tensor::Shape> {
    if (a.args.empty()) return std::nullopt;
    tensor::Shape s;
    for (const Ref& d : a.args) s.push_back(py::as_int(d.get()));
    return s;
  };
  auto sample = [](MersenneTwister& mt, CallArgs& a) { return random_values(size_param(arg(a, 0, "size")), [&] { return mt.next_double(); }); };
  auto gauss = [](MersenneTwister& mt, CallArgs& a) { return random_values(size_param(arg(a, 0, "size")), [&] { return mt.next_gauss(); }); };
  return {
      {"seed",
       [](MersenneTwister& mt, CallArgs& a) -> Ref {
         Ref s = arg(a, 0, "seed");
         if (!s || py::is_none(s.get())) {
           std::random_device rd;
           mt.seed(rd());
           return py::None();
         }
         if (!py::is_int(s.get())) py::raise(py::E().NotImplementedError, "tfplay's np.random.seed takes an int seed");
         const int64_t v = py::as_int(s.get());
         if (v < 0 || v > 0xFFFFFFFFll) py::raise_value_error("Seed must be between 0 and 2**32 - 1");
         mt.seed(static_cast<uint32_t>(v));
         return py::None();
       }},
      {"rand", [dims_from_args](MersenneTwister& mt, CallArgs& a) { return random_values(dims_from_args(a), [&] { return mt.next_double(); }); }},
      {"randn", [dims_from_args](MersenneTwister& mt, CallArgs& a) { return random_values(dims_from_args(a), [&] { return mt.next_gauss(); }); }},
      {"random", sample},
      {"random_sample", sample},
      {"standard_normal", gauss},
      {"uniform",
       [](MersenneTwister& mt, CallArgs& a) {
         Ref lo = arg(a, 0, "low"), hi = arg(a, 1, "high");
         const double low = lo ? py::as_float(lo.get()) : 0.0, high = hi ? py::as_float(hi.get()) : 1.0;
         return random_values(size_param(arg(a, 2, "size")), [&] { return low + (high - low) * mt.next_double(); });
       }},
      {"normal",
       [](MersenneTwister& mt, CallArgs& a) {
         Ref lo = arg(a, 0, "loc"), sc = arg(a, 1, "scale");
         const double loc = lo ? py::as_float(lo.get()) : 0.0, scale = sc ? py::as_float(sc.get()) : 1.0;
         if (scale < 0) py::raise_value_error("scale < 0");
         return random_values(size_param(arg(a, 2, "size")), [&] { return loc + scale * mt.next_gauss(); });
       }},
      {"randint",
       [](MersenneTwister& mt, CallArgs& a) -> Ref {
         Ref lo = np_require(a, 0, "low", "randint"), hi = arg(a, 1, "high");
         if (present(arg(a, 3, "dtype"))) py::raise(py::E().NotImplementedError, "tfplay's np.random.randint does not support dtype=");
         if (is_array_bound(lo) || is_array_bound(hi))
           return broadcast_random_integers(lo, hi, size_param(arg(a, 2, "size")), false, [&](uint64_t r) {
             if (r > 0xFFFFFFFFull) py::raise(py::E().NotImplementedError, "tfplay's np.random.randint supports ranges below 2**32");
             return mt.bounded(r);
           });
         int64_t low = random_int_bound(lo), high;
         if (!present(hi)) {
           high = low;
           low = 0;
         } else {
           high = random_int_bound(hi);
         }
         return random_integers(mt, low, high, size_param(arg(a, 2, "size")));
       }},
      {"shuffle",
       [](MersenneTwister& mt, CallArgs& a) -> Ref {
         shuffle(mt, np_require(a, 0, "x", "shuffle"));
         return py::None();
       }},
      {"permutation", [](MersenneTwister& mt, CallArgs& a) { return permutation(mt, np_require(a, 0, "x", "permutation")); }},
      {"choice", choice},
      {"multinomial", multinomial},
      {"dirichlet", dirichlet},
      {"standard_gamma",
       [](MersenneTwister& mt, CallArgs& a) {
         const double shape = distribution_param(np_require(a, 0, "shape", "standard_gamma"), "shape", false);
         return random_values(size_param(arg(a, 1, "size")), [&] { return standard_gamma(mt, shape); });
       }},
      {"gamma",
       [](MersenneTwister& mt, CallArgs& a) {
         const double shape = distribution_param(np_require(a, 0, "shape", "gamma"), "shape", false);
         Ref sc = arg(a, 1, "scale");
         const double scale = present(sc) ? distribution_param(sc, "scale", false) : 1.0;
         return random_values(size_param(arg(a, 2, "size")), [&] { return scale * standard_gamma(mt, shape); });
       }},
      {"beta",
       [](MersenneTwister& mt, CallArgs& a) {
         const double pa = distribution_param(np_require(a, 0, "a", "beta"), "a", true);
         const double pb = distribution_param(np_require(a, 1, "b", "beta"), "b", true);
         return random_values(size_param(arg(a, 2, "size")), [&] { return beta(mt, pa, pb); });
       }},
      // legacy_standard_exponential: -log(1 - u); exponential(scale) multiplies it.
      {"standard_exponential",
       [](MersenneTwister& mt, CallArgs& a) {
         return random_values(size_param(arg(a, 0, "size")), [&] { return -std::log(1.0 - mt.next_double()); });
       }},
      {"exponential",
       [](MersenneTwister& mt, CallArgs& a) {
         Ref sc = arg(a, 0, "scale");
         const double scale = present(sc) ? py::as_float(sc.get()) : 1.0;
         if (!(scale >= 0) || std::signbit(scale)) py::raise_value_error("scale < 0");
         return random_values(size_param(arg(a, 1, "size")), [&] { return scale * -std::log(1.0 - mt.next_double()); });
       }},
      // random_poisson for lam < 10: the multiplication method (count uniforms until their
      // product falls to exp(-lam)). The PTRS method NumPy uses from lam = 10 is not emulated.
      {"poisson",
       [](MersenneTwister& mt, CallArgs& a) -> Ref {
         Ref l = arg(a, 0, "lam");
         const double lam = present(l) ? py::as_float(l.get()) : 1.0;
         if (!(lam >= 0)) py::raise_value_error("lam < 0");
         if (lam >= 10) py::raise(py::E().NotImplementedError, "tfplay's np.random.poisson supports lam < 10 only (NumPy's PTRS sampler for larger lam is not emulated)");
         auto draw = [&]() -> int64_t {
           if (lam == 0) return 0;
           const double enlam = std::exp(-lam);
           int64_t x = 0;
           double prod = 1.0;
           while (true) {
             prod *= mt.next_double();
             if (prod > enlam) ++x;
             else return x;
           }
         };
         const std::optional<tensor::Shape> size = size_param(arg(a, 1, "size"));
         if (!size) return py::Int(draw());
         Tensor t = Tensor::zeros(DType::Int64, *size);
         for (int64_t i = 0; i < t.num_elements(); ++i) t.mutable_data<int64_t>()[i] = draw();
         return make_ndarray(t);
       }},
      {"binomial",
       [](MersenneTwister& mt, CallArgs& a) -> Ref {
         const Ref n_ref = np_require(a, 0, "n", "binomial"), p_ref = np_require(a, 1, "p", "binomial");
         const int64_t n = py::as_int(n_ref.get());
         const double p = py::as_float(p_ref.get());
         if (n < 0) py::raise_value_error("n < 0");
         if (std::isnan(p)) py::raise_value_error("p is nan");
         if (p < 0) py::raise_value_error("p < 0");
         if (p > 1) py::raise_value_error("p > 1");
         const std::optional<tensor::Shape> size = size_param(arg(a, 2, "size"));
         if (!size) return py::Int(binomial(mt, n, p));
         Tensor t = Tensor::zeros(DType::Int64, *size);
         for (int64_t i = 0; i < t.num_elements(); ++i) t.mutable_data<int64_t>()[i] = binomial(mt, n, p);
         return make_ndarray(t);
       }},
  };
}

// A RandomState object: its own MT19937 stream.
struct RandomStateObject : py::NativeObject {
  std::shared_ptr<MersenneTwister> mt = std::make_shared<MersenneTwister>();
  using NativeObject::NativeObject;
};

py::TypeObject* random_state_type() {
  static py::TypeObject* t = [] {
    py::TypeObject* type = py::make_native_type("RandomState", nullptr, "numpy.random.mtrand");
    for (auto& [name, fn_value] : random_methods()) {
      RandomFn fn = fn_value;
      py::NativeFn method = [fn](CallArgs& a) -> Ref {
        auto* self = static_cast<RandomStateObject*>(a.args.at(0).get());
        CallArgs rest{std::vector<Ref>(a.args.begin() + 1, a.args.end()), a.kwargs};
        return fn(*self->mt, rest);
      };
      py::add_method(type, name, name == "choice" ? with_text_list_argument(method, 1) : keep_text_dtype(method));
    }
    type->construct = +[](py::TypeObject* cls, CallArgs& a) -> Ref {
      auto obj = py::make_object<RandomStateObject>(cls);
      CallArgs seed{{a.args.empty() ? (a.kwarg("seed") ? a.kwarg("seed") : py::None()) : a.args[0]}, {}};
      for (auto& [name, fn] : random_methods())
        if (name == "seed") fn(*obj->mt, seed);
      return obj;
    };
    return type;
  }();
  return t;
}

}  // namespace

Ref build_numpy_random() {
  Ref m = py::Module("numpy.random");
  auto mt = std::make_shared<MersenneTwister>();
  std::random_device rd;
  mt->seed(rd());
  for (auto& [name, fn_value] : random_methods()) {
    RandomFn fn = fn_value;
    py::NativeFn call = [mt, fn](CallArgs& a) { return fn(*mt, a); };
    np_def(m, name, name == "choice" ? with_text_list_argument(call, 0) : call);
  }
  m->dict->set("RandomState", random_state_type()->self());
  add_numpy_generator(m);
  // The rest of numpy.random's names (its __all__ and bit generators) exist in NumPy: say that
  // tfplay lacks them rather than that NumPy does.
  np_def(m, "__getattr__", +[](CallArgs& a) -> Ref {
    static const std::set<std::string> missing = {
        "bytes", "chisquare", "f", "geometric", "get_state", "gumbel", "hypergeometric", "laplace", "logistic",
        "lognormal", "logseries", "multivariate_normal", "negative_binomial", "noncentral_chisquare", "noncentral_f",
        "pareto", "power", "random_integers", "ranf", "rayleigh", "sample", "set_state", "standard_cauchy", "standard_t",
        "triangular", "vonmises", "wald", "weibull", "zipf", "SeedSequence", "Philox", "PCG64DXSM", "SFC64",
        "BitGenerator", "get_bit_generator", "set_bit_generator"};
    const std::string name = py::as_str(np_require(a, 0, "attr", "__getattr__").get());
    if (missing.count(name))  // present, as in NumPy (hasattr is True); a call says tfplay lacks it
      return py::NativeFunction(name, [name](CallArgs&) -> Ref { np::not_supported("np.random." + name); });
    py::raise(py::E().AttributeError, "module 'numpy.random' has no attribute '" + name + "'");
  });
  return m;
}

bool is_array_bound(const Ref& v) {
  if (!present(v)) return false;
  if (py::is_list(v.get()) || py::is_tuple(v.get())) return true;
  const NumpyArrayObject* a = as_numpy_array(v.get());
  return a && !a->is_scalar && a->rank() > 0;
}

Ref broadcast_random_integers(const Ref& lo, const Ref& hi, const std::optional<tensor::Shape>& size, bool closed,
                              const std::function<uint64_t(uint64_t)>& bounded) {
  // _bounded_integers.pyx's _rand_int64_broadcast: the bounds broadcast (to size when given),
  // each element one bounded draw of its own range.
  Tensor low = np::asarray(present(hi) ? lo : py::Int(0), DType::Int64);
  Tensor high = np::asarray(present(hi) ? hi : lo, DType::Int64);
  const tensor::Shape bshape = tensor::plan_broadcast(low.shape(), high.shape()).out_shape;
  const Tensor lb = tensor::broadcast_to(low, bshape), hb = tensor::broadcast_to(high, bshape);
  for (int64_t i = 0; i < lb.num_elements(); ++i) {
    const int64_t l = lb.data<int64_t>()[i], h = hb.data<int64_t>()[i];
    if (closed ? l > h : l >= h) py::raise_value_error(closed ? "low > high" : "low >= high");
  }
  const tensor::Shape shape = size ? *size : bshape;
  const Tensor ls = tensor::broadcast_to(low, shape), hs = tensor::broadcast_to(high, shape);
  Tensor out = Tensor::zeros(DType::Int64, shape);
  for (int64_t i = 0; i < out.num_elements(); ++i) {
    const int64_t l = ls.data<int64_t>()[i], h = hs.data<int64_t>()[i];
    const uint64_t range = static_cast<uint64_t>(h) - static_cast<uint64_t>(l) - (closed ? 0 : 1);
    out.mutable_data<int64_t>()[i] = static_cast<int64_t>(static_cast<uint64_t>(l) + bounded(range));
  }
  return make_ndarray(out);
}

int64_t random_int_bound(const Ref& v) {
  if (!py::is_float(v.get())) return py::as_int(v.get());
  const double d = py::as_float(v.get());
  if (std::isnan(d)) py::raise_value_error("cannot convert float NaN to integer");
  if (std::isinf(d)) py::raise(py::E().OverflowError, "cannot convert float infinity to integer");
  return py::as_int(py::int_from_double(std::trunc(d)).get());
}

double choice_probability_atol(const py::Object* p) {
  double atol = std::sqrt(2.220446049250313e-16);
  if (const NumpyArrayObject* a = as_numpy_array(p); a && !a->is_scalar) {
    if (a->dtype() == DType::Float32) atol = std::max(atol, std::sqrt(1.1920928955078125e-07));
    if (a->dtype() == DType::Float16) atol = std::max(atol, std::sqrt(0.0009765625));
  }
  return atol;
}

}  // namespace tfplay::tf
