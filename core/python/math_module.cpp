// The math module, following CPython 3.12's Modules/mathmodule.c: the same special cases,
// results and errors ("math domain error" ValueError for invalid arguments, "math range error"
// OverflowError when a finite argument overflows, TypeError "must be real number, not str").
// Integer functions (factorial, gcd, lcm, comb, perm, isqrt) work on ints of any size.
#include <cerrno>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "core/python/bigint.h"
#include "core/python/interpreter.h"
#include "core/python/modules.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"

namespace tfplay::py {

namespace {

using ast::BinOpKind;
using ast::CmpOpKind;

void def(const Ref& m, const std::string& name, NativeFn fn) { m->dict->set(name, NativeFunction(name, std::move(fn))); }

[[noreturn]] void domain_error() { raise_value_error("math domain error"); }
[[noreturn]] void range_error() { raise(E().OverflowError, "math range error"); }

void no_kwargs(const CallArgs& a, const std::string& name) {
  if (!a.kwargs.empty()) raise_type_error("math." + name + "() takes no keyword arguments");
}

/// METH_O functions: "math.sqrt() takes exactly one argument (2 given)".
const Ref& one_arg(const CallArgs& a, const std::string& name) {
  no_kwargs(a, name);
  if (a.args.size() != 1)
    raise_type_error("math." + name + "() takes exactly one argument (" + std::to_string(a.args.size()) + " given)");
  return a.args[0];
}

/// Argument Clinic positional functions: "atan2 expected 2 arguments, got 1".
void n_args(const CallArgs& a, const std::string& name, std::size_t lo, std::size_t hi) {
  no_kwargs(a, name);
  std::size_t n = a.args.size();
  if (n >= lo && n <= hi) return;
  std::string expected = lo == hi ? std::to_string(lo) : n < lo ? "at least " + std::to_string(lo) : "at most " + std::to_string(hi);
  std::size_t count = n < lo ? lo : hi;
  raise_type_error(name + " expected " + expected + " argument" + (count == 1 ? "" : "s") + ", got " + std::to_string(n));
}

double real(const Ref& o) { return as_float(o.get()); }

/// An int argument (or an object with __index__): "'float' object cannot be interpreted as an integer".
Ref integer(const Ref& o) {
  if (is_int(o.get())) return is_bool(o.get()) ? Int(static_cast<IntObject*>(o.get())->value) : o;
  if (Ref index = lookup_special(o, "__index__"_name)) {
    Ref v = call(index, std::vector<Ref>{});
    if (is_int(v.get())) return v;
  }
  raise_type_error("'" + type_name(o.get()) + "' object cannot be interpreted as an integer");
}

// Arithmetic on ints of any size through the int protocol (fast for small values).
Ref op(BinOpKind k, const Ref& a, const Ref& b) { return binary_op(k, a, b); }
bool less(const Ref& a, const Ref& b) { return truthy(compare(CmpOpKind::Lt, a, b)); }
bool is_zero(const Ref& a) { return !is_big(a.get()) && static_cast<IntObject*>(a.get())->value == 0; }
bool negative(const Ref& a) { return less(a, Int(0)); }
Ref abs_int(const Ref& a) { return negative(a) ? unary_op(ast::UnaryOpKind::USub, a) : a; }

/// CPython's math_1: applies `fn`, turning a NaN from a non-NaN into "math domain error" and an
/// infinity from a finite argument into "math range error" (can_overflow) or a domain error.
Ref math_1(double x, double (*fn)(double), bool can_overflow) {
  double r = fn(x);
  if (std::isnan(r) && !std::isnan(x)) domain_error();
  if (std::isinf(r) && std::isfinite(x)) {
    if (can_overflow) range_error();
    domain_error();
  }
  return Float(r);
}

/// log of a positive int of any size (CPython's loghelper): exact for ints beyond the float range.
double log_of(const Ref& x, double (*fn)(double)) {
  if (is_int(x.get())) {
    if (!less(Int(0), x)) domain_error();
    if (is_big(x.get())) {
      // x = m * 2**e with 0.5 <= m < 1 (CPython's _PyLong_Frexp), then log(m) + log(2) * e.
      std::int64_t bits = int_bit_length(x.get());
      double top = int_to_double(op(BinOpKind::RShift, x, Int(bits - 63)).get());
      return fn(std::ldexp(top, -63)) + fn(2.0) * static_cast<double>(bits);
    }
    return fn(static_cast<double>(static_cast<IntObject*>(x.get())->value));
  }
  double v = real(x);
  double r = fn(v);
  if (std::isnan(r) && !std::isnan(v)) domain_error();
  if (std::isinf(r) && std::isfinite(v)) domain_error();
  return r;
}

/// CPython's math_pow: IEEE special cases handled before libm, then errno-style checks.
double math_pow(double x, double y) {
  if (!std::isfinite(x) || !std::isfinite(y)) {
    if (std::isnan(x)) return y == 0.0 ? 1.0 : x;
    if (std::isnan(y)) return x == 1.0 ? 1.0 : y;
    if (std::isinf(x)) {
      bool odd_y = std::isfinite(y) && std::fmod(std::fabs(y), 2.0) == 1.0;
      if (y > 0.0) return odd_y ? x : std::fabs(x);
      if (y == 0.0) return 1.0;
      return odd_y ? std::copysign(0.0, x) : 0.0;
    }
    if (std::fabs(x) == 1.0) return 1.0;
    if (y > 0.0 && std::fabs(x) > 1.0) return y;
    if (y < 0.0 && std::fabs(x) < 1.0) return -y;
    return 0.0;
  }
  double r = std::pow(x, y);
  if (std::isnan(r)) domain_error();
  if (std::isinf(r)) {
    if (x == 0.0) domain_error();
    range_error();
  }
  return r;
}

// vector_norm of mathmodule.c (3.12): the correctly rounded Euclidean norm behind hypot and dist.
struct DoubleLength {
  double hi, lo;
};
DoubleLength dl_fast_sum(double a, double b) {
  double x = a + b;
  return {x, (a - x) + b};
}
DoubleLength dl_mul(double x, double y) {
  double z = x * y;
  return {z, std::fma(x, y, -z)};
}

double vector_norm(std::vector<double>& vec, double max, bool found_nan) {
  if (std::isinf(max)) return max;
  if (found_nan) return NAN;
  if (max == 0.0 || vec.size() <= 1) return max;
  int max_e = 0;
  std::frexp(max, &max_e);
  if (max_e < -1023) {
    for (double& v : vec) v /= DBL_MIN;
    return DBL_MIN * vector_norm(vec, max / DBL_MIN, found_nan);
  }
  double scale = std::ldexp(1.0, -max_e), csum = 1.0, frac1 = 0.0, frac2 = 0.0;
  for (double x : vec) {
    x *= scale;
    DoubleLength pr = dl_mul(x, x);
    DoubleLength sm = dl_fast_sum(csum, pr.hi);
    csum = sm.hi;
    frac1 += pr.lo;
    frac2 += sm.lo;
  }
  double h = std::sqrt(csum - 1.0 + (frac1 + frac2));
  DoubleLength pr = dl_mul(-h, h);
  DoubleLength sm = dl_fast_sum(csum, pr.hi);
  csum = sm.hi;
  frac1 += pr.lo;
  frac2 += sm.lo;
  double x = csum - 1.0 + (frac1 + frac2);
  h += x / (2.0 * h);
  return h / scale;
}

double norm_of(std::vector<double> coords) {
  double max = 0.0;
  bool found_nan = false;
  for (double& x : coords) {
    x = std::fabs(x);
    found_nan |= std::isnan(x);
    if (x > max) max = x;
  }
  return vector_norm(coords, max, found_nan);
}

/// math.fsum: Shewchuk's exact partial sums, rounded once (msum in mathmodule.c).
double fsum(const std::vector<Ref>& items) {
  std::vector<double> p;
  double special_sum = 0.0, inf_sum = 0.0;
  for (const Ref& item : items) {
    double x = real(item), xsave = x;
    std::size_t i = 0;
    for (double y : p) {
      if (std::fabs(x) < std::fabs(y)) std::swap(x, y);
      double hi = x + y, lo = y - (hi - x);
      if (lo != 0.0) p[i++] = lo;
      x = hi;
    }
    p.resize(i);
    if (x != 0.0) {
      if (!std::isfinite(x)) {
        // A non-finite x can come from an overflow of finite partials or from inf/nan inputs.
        if (std::isfinite(xsave)) raise(E().OverflowError, "intermediate overflow in fsum");
        if (std::isinf(xsave)) inf_sum += xsave;
        special_sum += xsave;
        p.clear();
      } else {
        p.push_back(x);
      }
    }
  }
  if (special_sum != 0.0) {
    if (std::isnan(inf_sum)) raise_value_error("-inf + inf in fsum");
    return special_sum;
  }
  double hi = 0.0, lo = 0.0;
  std::size_t n = p.size();
  if (n > 0) {
    hi = p[--n];
    while (n > 0) {
      double x = hi, y = p[--n];
      hi = x + y;
      lo = y - (hi - x);
      if (lo != 0.0) break;
    }
    // Round half-even correctly when the remaining partials push past the halfway point.
    if (n > 0 && ((lo < 0.0 && p[n - 1] < 0.0) || (lo > 0.0 && p[n - 1] > 0.0))) {
      double y = lo * 2.0, x = hi + y;
      if (y == x - hi) hi = x;
    }
  }
  return hi;
}

/// The product lo * (lo+1) * ... * hi by binary splitting (fast for large factorials), counting
/// a step per multiplication so the step budget bounds huge requests.
Ref range_product(std::int64_t lo, std::int64_t hi) {
  if (lo > hi) return Int(1);
  if (hi - lo < 8) {
    Ref r = Int(lo);
    for (std::int64_t i = lo + 1; i <= hi; ++i) {
      Interpreter::current().step();
      r = op(BinOpKind::Mult, r, Int(i));
    }
    return r;
  }
  std::int64_t mid = lo + (hi - lo) / 2;
  return op(BinOpKind::Mult, range_product(lo, mid), range_product(mid + 1, hi));
}

std::int64_t small_nonnegative(const Ref& n, const char* overflow_msg) {
  if (is_big(n.get())) raise(E().OverflowError, overflow_msg);
  return static_cast<IntObject*>(n.get())->value;
}

Ref gcd2(Ref a, Ref b) {
  a = abs_int(a);
  b = abs_int(b);
  while (!is_zero(b)) {
    Interpreter::current().step();
    Ref t = op(BinOpKind::Mod, a, b);
    a = b;
    b = t;
  }
  return a;
}

/// isqrt for any non-negative int: Newton's iteration from a float estimate.
Ref isqrt(const Ref& n) {
  if (!is_big(n.get())) {
    auto v = static_cast<std::uint64_t>(static_cast<IntObject*>(n.get())->value);
    auto r = static_cast<std::uint64_t>(std::sqrt(static_cast<double>(v)));
    while (r > 0 && (r > v / r)) --r;
    while ((r + 1) <= v / (r + 1)) ++r;
    return Int(static_cast<std::int64_t>(r));
  }
  // x0 >= isqrt(n): 2**ceil(bits/2); Newton decreases monotonically to the floor root.
  std::int64_t bits = int_bit_length(n.get());
  Ref x = op(BinOpKind::LShift, Int(1), Int((bits + 1) / 2));
  while (true) {
    Interpreter::current().step();
    Ref y = op(BinOpKind::RShift, op(BinOpKind::Add, x, op(BinOpKind::FloorDiv, n, x)), Int(1));
    if (!less(y, x)) return x;
    x = y;
  }
}

Ref to_integral(const Ref& x, const char* dunder, double (*fn)(double)) {
  if (is_int(x.get())) return is_bool(x.get()) ? Int(static_cast<IntObject*>(x.get())->value) : x;
  if (!is_float(x.get()))
    if (Ref method = lookup_special(x, dunder)) return call(method, std::vector<Ref>{});
  double v = fn(real(x));
  if (std::isinf(v)) raise(E().OverflowError, "cannot convert float infinity to integer");
  if (std::isnan(v)) raise_value_error("cannot convert float NaN to integer");
  return int_from_double(v);
}

void add_unary(const Ref& m, const std::string& name, double (*fn)(double), bool can_overflow) {
  def(m, name, [name, fn, can_overflow](CallArgs& a) { return math_1(real(one_arg(a, name)), fn, can_overflow); });
}

void add_functions(const Ref& m) {
  // Functions math_1 wraps directly (FUNC1 in mathmodule.c), with their can_overflow flag.
  struct Unary {
    const char* name;
    double (*fn)(double);
    bool can_overflow;
  };
  static const Unary unary[] = {
      {"acos", [](double x) { return std::acos(x); }, false},
      {"acosh", [](double x) { return std::acosh(x); }, false},
      {"asin", [](double x) { return std::asin(x); }, false},
      {"asinh", [](double x) { return std::asinh(x); }, false},
      {"atan", [](double x) { return std::atan(x); }, false},
      {"atanh", [](double x) { return std::atanh(x); }, false},
      {"cbrt", [](double x) { return std::cbrt(x); }, false},
      {"cos", [](double x) { return std::cos(x); }, false},
      {"cosh", [](double x) { return std::cosh(x); }, true},
      {"erf", [](double x) { return std::erf(x); }, false},
      {"erfc", [](double x) { return std::erfc(x); }, false},
      {"exp", [](double x) { return std::exp(x); }, true},
      {"exp2", [](double x) { return std::exp2(x); }, true},
      {"expm1", [](double x) { return std::expm1(x); }, true},
      {"fabs", [](double x) { return std::fabs(x); }, false},
      {"log1p", [](double x) { return std::log1p(x); }, false},
      {"sin", [](double x) { return std::sin(x); }, false},
      {"sinh", [](double x) { return std::sinh(x); }, true},
      {"sqrt", [](double x) { return std::sqrt(x); }, false},
      {"tan", [](double x) { return std::tan(x); }, false},
      {"tanh", [](double x) { return std::tanh(x); }, false},
  };
  for (const Unary& u : unary) add_unary(m, u.name, u.fn, u.can_overflow);

  def(m, "gamma", +[](CallArgs& a) -> Ref {
    double x = real(one_arg(a, "gamma"));
    // Poles at zero and the negative integers; -inf has no gamma either.
    if (std::isnan(x)) return Float(x);
    if ((x <= 0.0 && x == std::floor(x)) || x == -INFINITY) domain_error();
    double r = std::tgamma(x);
    if (std::isinf(r) && std::isfinite(x)) range_error();
    return Float(r);
  });
  def(m, "lgamma", +[](CallArgs& a) -> Ref {
    double x = real(one_arg(a, "lgamma"));
    if (std::isnan(x)) return Float(x);
    if (std::isinf(x)) return Float(INFINITY);
    if (x <= 0.0 && x == std::floor(x)) domain_error();
    double r = std::lgamma(x);
    if (std::isinf(r)) range_error();
    return Float(r);
  });

  def(m, "log", +[](CallArgs& a) -> Ref {
    no_kwargs(a, "log");
    if (a.args.empty() || a.args.size() > 2) raise_type_error("math.log requires 1 to 2 arguments");
    double num = log_of(a.args[0], [](double x) { return std::log(x); });
    if (a.args.size() == 1) return Float(num);
    double den = log_of(a.args[1], [](double x) { return std::log(x); });
    if (den == 0.0) raise(E().ZeroDivisionError, "float division by zero");
    return Float(num / den);
  });
  def(m, "log2", +[](CallArgs& a) { return Float(log_of(one_arg(a, "log2"), [](double x) { return std::log2(x); })); });
  def(m, "log10", +[](CallArgs& a) { return Float(log_of(one_arg(a, "log10"), [](double x) { return std::log10(x); })); });

  def(m, "pow", +[](CallArgs& a) {
    n_args(a, "pow", 2, 2);
    return Float(math_pow(real(a.args[0]), real(a.args[1])));
  });
  def(m, "atan2", +[](CallArgs& a) {
    n_args(a, "atan2", 2, 2);
    return Float(std::atan2(real(a.args[0]), real(a.args[1])));
  });
  def(m, "copysign", +[](CallArgs& a) {
    n_args(a, "copysign", 2, 2);
    return Float(std::copysign(real(a.args[0]), real(a.args[1])));
  });
  def(m, "fmod", +[](CallArgs& a) -> Ref {
    n_args(a, "fmod", 2, 2);
    double x = real(a.args[0]), y = real(a.args[1]);
    if (std::isinf(y) && std::isfinite(x)) return Float(x);
    double r = std::fmod(x, y);
    if (std::isnan(r) && !std::isnan(x) && !std::isnan(y)) domain_error();
    return Float(r);
  });
  def(m, "remainder", +[](CallArgs& a) -> Ref {
    n_args(a, "remainder", 2, 2);
    double x = real(a.args[0]), y = real(a.args[1]);
    if (std::isnan(x)) return Float(x);
    if (std::isnan(y)) return Float(y);
    if (std::isinf(x) || y == 0.0) domain_error();
    if (std::isinf(y)) return Float(x);
    return Float(std::remainder(x, y));
  });
  def(m, "hypot", +[](CallArgs& a) {
    no_kwargs(a, "hypot");
    std::vector<double> coords;
    for (const Ref& v : a.args) coords.push_back(real(v));
    return Float(norm_of(std::move(coords)));
  });
  def(m, "dist", +[](CallArgs& a) {
    n_args(a, "dist", 2, 2);
    std::vector<Ref> p = to_vector(a.args[0]), q = to_vector(a.args[1]);
    if (p.size() != q.size()) raise_value_error("both points must have the same number of dimensions");
    std::vector<double> diffs;
    for (std::size_t i = 0; i < p.size(); ++i) diffs.push_back(real(p[i]) - real(q[i]));
    return Float(norm_of(std::move(diffs)));
  });

  def(m, "floor", +[](CallArgs& a) { return to_integral(one_arg(a, "floor"), "__floor__", [](double x) { return std::floor(x); }); });
  def(m, "ceil", +[](CallArgs& a) { return to_integral(one_arg(a, "ceil"), "__ceil__", [](double x) { return std::ceil(x); }); });
  def(m, "trunc", +[](CallArgs& a) -> Ref {
    const Ref& x = one_arg(a, "trunc");
    if (!is_float(x.get()) && !is_int(x.get()) && !lookup_special(x, "__trunc__"_name))
      raise_type_error("type " + type_name(x.get()) + " doesn't define __trunc__ method");
    return to_integral(x, "__trunc__", [](double v) { return std::trunc(v); });
  });

  def(m, "isnan", +[](CallArgs& a) { return Bool(std::isnan(real(one_arg(a, "isnan")))); });
  def(m, "isinf", +[](CallArgs& a) { return Bool(std::isinf(real(one_arg(a, "isinf")))); });
  def(m, "isfinite", +[](CallArgs& a) { return Bool(std::isfinite(real(one_arg(a, "isfinite")))); });
  def(m, "isclose", +[](CallArgs& a) -> Ref {
    if (a.args.size() != 2) {
      std::size_t n = a.args.size();
      raise_type_error(n < 2 ? "isclose() missing required argument '" + std::string(n == 0 ? "a" : "b") + "' (pos " +
                                   std::to_string(n + 1) + ")"
                             : "isclose() takes exactly 2 positional arguments (" + std::to_string(n) + " given)");
    }
    double rel = 1e-09, abs_tol = 0.0;
    for (const auto& [k, v] : a.kwargs) {
      if (k == "rel_tol") rel = real(v);
      else if (k == "abs_tol") abs_tol = real(v);
      else raise_type_error("isclose() got an unexpected keyword argument '" + k + "'");
    }
    double x = real(a.args[0]), y = real(a.args[1]);
    if (rel < 0.0 || abs_tol < 0.0) raise_value_error("tolerances must be non-negative");
    if (x == y) return True();
    if (std::isinf(x) || std::isinf(y)) return False();
    double diff = std::fabs(y - x);
    return Bool((diff <= std::fabs(rel * y)) || (diff <= std::fabs(rel * x)) || (diff <= abs_tol));
  });

  def(m, "degrees", +[](CallArgs& a) { return Float(real(one_arg(a, "degrees")) * (180.0 / M_PI)); });
  def(m, "radians", +[](CallArgs& a) { return Float(real(one_arg(a, "radians")) * (M_PI / 180.0)); });
  def(m, "modf", +[](CallArgs& a) {
    double x = real(one_arg(a, "modf"));
    if (std::isinf(x)) return Tuple({Float(std::copysign(0.0, x)), Float(x)});
    double whole = 0.0;
    double frac = std::modf(x, &whole);
    return Tuple({Float(frac), Float(whole)});
  });
  def(m, "frexp", +[](CallArgs& a) {
    double x = real(one_arg(a, "frexp"));
    if (std::isnan(x) || std::isinf(x) || x == 0.0) return Tuple({Float(x), Int(0)});
    int e = 0;
    double mant = std::frexp(x, &e);
    return Tuple({Float(mant), Int(e)});
  });
  def(m, "ldexp", +[](CallArgs& a) -> Ref {
    n_args(a, "ldexp", 2, 2);
    double x = real(a.args[0]);
    if (!is_int(a.args[1].get())) raise_type_error("Expected an int as second argument to ldexp.");
    const Ref& i = a.args[1];
    if (x == 0.0 || !std::isfinite(x)) return Float(x);
    // Exponents beyond any double's range saturate (CPython clamps to LONG_MIN/LONG_MAX).
    std::int64_t e = is_big(i.get()) ? (negative(i) ? -100000 : 100000) : static_cast<IntObject*>(i.get())->value;
    e = std::max<std::int64_t>(-100000, std::min<std::int64_t>(100000, e));
    double r = std::ldexp(x, static_cast<int>(e));
    if (std::isinf(r)) range_error();
    return Float(r);
  });
  def(m, "nextafter", +[](CallArgs& a) {
    n_args(a, "nextafter", 2, 2);
    return Float(std::nextafter(real(a.args[0]), real(a.args[1])));
  });
  def(m, "ulp", +[](CallArgs& a) -> Ref {
    double x = real(one_arg(a, "ulp"));
    if (std::isnan(x)) return Float(x);
    x = std::fabs(x);
    if (std::isinf(x)) return Float(x);
    double x2 = std::nextafter(x, INFINITY);
    if (std::isinf(x2)) {
      x2 = std::nextafter(x, -INFINITY);
      return Float(x - x2);
    }
    return Float(x2 - x);
  });

  def(m, "fsum", +[](CallArgs& a) {
    no_kwargs(a, "fsum");
    if (a.args.size() != 1) raise_type_error("math.fsum() takes exactly one argument (" + std::to_string(a.args.size()) + " given)");
    return Float(fsum(to_vector(a.args[0])));
  });
  def(m, "prod", +[](CallArgs& a) {
    if (a.args.size() != 1) raise_type_error("prod() takes exactly 1 positional argument (" + std::to_string(a.args.size()) + " given)");
    Ref r = Int(1);
    for (const auto& [k, v] : a.kwargs) {
      if (k != "start") raise_type_error("prod() got an unexpected keyword argument '" + k + "'");
      r = v;
    }
    for (const Ref& v : to_vector(a.args[0])) r = op(BinOpKind::Mult, r, v);
    return r;
  });
  def(m, "sumprod", +[](CallArgs& a) -> Ref {
    n_args(a, "sumprod", 2, 2);
    std::vector<Ref> p = to_vector(a.args[0]), q = to_vector(a.args[1]);
    if (p.size() != q.size()) raise_value_error("Inputs are not the same length");
    bool all_numbers = true, any_float = false;
    for (const auto* side : {&p, &q})
      for (const Ref& v : *side) {
        all_numbers = all_numbers && (is_int(v.get()) || is_float(v.get()));
        any_float = any_float || is_float(v.get());
      }
    if (all_numbers && any_float) {
      // Compensated dot product (error-free products and sums, one final rounding), as 3.12's
      // extended-precision float path gives for finite inputs.
      double sum = 0.0, comp = 0.0;
      for (std::size_t i = 0; i < p.size(); ++i) {
        DoubleLength pr = dl_mul(real(p[i]), real(q[i]));
        double s = sum + pr.hi, bp = s - sum;
        comp += (sum - (s - bp)) + (pr.hi - bp) + pr.lo;
        sum = s;
      }
      double r = sum + comp;
      return Float(std::isfinite(r) ? r : sum);
    }
    Ref total = Int(0);
    for (std::size_t i = 0; i < p.size(); ++i) total = op(BinOpKind::Add, total, op(BinOpKind::Mult, p[i], q[i]));
    return total;
  });

  def(m, "factorial", +[](CallArgs& a) -> Ref {
    Ref n = integer(one_arg(a, "factorial"));
    if (negative(n)) raise_value_error("factorial() not defined for negative values");
    std::int64_t v = small_nonnegative(n, "factorial() argument should not exceed 9223372036854775807");
    return v < 2 ? Int(1) : range_product(2, v);
  });
  auto fold = [](const char* name, bool is_lcm) {
    return [name, is_lcm](CallArgs& a) -> Ref {
      no_kwargs(a, name);
      Ref r = Int(is_lcm ? 1 : 0);
      if (a.args.empty()) return r;
      for (const Ref& arg : a.args) {
        Ref x = integer(arg);
        if (!is_lcm) {
          r = gcd2(r, x);
        } else if (is_zero(x) || is_zero(r)) {
          r = Int(0);
        } else {
          r = abs_int(op(BinOpKind::Mult, op(BinOpKind::FloorDiv, r, gcd2(r, x)), x));
        }
      }
      return r;
    };
  };
  def(m, "gcd", fold("gcd", false));
  def(m, "lcm", fold("lcm", true));
  def(m, "comb", +[](CallArgs& a) -> Ref {
    n_args(a, "comb", 2, 2);
    Ref n = integer(a.args[0]), k = integer(a.args[1]);
    if (negative(n)) raise_value_error("n must be a non-negative integer");
    if (negative(k)) raise_value_error("k must be a non-negative integer");
    if (less(n, k)) return Int(0);
    Ref rest = op(BinOpKind::Sub, n, k);
    if (less(rest, k)) k = rest;
    std::int64_t kk = small_nonnegative(k, "min(n - k, k) must not exceed 9223372036854775807");
    Ref r = Int(1);
    for (std::int64_t i = 1; i <= kk; ++i) {
      Interpreter::current().step();
      r = op(BinOpKind::FloorDiv, op(BinOpKind::Mult, r, op(BinOpKind::Sub, n, Int(i - 1))), Int(i));
    }
    return r;
  });
  def(m, "perm", +[](CallArgs& a) -> Ref {
    n_args(a, "perm", 1, 2);
    Ref n = integer(a.args[0]);
    bool no_k = a.args.size() == 1 || is_none(a.args[1].get());
    Ref k = no_k ? n : integer(a.args[1]);
    if (negative(n)) raise_value_error("n must be a non-negative integer");
    if (negative(k)) raise_value_error("k must be a non-negative integer");
    if (less(n, k)) return Int(0);
    std::int64_t kk = small_nonnegative(k, "k must not exceed 9223372036854775807");
    Ref r = Int(1);
    for (std::int64_t i = 0; i < kk; ++i) {
      Interpreter::current().step();
      r = op(BinOpKind::Mult, r, op(BinOpKind::Sub, n, Int(i)));
    }
    return r;
  });
  def(m, "isqrt", +[](CallArgs& a) -> Ref {
    Ref n = integer(one_arg(a, "isqrt"));
    if (negative(n)) raise_value_error("isqrt() argument must be nonnegative");
    return isqrt(n);
  });
}

}  // namespace

Ref build_math_module() {
  Ref m = Module("math");
  m->dict->set("pi", Float(M_PI));
  m->dict->set("e", Float(M_E));
  m->dict->set("tau", Float(2 * M_PI));
  m->dict->set("inf", Float(INFINITY));
  m->dict->set("nan", Float(NAN));
  add_functions(m);
  return m;
}

}  // namespace tfplay::py
