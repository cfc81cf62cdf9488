// The `complex` type: construction, arithmetic with int/float/complex, comparison for
// equality only, hash, truth, repr, `real`/`imag`/`conjugate()` (CPython 3.12
// Objects/complexobject.c). Ordering comparisons and //, % fall through to the generic
// TypeErrors because complex defines no such methods.
#include "core/python/complex_object.h"

#include <cmath>
#include <cstring>
#include <optional>

#include "core/python/arg_checks.h"
#include "core/python/methods.h"
#include "core/python/numbers.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"

namespace tfplay::py {

namespace {

struct C {
  double re, im;
};

/// An int, bool, float or complex operand as a complex; nullopt for anything else
/// (complexobject.c TO_COMPLEX; the method then returns NotImplemented).
std::optional<C> to_c(const Object* o) {
  if (is_complex(o)) return C{static_cast<const ComplexObject*>(o)->real, static_cast<const ComplexObject*>(o)->imag};
  if (is_float(o)) return C{static_cast<const FloatObject*>(o)->value, 0.0};
  if (is_int(o)) return C{as_float(o), 0.0};
  return std::nullopt;
}

C prod(C a, C b) { return {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re}; }

/// _Py_c_quot (Smith's algorithm); `zero` is set when b is 0.
C quot(C a, C b, bool& zero) {
  const double abs_br = std::fabs(b.re), abs_bi = std::fabs(b.im);
  if (abs_br >= abs_bi) {
    if (abs_br == 0.0) {
      zero = true;
      return {0.0, 0.0};
    }
    const double ratio = b.im / b.re, denom = b.re + b.im * ratio;
    return {(a.re + a.im * ratio) / denom, (a.im - a.re * ratio) / denom};
  }
  if (abs_bi >= abs_br) {
    const double ratio = b.re / b.im, denom = b.re * ratio + b.im;
    return {(a.re * ratio + a.im) / denom, (a.im * ratio - a.re) / denom};
  }
  return {NAN, NAN};  // NaNs in b
}

C powu(C x, long n) {
  C r{1.0, 0.0}, p = x;
  long mask = 1;
  while (mask > 0 && n >= mask) {
    if (n & mask) r = prod(r, p);
    mask <<= 1;
    p = prod(p, p);
  }
  return r;
}

/// complex_pow: integral real exponents up to 100 by repeated squaring, others through polar form.
C power(C a, C b) {
  bool zero = false;
  C r;
  if (b.im == 0.0 && b.re == std::floor(b.re) && std::fabs(b.re) <= 100.0) {
    const long n = static_cast<long>(b.re);
    r = n > 0 ? powu(a, n) : quot({1.0, 0.0}, powu(a, -n), zero);
  } else if (b.re == 0.0 && b.im == 0.0) {
    r = {1.0, 0.0};
  } else if (a.re == 0.0 && a.im == 0.0) {
    if (b.im != 0.0 || b.re < 0.0) zero = true;
    r = {0.0, 0.0};
  } else {
    const double vabs = std::hypot(a.re, a.im);
    double len = std::pow(vabs, b.re);
    const double at = std::atan2(a.im, a.re);
    double phase = at * b.re;
    if (b.im != 0.0) {
      len /= std::exp(at * b.im);
      phase += b.im * std::log(vabs);
    }
    r = {len * std::cos(phase), len * std::sin(phase)};
  }
  if (zero) raise(E().ZeroDivisionError, "0.0 to a negative or complex power");
  if (!std::isfinite(r.re) || !std::isfinite(r.im)) {
    if (std::isfinite(a.re) && std::isfinite(a.im) && std::isfinite(b.re) && std::isfinite(b.im))
      raise(E().OverflowError, "complex exponentiation");
  }
  return r;
}

Ref make(C c) { return Complex(c.re, c.im); }

/// One part as complex_repr writes it: float repr without a trailing ".0", a sign when asked.
std::string part(double v, bool sign) {
  std::string s = float_repr(v);
  if (s.size() > 2 && s.compare(s.size() - 2, 2, ".0") == 0) s.resize(s.size() - 2);
  if (sign && s[0] != '-') s = "+" + s;
  return s;
}

using Op = C (*)(C, C);

/// __op__ and __rop__ for one binary operator.
void add_binary(TypeObject* tp, const char* name, const char* rname, Op f) {
  add_method(tp, name, [f](CallArgs& a) -> Ref {
    auto x = to_c(a.args.at(0).get()), y = to_c(a.args.at(1).get());
    if (!x || !y) return NotImplemented();
    return make(f(*x, *y));
  });
  add_method(tp, rname, [f](CallArgs& a) -> Ref {
    auto x = to_c(a.args.at(0).get()), y = to_c(a.args.at(1).get());
    if (!x || !y) return NotImplemented();
    return make(f(*y, *x));
  });
}

C divide(C a, C b) {
  bool zero = false;
  C r = quot(a, b, zero);
  if (zero) raise(E().ZeroDivisionError, "complex division by zero");
  return r;
}

C self_of(const CallArgs& a) { return *to_c(a.args.at(0).get()); }

/// The float at text[pos...] with Python's syntax (sign, digits with single underscores
/// between them, '.', exponent; inf, infinity, nan): its value and end, or end == pos.
std::pair<double, std::size_t> scan_float(const std::string& text, std::size_t pos) {
  std::size_t i = pos;
  std::string clean;
  if (i < text.size() && (text[i] == '+' || text[i] == '-')) clean += text[i++];
  auto lower_at = [&](std::size_t k, const char* word) {
    std::size_t n = std::strlen(word);
    if (k + n > text.size()) return false;
    for (std::size_t m = 0; m < n; ++m)
      if (std::tolower(static_cast<unsigned char>(text[k + m])) != word[m]) return false;
    return true;
  };
  const double sign = !clean.empty() && clean[0] == '-' ? -1.0 : 1.0;
  if (lower_at(i, "infinity")) return {sign * INFINITY, i + 8};
  if (lower_at(i, "inf")) return {sign * INFINITY, i + 3};
  if (lower_at(i, "nan")) return {std::copysign(NAN, sign), i + 3};
  auto digits = [&](std::size_t& k) {  // digits with single underscores between them
    std::size_t start = k;
    while (k < text.size() && std::isdigit(static_cast<unsigned char>(text[k]))) {
      clean += text[k++];
      if (k + 1 < text.size() && text[k] == '_' && std::isdigit(static_cast<unsigned char>(text[k + 1]))) ++k;
    }
    return k > start;
  };
  bool any = digits(i);
  if (i < text.size() && text[i] == '.') {
    clean += text[i++];
    any = digits(i) || any;
  }
  if (!any) return {0.0, pos};
  if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
    std::size_t k = i + 1;
    std::string save = clean;
    clean += 'e';
    if (k < text.size() && (text[k] == '+' || text[k] == '-')) clean += text[k++];
    if (digits(k)) i = k;
    else clean = save;
  }
  return {std::strtod(clean.c_str(), nullptr), i};
}

/// complex(str): "1", "2j", "1+2j", "-1.5e3-2J", "j", "-j", "(1+2j)", spaces around (and
/// inside the parentheses); ValueError "complex() arg is a malformed string" otherwise
/// (Objects/complexobject.c complex_from_string_inner).
C complex_from_string(const std::string& shown) {
  // Unicode digits and spaces first, as for float() (complex_subtype_from_string).
  const std::string original = ascii_number_text(shown);
  // Underscores: each between two digits, then removed (_Py_string_to_number_with_underscores).
  std::string text = original;
  if (original.find('_') != std::string::npos) {
    if (original.find('\0') != std::string::npos) raise_value_error("could not convert string to complex: " + str_repr(shown));
    text.clear();
    for (std::size_t k = 0; k < original.size(); ++k) {
      if (original[k] != '_') {
        text += original[k];
        continue;
      }
      const bool between = k > 0 && std::isdigit(static_cast<unsigned char>(original[k - 1])) &&
                           k + 1 < original.size() && std::isdigit(static_cast<unsigned char>(original[k + 1]));
      if (!between) raise_value_error("could not convert string to complex: " + str_repr(shown));
    }
  }
  auto malformed = [] { raise_value_error("complex() arg is a malformed string"); };
  auto space = [](char c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
  std::size_t lo = 0, hi = text.size();
  while (lo < hi && space(text[lo])) ++lo;
  while (hi > lo && space(text[hi - 1])) --hi;
  if (hi - lo >= 2 && text[lo] == '(' && text[hi - 1] == ')') {
    ++lo;
    --hi;
    while (lo < hi && space(text[lo])) ++lo;
    while (hi > lo && space(text[hi - 1])) --hi;
  }
  const std::string s = text.substr(lo, hi - lo);
  auto is_j = [&](std::size_t k) { return k < s.size() && (s[k] == 'j' || s[k] == 'J'); };
  double re = 0.0, im = 0.0;
  std::size_t pos = 0;
  auto [x, end] = scan_float(s, 0);
  if (end != 0) {
    pos = end;
    if (pos < s.size() && (s[pos] == '+' || s[pos] == '-')) {
      re = x;
      auto [y, end2] = scan_float(s, pos);
      if (end2 != pos) {
        im = y;
        pos = end2;
      } else {
        im = s[pos] == '+' ? 1.0 : -1.0;
        ++pos;
      }
      if (!is_j(pos)) malformed();
      ++pos;
    } else if (is_j(pos)) {
      im = x;
      ++pos;
    } else {
      re = x;
    }
  } else {
    double sign = 1.0;
    if (pos < s.size() && (s[pos] == '+' || s[pos] == '-')) sign = s[pos++] == '-' ? -1.0 : 1.0;
    if (!is_j(pos)) malformed();
    im = sign;
    ++pos;
  }
  if (pos != s.size() || s.empty()) malformed();
  return {re, im};
}

TypeObject* build_type() {
  TypeObject* tp = make_native_type("complex");
  tp->construct = +[](TypeObject*, CallArgs& a) -> Ref {
    // complex(real=0, imag=0): each argument an int, float or complex (strings unsupported).
    Ref r = a.args.size() > 0 ? a.args[0] : a.kwarg("real");
    Ref i = a.args.size() > 1 ? a.args[1] : a.kwarg("imag");
    if (a.args.size() > 2) raise_type_error("complex() takes at most 2 arguments (" + std::to_string(a.args.size()) + " given)");
    C cr{0.0, 0.0}, ci{0.0, 0.0};
    bool r_complex = false;
    if (r) {
      if (is_str(r.get())) {
        if (i) raise_type_error("complex() can't take second arg if first is a string");
        const C c = complex_from_string(as_str(r.get()));
        return Complex(c.re, c.im);
      }
      r_complex = is_complex(r.get());
      if (auto c = to_c(r.get())) cr = *c;
      else if (Ref f = lookup_special(r, "__complex__")) {
        r_complex = true;
        Ref v = call(f, std::vector<Ref>{});
        if (!is_complex(v.get())) raise_type_error("__complex__ returned non-complex (type " + type_name(v.get()) + ")");
        cr = *to_c(v.get());
      } else if (Ref f = lookup_special(r, "__float__")) {
        cr = {as_float(call(f, std::vector<Ref>{}).get()), 0.0};
      } else {
        raise_type_error("complex() first argument must be a string or a number, not '" + type_name(r.get()) + "'");
      }
    }
    if (i) {
      if (is_str(i.get())) raise_type_error("complex() second argument must be a number, not 'str'");
      if (auto c = to_c(i.get())) ci = *c;
      else if (Ref f = lookup_special(i, "__float__")) ci = {as_float(call(f, std::vector<Ref>{}).get()), 0.0};
      else raise_type_error("complex() second argument must be a number, not '" + type_name(i.get()) + "'");
    }
    // complex_new: the other part's imaginary component is added only when that argument is a
    // complex (so complex(0.0, -0.0) keeps its -0.0).
    double re = cr.re, im = ci.re;
    if (i && is_complex(i.get())) re -= ci.im;
    if (r_complex && i) im += cr.im;
    else if (!i) im = cr.im;
    return Complex(re, im);
  };
  add_binary(tp, "__add__", "__radd__", [](C a, C b) { return C{a.re + b.re, a.im + b.im}; });
  add_binary(tp, "__sub__", "__rsub__", [](C a, C b) { return C{a.re - b.re, a.im - b.im}; });
  add_binary(tp, "__mul__", "__rmul__", prod);
  add_binary(tp, "__truediv__", "__rtruediv__", divide);
  add_binary(tp, "__pow__", "__rpow__", power);
  add_method(tp, "__neg__", +[](CallArgs& a) { C c = self_of(a); return Complex(-c.re, -c.im); });
  add_method(tp, "__pos__", +[](CallArgs& a) { C c = self_of(a); return Complex(c.re, c.im); });
  add_method(tp, "__abs__", +[](CallArgs& a) -> Ref {
    C c = self_of(a);
    const double r = std::hypot(c.re, c.im);
    if (std::isinf(r) && std::isfinite(c.re) && std::isfinite(c.im)) raise(E().OverflowError, "absolute value too large");
    return Float(r);
  });
  add_method(tp, "__bool__", +[](CallArgs& a) { C c = self_of(a); return Bool(c.re != 0.0 || c.im != 0.0); });
  auto equal = [](CallArgs& a) -> std::optional<bool> {
    C x = self_of(a);
    const Object* o = a.args.at(1).get();
    // complex_richcompare: the real part as a float against the int, exactly (2**53 + 1 is not
    // 2.0**53).
    if (is_int(o) || is_float(o)) return x.im == 0.0 && truthy(compare(ast::CmpOpKind::Eq, Float(x.re), a.args[1]));
    if (is_complex(o)) {
      auto* y = static_cast<const ComplexObject*>(o);
      return x.re == y->real && x.im == y->imag;
    }
    return std::nullopt;
  };
  add_method(tp, "__eq__", [equal](CallArgs& a) -> Ref {
    auto r = equal(a);
    return r ? Bool(*r) : NotImplemented();
  });
  add_method(tp, "__ne__", [equal](CallArgs& a) -> Ref {
    auto r = equal(a);
    return r ? Bool(!*r) : NotImplemented();
  });
  // complex_richcompare: complex numbers are not ordered.
  for (const char* name : {"__lt__", "__le__", "__gt__", "__ge__"})
    add_method(tp, name, +[](CallArgs& a) -> Ref {
      self_of(a);
      return NotImplemented();
    });
  add_method(tp, "__hash__", +[](CallArgs& a) -> Ref {
    // complex_hash: hash(real) + 1000003 * hash(imag), -1 mapped to -2.
    C c = self_of(a);
    std::uint64_t h = static_cast<std::uint64_t>(float_hash(c.re)) + 1000003ULL * static_cast<std::uint64_t>(float_hash(c.im));
    if (h == static_cast<std::uint64_t>(-1)) h = static_cast<std::uint64_t>(-2);
    return Int(static_cast<std::int64_t>(h));
  });
  add_method(tp, "__repr__", +[](CallArgs& a) { C c = self_of(a); return Str(complex_repr(c.re, c.im)); });
  add_method(tp, "conjugate", +[](CallArgs& a) { C c = self_of(a); return Complex(c.re, -c.im); });
  add_method(tp, "__complex__", +[](CallArgs& a) { C c = self_of(a); return Complex(c.re, c.im); });
  add_method(tp, "__getnewargs__", +[](CallArgs& a) { C c = self_of(a); return Tuple({Float(c.re), Float(c.im)}); });
  declare_method_arity(tp, MethodArity::NoArgs, {"conjugate", "__complex__", "__getnewargs__"});
  add_property(tp, "real", +[](Ref s) { return Float(static_cast<ComplexObject*>(s.get())->real); });
  add_property(tp, "imag", +[](Ref s) { return Float(static_cast<ComplexObject*>(s.get())->imag); });
  return tp;
}

}  // namespace

TypeObject* complex_type() {
  static TypeObject* tp = build_type();
  return tp;
}

Ref Complex(double real, double imag) { return make_object<ComplexObject>(complex_type(), real, imag); }

std::string complex_repr(double real, double imag) {
  if (real == 0.0 && !std::signbit(real)) return part(imag, false) + "j";
  return "(" + part(real, false) + part(imag, true) + "j)";
}

}  // namespace tfplay::py
