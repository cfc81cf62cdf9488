// Big-int arithmetic with Boost.Multiprecision's cpp_int (Python semantics: floor division,
// modulo with the divisor's sign, arbitrary-precision powers and shifts).
#include "core/python/bigint.h"

#include <boost/multiprecision/cpp_int.hpp>
#include <cmath>
#include <limits>

#include "core/python/interpreter.h"
#include "core/python/runtime.h"

namespace tfplay::py {

using boost::multiprecision::cpp_int;

struct BigInt {
  cpp_int v;
};

namespace {

cpp_int to_big(const Object* o) {
  const auto* i = static_cast<const IntObject*>(o);
  if (i->big) return i->big->v;
  return cpp_int(i->value);
}

// A Python int from a cpp_int: small when it fits in int64.
Ref make(cpp_int v) {
  static const cpp_int lo(std::numeric_limits<std::int64_t>::min()), hi(std::numeric_limits<std::int64_t>::max());
  if (v >= lo && v <= hi) return Int(static_cast<std::int64_t>(v));
  auto obj = make_object<IntObject>(T().int_, v < 0 ? std::numeric_limits<std::int64_t>::min()
                                                         : std::numeric_limits<std::int64_t>::max());
  auto b = std::make_shared<BigInt>();
  b->v = std::move(v);
  obj->big = std::move(b);
  return obj;
}

// Python's floor division and modulo (cpp_int's / and % truncate toward zero).
void floor_divmod(const cpp_int& a, const cpp_int& b, cpp_int& q, cpp_int& r) {
  boost::multiprecision::divide_qr(a, b, q, r);
  if (r != 0 && ((r < 0) != (b < 0))) {
    q -= 1;
    r += b;
  }
}

// Guards the memory a result may need: CPython would try (and take seconds or minutes); the
// playground refuses results beyond a few million digits instead of freezing the page.
void check_size(double bits) {
  if (bits > 64.0 * 1024 * 1024)
    raise(E().MemoryError, "");
}

}  // namespace

Ref big_int_binary(ast::BinOpKind op, const Object* x, const Object* y) {
  using K = ast::BinOpKind;
  cpp_int a = to_big(x), b = to_big(y);
  switch (op) {
    case K::Add: return make(a + b);
    case K::Sub: return make(a - b);
    case K::Mult: return make(a * b);
    case K::Div: return Float(int_true_divide(x, y));
    case K::FloorDiv:
    case K::Mod: {
      if (b == 0) raise(E().ZeroDivisionError, op == K::Mod ? "integer modulo by zero" : "integer division or modulo by zero");
      cpp_int q, r;
      floor_divmod(a, b, q, r);
      return make(op == K::Mod ? r : q);
    }
    case K::Pow: {
      if (b < 0) {
        if (a == 0) raise(E().ZeroDivisionError, "0.0 cannot be raised to a negative power");
        return Float(std::pow(int_to_double(x), int_to_double(y)));
      }
      if (a == 0 || a == 1) return make(a);
      if (a == -1) return make(b % 2 == 0 ? cpp_int(1) : cpp_int(-1));
      double bits = static_cast<double>(msb(abs(a)) + 1) * static_cast<double>(b > 1000000000 ? cpp_int(1000000000) : b);
      if (b > 1000000000) check_size(1e18);
      check_size(bits);
      return make(boost::multiprecision::pow(a, static_cast<unsigned>(b)));
    }
    case K::LShift:
      if (b < 0) raise_value_error("negative shift count");
      if (a == 0) return Int(0);
      if (b > 1000000000) check_size(1e18);
      check_size(static_cast<double>(b));
      return make(a << static_cast<unsigned>(b));
    case K::RShift: {
      if (b < 0) raise_value_error("negative shift count");
      if (b > 1000000000) return Int(a < 0 ? -1 : 0);
      // Python shifts floor (toward -inf); cpp_int's >> on negatives truncates.
      cpp_int q, r;
      floor_divmod(a, cpp_int(1) << static_cast<unsigned>(b), q, r);
      return make(q);
    }
    case K::BitAnd: return make(a & b);
    case K::BitOr: return make(a | b);
    case K::BitXor: return make(a ^ b);
    case K::MatMult: return nullptr;
  }
  return nullptr;
}

int big_int_compare(const Object* x, const Object* y) {
  cpp_int a = to_big(x), b = to_big(y);
  return a < b ? -1 : a > b ? 1 : 0;
}

Ref big_int_negate(const Object* a) { return make(-to_big(a)); }
Ref big_int_invert(const Object* a) { return make(-to_big(a) - 1); }
Ref big_int_abs(const Object* a) { return make(abs(to_big(a))); }

std::int64_t& int_max_str_digits() {
  static std::int64_t limit = 4300;
  return limit;
}

std::string int_to_string(const Object* o, int base) {
  cpp_int v = to_big(o);
  bool neg = v < 0;
  if (neg) v = -v;
  std::string digits;
  if (base == 10) {
    std::int64_t limit = int_max_str_digits();
    // log10(2) < 0.30103: an int with more bits than this cannot fit the limit (checked
    // before the conversion, as CPython does, so huge ints fail fast).
    if (limit > 0 && v != 0 && static_cast<double>(msb(v)) * 0.30102999 > static_cast<double>(limit) + 1)
      raise_value_error("Exceeds the limit (" + std::to_string(limit) +
                        " digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit");
    digits = v.str();
    if (limit > 0 && static_cast<std::int64_t>(digits.size()) > limit)
      raise_value_error("Exceeds the limit (" + std::to_string(limit) +
                        " digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit");
  } else {
    if (v == 0) digits = "0";
    while (v > 0) {
      unsigned d = static_cast<unsigned>(v % base);
      digits.insert(digits.begin(), "0123456789abcdef"[d]);
      v /= base;
    }
  }
  return neg ? "-" + digits : digits;
}

std::size_t big_int_hash(const Object* o) {
  static const cpp_int modulus = (cpp_int(1) << 61) - 1;
  cpp_int v = to_big(o);
  bool neg = v < 0;
  cpp_int h = (neg ? -v : v) % modulus;
  std::int64_t r = static_cast<std::int64_t>(h);
  if (neg) r = -r;
  if (r == -1) r = -2;
  return static_cast<std::size_t>(r);
}

double int_to_double(const Object* o) {
  const auto* i = static_cast<const IntObject*>(o);
  if (!i->big) return static_cast<double>(i->value);
  // Rounded to nearest, ties to even, as CPython's _PyLong_Frexp does (cpp_int's conversion
  // drops the bits below the 64 it reads, so 2**106 + 2**53 + 1 came out rounded down): the top
  // 53 bits, plus one when the rest is over half a unit, or half with an odd last bit.
  const cpp_int& v = i->big->v;
  const cpp_int a = v < 0 ? cpp_int(-v) : v;
  const std::size_t bits = boost::multiprecision::msb(a) + 1;
  constexpr std::size_t kMantissa = 53;  // DBL_MANT_DIG
  double d;
  if (bits <= kMantissa) {
    d = a.convert_to<double>();
  } else {
    const std::size_t shift = bits - kMantissa;
    cpp_int top = a >> shift;
    const cpp_int rest = a - (top << shift);
    const cpp_int half = cpp_int(1) << (shift - 1);
    if (rest > half || (rest == half && (top & 1) != 0)) top += 1;
    d = bits > 1100 ? HUGE_VAL : std::ldexp(top.convert_to<double>(), static_cast<int>(shift));
  }
  // Past DBL_MAX it is inf, which CPython reports as an OverflowError.
  if (std::isinf(d)) raise(E().OverflowError, "int too large to convert to float");
  return v < 0 ? -d : d;
}

Ref int_from_double(double v) {
  if (std::fabs(v) < 9.2e18) return Int(static_cast<std::int64_t>(v));
  int exp = 0;
  double mant = std::frexp(std::fabs(v), &exp);  // v = mant * 2**exp, 0.5 <= mant < 1
  cpp_int m(static_cast<std::int64_t>(std::ldexp(mant, 53)));
  cpp_int r = exp >= 53 ? cpp_int(m << (exp - 53)) : cpp_int(m >> (53 - exp));
  return make(v < 0 ? -r : r);
}

Ref int_from_digits(const std::string& digits, int base, bool negative) {
  std::int64_t limit = int_max_str_digits();
  if ((base & (base - 1)) != 0 && limit > 0 && static_cast<std::int64_t>(digits.size()) > limit)
    raise_value_error("Exceeds the limit (" + std::to_string(limit) + " digits) for integer string conversion: value has " +
                      std::to_string(digits.size()) + " digits; use sys.set_int_max_str_digits() to increase the limit");
  cpp_int v = 0;
  for (char c : digits) {
    int d = c >= '0' && c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10;
    v = v * base + d;
  }
  return make(negative ? -v : v);
}

Ref int_pow_mod(const Object* base, const Object* exp, const Object* mod) {
  cpp_int b = to_big(base), e = to_big(exp), m = to_big(mod);
  if (m == 0) raise_value_error("pow() 3rd argument cannot be 0");
  bool neg_mod = m < 0;
  if (neg_mod) m = -m;
  cpp_int q, r;
  floor_divmod(b, m, q, r);
  b = r;
  if (e < 0) {
    // The inverse of b modulo m by the extended Euclidean algorithm.
    cpp_int old_r = b, rr = m, old_s = 1, s = 0;
    while (rr != 0) {
      cpp_int quot = old_r / rr, t = old_r - quot * rr;
      old_r = rr;
      rr = t;
      t = old_s - quot * s;
      old_s = s;
      s = t;
    }
    if (old_r != 1) raise_value_error("base is not invertible for the given modulus");
    floor_divmod(old_s, m, q, r);
    b = r;
    e = -e;
  }
  cpp_int result = m == 1 ? cpp_int(0) : cpp_int(boost::multiprecision::powm(b, e, m));
  // CPython's result takes the modulus's sign.
  if (neg_mod && result != 0) result -= m;
  return make(result);
}

std::int64_t int_bit_length(const Object* o) {
  cpp_int v = abs(to_big(o));
  if (v == 0) return 0;
  return static_cast<std::int64_t>(msb(v)) + 1;
}

double int_true_divide(const Object* x, const Object* y) {
  cpp_int a = to_big(x), b = to_big(y);
  if (b == 0) raise(E().ZeroDivisionError, "division by zero");
  // Exact when both fit in a double's 53-bit mantissa. Otherwise the quotient is scaled to 58
  // or 59 bits with a sticky bit for a nonzero remainder, so converting it to a double rounds
  // once and correctly (long_true_divide in CPython 3.12's Objects/longobject.c is correctly
  // rounded too: statistics and fractions rely on it).
  if (abs(a) < (cpp_int(1) << 53) && abs(b) < (cpp_int(1) << 53))
    return static_cast<double>(a) / static_cast<double>(b);
  bool neg = (a < 0) != (b < 0);
  a = abs(a);
  b = abs(b);
  if (a == 0) return neg ? -0.0 : 0.0;
  long shift = static_cast<long>(msb(b)) - static_cast<long>(msb(a)) + 58;
  cpp_int q, r;
  if (shift >= 0) boost::multiprecision::divide_qr(cpp_int(a << shift), b, q, r);
  else boost::multiprecision::divide_qr(a, cpp_int(b << -shift), q, r);
  auto qi = q.convert_to<std::uint64_t>();
  if (r != 0) qi |= 1;
  double d = std::ldexp(static_cast<double>(qi), static_cast<int>(-shift));
  if (std::isinf(d)) raise(E().OverflowError, "integer division result too large for a float");
  return neg ? -d : d;
}

}  // namespace tfplay::py
