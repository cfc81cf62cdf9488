// NumPy's ziggurat tables (numpy/random/src/distributions/ziggurat_constants.h), computed here
// from the definition of Marsaglia and Tsang's ziggurat rather than stored:
//
// Normal, f(x) = exp(-x*x/2), 256 layers of area V = 0.0049286732339746519 each, tail start
// r = 3.6541528853610087963519472518. x[255] = r and x[i] = sqrt(-2 log(f(x[i+1]) + V/x[i+1]))
// for i = 254..1, evaluated in double arithmetic with correctly rounded exp and log (that is how
// NumPy's table came about: its entries follow from that recursion, except that at i = 38 the
// generator's exp rounded up, one unit in the last place above the correctly rounded value, and
// everything below layer 38 inherits that; the recursion repeats it). Then wi[i] = x[i] / 2^52,
// wi[0] = V / f(r) / 2^52, fi[i] = f(x[i]), fi[0] = 1, ki[i] = round(2^52 x[i-1] / x[i]),
// ki[0] = round(2^52 r f(r) / V), ki[1] = 0. The float32 tables use the same x with 2^23.
//
// Exponential, f(x) = exp(-x), r = 7.6971174701310497140446280481, V = (r + 1) exp(-r) exactly:
// NumPy's we and fe are the same recursion (x[i] = -log(f(x[i+1]) + V/x[i+1])) carried out in
// higher precision and rounded once, which double-double arithmetic reproduces. NumPy's ke[i]
// lie either at floor(2^53 x[i-1] / x[i]) or one below it, as whatever computed them rounded;
// kExpKeLow records which (bit i set: one below). The float32 tables are the double ones printed
// with 9 significant digits and read back as floats, as NumPy's header spells them, and
// ke_f[i] = round(2^23 x[i-1] / x[i]).
//
// Each family is fingerprinted (FNV-1a over its bits) against the fingerprint of NumPy's table;
// a family that does not match is marked unusable and its sampler raises NotImplementedError.
#include "core/tf/numpy_ziggurat.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

// Double-double arithmetic needs every product and sum rounded on its own: no fused
// multiply-adds (clang reads the STDC pragma, GCC its optimize pragma).
#pragma STDC FP_CONTRACT OFF
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("fp-contract=off")
#endif

namespace tfplay::tf::ziggurat {

namespace {

// Double-double arithmetic (Dekker, Knuth): a value is hi + lo with |lo| <= ulp(hi) / 2.
struct DD {
  double hi = 0, lo = 0;
};

DD quick_two_sum(double a, double b) {
  const double s = a + b;
  return {s, b - (s - a)};
}

DD two_sum(double a, double b) {
  const double s = a + b, bb = s - a;
  return {s, (a - (s - bb)) + (b - bb)};
}

void split(double a, double& hi, double& lo) {
  const double t = 134217729.0 * a;  // 2^27 + 1
  hi = t - (t - a);
  lo = a - hi;
}

DD two_prod(double a, double b) {
  const double p = a * b;
  double ah, al, bh, bl;
  split(a, ah, al);
  split(b, bh, bl);
  return {p, ((ah * bh - p) + ah * bl + al * bh) + al * bl};
}

DD add(DD a, DD b) {
  DD s = two_sum(a.hi, b.hi), t = two_sum(a.lo, b.lo);
  s.lo += t.hi;
  s = quick_two_sum(s.hi, s.lo);
  s.lo += t.lo;
  return quick_two_sum(s.hi, s.lo);
}

DD neg(DD a) { return {-a.hi, -a.lo}; }

DD mul(DD a, DD b) {
  DD p = two_prod(a.hi, b.hi);
  p.lo += a.hi * b.lo + a.lo * b.hi;
  return quick_two_sum(p.hi, p.lo);
}

DD div(DD a, DD b) {
  const double q1 = a.hi / b.hi;
  DD r = add(a, neg(mul(b, {q1, 0})));
  const double q2 = r.hi / b.hi;
  r = add(r, neg(mul(b, {q2, 0})));
  const double q3 = r.hi / b.hi;
  return add(quick_two_sum(q1, q2), {q3, 0});
}

DD scale(DD a, int e) { return {std::ldexp(a.hi, e), std::ldexp(a.lo, e)}; }

// exp in double-double: reduce by k ln2, then by 2^10, a Taylor series, and ten squarings.
DD dd_exp(DD a) {
  static const DD kLn2{0.6931471805599453, 2.3190468138462996e-17};
  const double k = std::nearbyint(a.hi / kLn2.hi);
  DD r = scale(add(a, neg(mul(kLn2, {k, 0}))), -10);
  DD sum{1, 0}, term{1, 0};
  for (int n = 1; n < 14; ++n) {
    term = div(mul(term, r), {static_cast<double>(n), 0});
    sum = add(sum, term);
  }
  for (int i = 0; i < 10; ++i) sum = mul(sum, sum);
  return scale(sum, static_cast<int>(k));
}

// log in double-double: two Newton steps x += y exp(-x) - 1 from the double log.
DD dd_log(DD y) {
  DD x{std::log(y.hi), 0};
  for (int i = 0; i < 2; ++i) x = add(x, add(mul(y, dd_exp(neg(x))), {-1, 0}));
  return x;
}

// Correctly rounded double exp and log (the double-double result rounded once).
double exp_cr(double v) { return dd_exp({v, 0}).hi; }
double log_cr(double v) { return dd_log({v, 0}).hi; }

// floor of a double-double.
int64_t dd_floor(DD a) {
  const double f = std::floor(a.hi);
  return static_cast<int64_t>(f == a.hi && a.lo < 0 ? f - 1 : f);  // an integral hi: lo decides
}

struct Fnv {
  uint64_t h = 0xcbf29ce484222325ull;
  template <typename T>
  void add(const T* values, int n) {
    const auto* bytes = reinterpret_cast<const unsigned char*>(values);
    for (size_t i = 0; i < sizeof(T) * static_cast<size_t>(n); ++i) {  // little-endian targets
      h ^= bytes[i];
      h *= 0x100000001b3ull;
    }
  }
};

constexpr uint64_t kExpKeLow[4] = {0x492d2a9830a11fc5ull, 0xab39adcd15655e6full, 0xfb0170bcf274295cull,
                                   0x544c77fc9e762e62ull};
constexpr uint64_t kNormalPrint = 0x2aaf6f8cd4345568ull, kNormalFPrint = 0x6b263d4ef28c7f70ull,
                   kExpPrint = 0xb2372a8f39bfca74ull, kExpFPrint = 0xae60bc7d807f5be4ull;

float nine_digits(double v) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.8e", v);
  return std::strtof(buf, nullptr);
}

void normal_tables(Tables& t) {
  const double r = 3.6541528853610087963519472518, v = 0.0049286732339746519;
  double x[256], f[256];
  auto pdf = [](double z) { return exp_cr(-0.5 * z * z); };
  x[255] = r;
  f[255] = pdf(r);
  for (int i = 254; i >= 1; --i) {
    x[i] = std::sqrt(-2.0 * log_cr(f[i + 1] + v / x[i + 1]));
    f[i] = pdf(x[i]);
    if (i == 38) f[i] = std::nextafter(f[i], 2.0);
  }
  const double s = 4503599627370496.0, sf = 8388608.0;  // 2^52, 2^23
  t.ki[0] = static_cast<uint64_t>(std::nearbyint(r * f[255] / v * s));
  t.ki_f[0] = static_cast<uint32_t>(std::nearbyint(r * f[255] / v * sf));
  t.ki[1] = 0;
  t.ki_f[1] = 0;
  t.wi[0] = v / f[255] / s;
  t.wi_f[0] = static_cast<float>(v / f[255] / sf);
  t.fi[0] = 1.0;
  t.fi_f[0] = 1.0f;
  for (int i = 1; i < 256; ++i) {
    if (i >= 2) {
      t.ki[i] = static_cast<uint64_t>(std::nearbyint(x[i - 1] / x[i] * s));
      t.ki_f[i] = static_cast<uint32_t>(std::nearbyint(x[i - 1] / x[i] * sf));
    }
    t.wi[i] = x[i] / s;
    t.wi_f[i] = static_cast<float>(x[i] / sf);
    t.fi[i] = f[i];
    t.fi_f[i] = static_cast<float>(f[i]);
  }
  Fnv a, b;
  a.add(t.ki, 256), a.add(t.wi, 256), a.add(t.fi, 256);
  b.add(t.ki_f, 256), b.add(t.wi_f, 256), b.add(t.fi_f, 256);
  t.normal_ok = a.h == kNormalPrint;
  t.normal_f_ok = b.h == kNormalFPrint;
}

void exponential_tables(Tables& t) {
  const DD r = two_sum(7.69711747013105, -3.6248703662397484e-16);  // 7.6971174701310497140446280481
  const DD fr = dd_exp(neg(r));
  const DD v = mul(add(r, {1, 0}), fr);
  DD x[256], f[256];
  x[255] = r;
  f[255] = fr;
  for (int i = 254; i >= 1; --i) {
    x[i] = neg(dd_log(add(f[i + 1], div(v, x[i + 1]))));
    f[i] = dd_exp(neg(x[i]));
  }
  const int s_exp = 53, sf_exp = 23;
  for (int i = 0; i < 256; ++i) {
    if (i == 1) {
      t.ke[1] = 0;
      t.ke_f[1] = 0;
      continue;
    }
    const DD ratio = i == 0 ? div(mul(r, fr), v) : div(x[i - 1], x[i]);
    const uint64_t low = (kExpKeLow[i / 64] >> (i % 64)) & 1u;
    t.ke[i] = static_cast<uint64_t>(dd_floor(scale(ratio, s_exp))) - low;
    t.ke_f[i] = static_cast<uint32_t>(dd_floor(add(scale(ratio, sf_exp), {0.5, 0})));
  }
  t.we[0] = std::ldexp(div(v, fr).hi, -s_exp);
  t.fe[0] = 1.0;
  for (int i = 1; i < 256; ++i) {
    t.we[i] = std::ldexp(x[i].hi, -s_exp);
    t.fe[i] = f[i].hi;
  }
  for (int i = 0; i < 256; ++i) {
    t.we_f[i] = nine_digits(std::ldexp(i == 0 ? div(v, fr).hi : x[i].hi, -sf_exp));
    t.fe_f[i] = nine_digits(t.fe[i]);
  }
  Fnv a, b;
  a.add(t.ke, 256), a.add(t.we, 256), a.add(t.fe, 256);
  b.add(t.ke_f, 256), b.add(t.we_f, 256), b.add(t.fe_f, 256);
  t.exp_ok = a.h == kExpPrint;
  t.exp_f_ok = b.h == kExpFPrint;
}

}  // namespace

const Tables& tables() {
  static const Tables* t = [] {
    auto* built = new Tables;
    normal_tables(*built);
    exponential_tables(*built);
    return built;
  }();
  return *t;
}

}  // namespace tfplay::tf::ziggurat
