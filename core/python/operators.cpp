// Operators: arithmetic fast paths for int/float/str/list/tuple, then __op__/__rop__ dispatch
// (CPython's binary_op1 in Objects/abstract.c), comparisons and unary operators.
#include <cmath>
#include <cstring>
#include <limits>

#include "core/python/complex_object.h"
#include "core/python/bigint.h"
#include "core/python/interpreter.h"
#include "core/python/methods.h"
#include "core/python/numbers.h"
#include "core/python/protocols.h"
#include "core/python/recursion_guard.h"
#include "core/python/set_order.h"
#include "core/python/runtime.h"
#include "core/python/str_format.h"
#include "core/python/type_names.h"

namespace tfplay::py {

using ast::BinOpKind;
using ast::CmpOpKind;
using ast::UnaryOpKind;

std::size_t int_hash(std::int64_t v) {
  // CPython: hash(-1) == -2; other ints hash to themselves modulo 2**61 - 1.
  constexpr std::int64_t kModulus = (std::int64_t{1} << 61) - 1;
  std::int64_t h = v % kModulus;
  if (h == -1) h = -2;
  return static_cast<std::size_t>(h);
}

std::size_t float_hash(double v) {
  // CPython's _Py_HashDouble: the value modulo 2**61 - 1, so that equal ints and floats hash
  // alike and sets of floats iterate in CPython's order.
  constexpr int kBits = 61;
  constexpr std::uint64_t kModulus = (std::uint64_t{1} << kBits) - 1;
  if (std::isinf(v)) return static_cast<std::size_t>(v > 0 ? 314159 : -314159);
  if (std::isnan(v)) return 0;
  int e;
  double m = std::frexp(v, &e);
  int sign = 1;
  if (m < 0) {
    sign = -1;
    m = -m;
  }
  std::uint64_t x = 0;
  while (m != 0) {
    x = ((x << 28) & kModulus) | x >> (kBits - 28);
    m *= 268435456.0;
    e -= 28;
    std::uint64_t y = static_cast<std::uint64_t>(m);
    m -= static_cast<double>(y);
    x += y;
    if (x >= kModulus) x -= kModulus;
  }
  e = e >= 0 ? e % kBits : kBits - 1 - ((-1 - e) % kBits);
  x = ((x << e) & kModulus) | x >> (kBits - e);
  x = x * static_cast<std::uint64_t>(static_cast<std::int64_t>(sign));
  if (x == static_cast<std::uint64_t>(-1)) x = static_cast<std::uint64_t>(-2);
  return static_cast<std::size_t>(x);
}

double float_floordiv(double a, double b) {
  double mod = std::fmod(a, b);
  double div = (a - mod) / b;
  if (mod != 0 && ((b < 0) != (mod < 0))) div -= 1.0;
  if (div != 0) {
    double floordiv = std::floor(div);
    if (div - floordiv > 0.5) floordiv += 1.0;
    return floordiv;
  }
  return std::copysign(0.0, a / b);
}

double float_mod(double a, double b) {
  double mod = std::fmod(a, b);
  if (mod != 0) {
    if ((b < 0) != (mod < 0)) mod += b;
  } else {
    mod = std::copysign(0.0, b);
  }
  return mod;
}

namespace {

struct OpNames {
  const char* symbol;
  const char* op;
  const char* rop;
  const char* iop;
};

const OpNames& names(BinOpKind k) {
  static const OpNames table[] = {
      {"+", "__add__", "__radd__", "__iadd__"},
      {"-", "__sub__", "__rsub__", "__isub__"},
      {"*", "__mul__", "__rmul__", "__imul__"},
      {"@", "__matmul__", "__rmatmul__", "__imatmul__"},
      {"/", "__truediv__", "__rtruediv__", "__itruediv__"},
      {"//", "__floordiv__", "__rfloordiv__", "__ifloordiv__"},
      {"%", "__mod__", "__rmod__", "__imod__"},
      {"**", "__pow__", "__rpow__", "__ipow__"},
      {"<<", "__lshift__", "__rlshift__", "__ilshift__"},
      {">>", "__rshift__", "__rrshift__", "__irshift__"},
      {"|", "__or__", "__ror__", "__ior__"},
      {"^", "__xor__", "__rxor__", "__ixor__"},
      {"&", "__and__", "__rand__", "__iand__"},
  };
  return table[static_cast<int>(k)];
}

// Thrown (and caught in builtin_binary) when an int64 result overflows: the operation is
// then redone on big ints (bigint.h). Overflow is rare, so the fast path stays branch-light.
struct Int64Overflow {};
[[noreturn]] void int_overflow() { throw Int64Overflow{}; }

// a op b for int64, or Int64Overflow for results beyond 64 bits.
template <class Op>
std::int64_t checked(Op op, std::int64_t a, std::int64_t b) {
  std::int64_t r;
  if (op(a, b, &r)) int_overflow();
  return r;
}
constexpr auto kAdd = [](std::int64_t a, std::int64_t b, std::int64_t* r) { return __builtin_add_overflow(a, b, r); };
constexpr auto kSub = [](std::int64_t a, std::int64_t b, std::int64_t* r) { return __builtin_sub_overflow(a, b, r); };
constexpr auto kMul = [](std::int64_t a, std::int64_t b, std::int64_t* r) { return __builtin_mul_overflow(a, b, r); };

std::int64_t int_pow(std::int64_t base, std::int64_t exp) {
  std::int64_t result = 1;
  while (exp > 0) {
    if (exp & 1) result = checked(kMul, result, base);
    exp >>= 1;
    if (exp) base = checked(kMul, base, base);
  }
  return result;
}

// int op int; nullptr when the operator does not apply to ints.
Ref int_binary(BinOpKind op, std::int64_t a, std::int64_t b) {
  switch (op) {
    case BinOpKind::Add: return Int(checked(kAdd, a, b));
    case BinOpKind::Sub: return Int(checked(kSub, a, b));
    case BinOpKind::Mult: return Int(checked(kMul, a, b));
    case BinOpKind::Div:
      if (b == 0) raise(E().ZeroDivisionError, "division by zero");
      // Beyond 2**53 an int64 is not exact as a double: divide exactly, then round once.
      if (a > (std::int64_t{1} << 53) || a < -(std::int64_t{1} << 53) || b > (std::int64_t{1} << 53) ||
          b < -(std::int64_t{1} << 53))
        return Float(int_true_divide(Int(a).get(), Int(b).get()));
      return Float(static_cast<double>(a) / static_cast<double>(b));
    case BinOpKind::FloorDiv: {
      if (b == 0) raise(E().ZeroDivisionError, "integer division or modulo by zero");
      if (a == std::numeric_limits<std::int64_t>::min() && b == -1) int_overflow();
      std::int64_t q = a / b;
      if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
      return Int(q);
    }
    case BinOpKind::Mod: {
      if (b == 0) raise(E().ZeroDivisionError, "integer modulo by zero");
      if (b == -1) return Int(0);
      std::int64_t m = a % b;
      if (m != 0 && ((m < 0) != (b < 0))) m += b;
      return Int(m);
    }
    case BinOpKind::Pow:
      if (b < 0) {
        if (a == 0) raise(E().ZeroDivisionError, "0.0 cannot be raised to a negative power");
        return Float(std::pow(static_cast<double>(a), static_cast<double>(b)));
      }
      return Int(int_pow(a, b));
    case BinOpKind::LShift:
      if (b < 0) raise_value_error("negative shift count");
      if (b >= 63 || (a != 0 && (a > (std::numeric_limits<std::int64_t>::max() >> b) ||
                                 a < (std::numeric_limits<std::int64_t>::min() >> b))))
        int_overflow();
      return Int(a << b);
    case BinOpKind::RShift:
      if (b < 0) raise_value_error("negative shift count");
      return Int(b >= 63 ? (a < 0 ? -1 : 0) : a >> b);
    case BinOpKind::BitOr: return Int(a | b);
    case BinOpKind::BitXor: return Int(a ^ b);
    case BinOpKind::BitAnd: return Int(a & b);
    case BinOpKind::MatMult: return nullptr;
  }
  return nullptr;
}

Ref float_binary(BinOpKind op, double a, double b) {
  switch (op) {
    case BinOpKind::Add: return Float(a + b);
    case BinOpKind::Sub: return Float(a - b);
    case BinOpKind::Mult: return Float(a * b);
    case BinOpKind::Div:
      if (b == 0) raise(E().ZeroDivisionError, "float division by zero");
      return Float(a / b);
    case BinOpKind::FloorDiv:
      if (b == 0) raise(E().ZeroDivisionError, "float floor division by zero");
      return Float(float_floordiv(a, b));
    case BinOpKind::Mod:
      if (b == 0) raise(E().ZeroDivisionError, "float modulo");
      return Float(float_mod(a, b));
    case BinOpKind::Pow:
      if (a == 0 && b < 0) raise(E().ZeroDivisionError, "0.0 cannot be raised to a negative power");
      if (a < 0 && b != std::floor(b))  // float_pow: a negative base to a fractional power is complex
        return binary_op(BinOpKind::Pow, Complex(a, 0.0), Float(b));
      {
        double r = std::pow(a, b);
        if (std::isinf(r) && std::isfinite(a) && std::isfinite(b))
          raise(E().OverflowError, "(34, 'Numerical result out of range')");
        return Float(r);
      }
    default: return nullptr;
  }
}

/// `text` n times (str and bytes repetition; check_repeat_size has bounded the size), in one
/// allocation: the result doubles by copying itself, as CPython's _PyBytes_Repeat does.
std::string repeated(const std::string& text, std::int64_t n) {
  std::string out;
  if (n <= 0 || text.empty()) return out;
  const std::size_t total = text.size() * static_cast<std::size_t>(n);
  out.reserve(total);
  out += text;
  while (out.size() < total) out.append(out, 0, std::min(out.size(), total - out.size()));
  return out;
}

template <class Seq>
std::vector<Ref> repeat(const std::vector<Ref>& items, std::int64_t n) {
  check_repeat_size(items.size(), n);
  if (n > 0) check_container_size(items.size() * static_cast<std::size_t>(n));
  std::vector<Ref> out;
  for (std::int64_t i = 0; i < n; ++i) {
    Interpreter::current().step();
    out.insert(out.end(), items.begin(), items.end());
  }
  return out;
}

// Built-in fast paths; nullptr when they do not apply.
bool is_set_like(const Object* o) { return o->cls == T().set || o->cls == T().frozenset; }

/// Set algebra (|, &, -, ^) of two sets or frozensets; the result has the left operand's type,
/// built as CPython's set_or/set_and/set_sub/set_xor build it (set_order.cpp), so that it
/// iterates in CPython's order. nullptr for other operators.
Ref set_binary(BinOpKind op, Object* x, Object* y) {
  if (op != BinOpKind::BitOr && op != BinOpKind::BitAnd && op != BinOpKind::Sub && op != BinOpKind::BitXor) return nullptr;
  const Ref a = x->self(), b = y->self();
  auto out = make_object<SetObject>(x->cls);
  DictObject& r = *out->table;
  switch (op) {
    case BinOpKind::BitOr:
      set_update(r, a);
      if (b != a) set_update(r, b);
      break;
    case BinOpKind::BitAnd:
      set_intersection(r, a, b);
      break;
    case BinOpKind::Sub:
      set_difference(r, a, b);
      break;
    default:
      set_symmetric_difference(r, a, b);
      break;
  }
  return out;
}

/// set |= &= -= ^= (set_ior, set_iand, set_isub, set_ixor): |, - and ^ change the set's table in
/// place (deleted elements leave dummies in CPython's), & takes the intersection's table.
void set_inplace(BinOpKind op, const Ref& a, const Ref& b) {
  std::shared_ptr<DictObject> held = static_cast<SetObject*>(a.get())->table;  // __eq__ may clear the set
  DictObject& table = *held;
  switch (op) {
    case BinOpKind::BitOr:
      set_update(table, b);
      break;
    case BinOpKind::Sub:
      set_difference_update(table, a, b);
      break;
    case BinOpKind::BitXor:
      set_symmetric_difference_update(table, a, b);
      break;
    default:
      set_replace_table(*static_cast<SetObject*>(a.get()),
                        static_cast<SetObject*>(set_binary(BinOpKind::BitAnd, a.get(), b.get()).get())->table);
      break;
  }
}

bool is_builtin_value(const Object* o);

/// A value whose type has CPython's sq_repeat: list, tuple, str, bytes and their subclasses.
bool is_repeatable(const Object* o) {
  const BuiltinTypes& t = T();
  TypeObject* c = o->cls;
  return c->is_subtype_of(t.list) || c->is_subtype_of(t.tuple) || c->is_subtype_of(t.str) || c->is_subtype_of(t.bytes);
}

Ref builtin_binary(BinOpKind op, const Ref& a, const Ref& b) {
  const BuiltinTypes& t = T();
  Object* x = a.get();
  Object* y = b.get();
  if (is_int(x) && is_int(y)) {
    if (!is_big(x) && !is_big(y)) {
      try {
        return int_binary(op, static_cast<IntObject*>(x)->value, static_cast<IntObject*>(y)->value);
      } catch (Int64Overflow&) {
      }
    }
    return big_int_binary(op, x, y);
  }
  if ((is_float(x) || is_int(x)) && (is_float(y) || is_int(y)))
    return float_binary(op, as_float(x), as_float(y));
  if (op == BinOpKind::Mult && ((is_repeatable(x) && is_int(y) && is_big(y)) || (is_repeatable(y) && is_int(x) && is_big(x))))
    raise(E().OverflowError, "cannot fit 'int' into an index-sized integer");  // sequence_repeat's PyNumber_AsSsize_t
  if (x->cls == t.str) {
    if (op == BinOpKind::Add && y->cls == t.str) {
      check_repeat_size(static_cast<StrObject*>(x)->value.size() + static_cast<StrObject*>(y)->value.size(), 1);
      return Str(static_cast<StrObject*>(x)->value + static_cast<StrObject*>(y)->value);
    }
    if (op == BinOpKind::Mult && is_int(y)) {
      check_repeat_size(static_cast<StrObject*>(x)->value.size(), static_cast<IntObject*>(y)->value);
      return Str(repeated(static_cast<StrObject*>(x)->value, static_cast<IntObject*>(y)->value));
    }
    if (op == BinOpKind::Mod) return Str(percent_format(static_cast<StrObject*>(x)->value, b));
    // A built-in right operand's own methods never help here (this function covers them).
    if (op == BinOpKind::Mult && (is_builtin_value(y) || (!lookup_special(b, "__rmul__"_name) && !lookup_special(b, "__index__"_name))))
      raise_type_error("can't multiply sequence by non-int of type '" + type_name(y) + "'");
    if (op == BinOpKind::Add)
      raise_type_error("can only concatenate str (not \"" + type_name(y) + "\") to str");
  }
  if (y->cls == t.str && op == BinOpKind::Mult && is_int(x)) return builtin_binary(op, b, a);
  if (x->cls == t.bytes && op == BinOpKind::Mult && is_int(y)) {
    check_repeat_size(static_cast<BytesObject*>(x)->value.size(), static_cast<IntObject*>(y)->value);
    return Bytes(repeated(static_cast<BytesObject*>(x)->value, static_cast<IntObject*>(y)->value));
  }
  if (x->cls == t.bytes && op == BinOpKind::Add && y->cls == t.bytes) {
    check_repeat_size(static_cast<BytesObject*>(x)->value.size() + static_cast<BytesObject*>(y)->value.size(), 1);
    return Bytes(static_cast<BytesObject*>(x)->value + static_cast<BytesObject*>(y)->value);
  }
  if (y->cls == t.bytes && op == BinOpKind::Mult && is_int(x)) return builtin_binary(op, b, a);
  if (x->cls == t.bytes && op == BinOpKind::Mod) return Bytes(percent_format(static_cast<BytesObject*>(x)->value, b, true));
  if (x->cls == t.bytes && op == BinOpKind::Add) raise_type_error("can't concat " + type_name(y) + " to bytes");
  if (op == BinOpKind::Mult) {
    // Sequence repetition needs an int count (CPython's sequence_repeat); no built-in type's
    // __rmul__ accepts a sequence, so this is the error for any other built-in operand.
    auto is_seq = [&t](const Object* o) { return o->cls == t.list || o->cls == t.tuple || o->cls == t.str || o->cls == t.bytes; };
    if (is_seq(x) && !is_int(y)) raise_type_error("can't multiply sequence by non-int of type '" + type_name(y) + "'");
    if (is_seq(y) && !is_int(x)) raise_type_error("can't multiply sequence by non-int of type '" + type_name(x) + "'");
  }
  if (x->cls == t.list || x->cls == t.tuple) {
    const auto& items = x->cls == t.list ? static_cast<ListObject*>(x)->items : static_cast<TupleObject*>(x)->items;
    if (op == BinOpKind::Add && y->cls == x->cls) {
      const auto& other = y->cls == t.list ? static_cast<ListObject*>(y)->items : static_cast<TupleObject*>(y)->items;
      check_container_size(items.size() + other.size());
      std::vector<Ref> out = items;
      out.insert(out.end(), other.begin(), other.end());
      return x->cls == t.list ? List(out) : Tuple(out);
    }
    if (op == BinOpKind::Mult && is_int(y)) {
      auto out = repeat<void>(items, static_cast<IntObject*>(y)->value);
      return x->cls == t.list ? List(out) : Tuple(out);
    }
    if (op == BinOpKind::Add && (is_builtin_value(y) || !lookup_special(b, "__radd__"_name)))
      raise_type_error("can only concatenate " + x->cls->name + " (not \"" + type_name(y) + "\") to " + x->cls->name);
  }
  if ((y->cls == t.list || y->cls == t.tuple) && op == BinOpKind::Mult && is_int(x)) return builtin_binary(op, b, a);
  if (is_set_like(x) && is_set_like(y)) {
    if (Ref r = set_binary(op, x, y)) return r;
  }
  if (op == BinOpKind::BitOr && x->cls == t.dict && y->cls == t.dict) {
    auto d = Dict();
    dict_merge(*d, *static_cast<DictObject*>(x));
    dict_merge(*d, *static_cast<DictObject*>(y));
    return d;
  }
  return nullptr;
}

bool is_builtin_value(const Object* o) {
  const BuiltinTypes& t = T();
  TypeObject* c = o->cls;
  if (c == t.int_ || c == t.float_ || c == t.str || c == t.bool_) return true;  // the hot cases
  // complex's operators are its dunder methods (complex_type.cpp): int + complex reaches
  // complex.__radd__ through the generic dispatch; so do classes' (type.__or__: int | None).
  return c->is_builtin && c->module == "builtins" && c != complex_type() && c != t.type && !has_view_set_operators(c);
}

}  // namespace

namespace {
// int op int and float op float without the general dispatch: most operators in loops. nullptr
// when the fast path does not apply (big ints, an int64 overflow, operators these types lack).
Ref number_binary(BinOpKind op, Object* x, Object* y) {
  if (is_int(x) && is_int(y)) {
    if (is_big(x) || is_big(y)) return nullptr;
    // bool's &, | and ^ of two bools are bools (bool_and, bool_or, bool_xor).
    if (x->cls == T().bool_ && y->cls == T().bool_) {
      bool p = static_cast<IntObject*>(x)->value != 0, q = static_cast<IntObject*>(y)->value != 0;
      if (op == BinOpKind::BitAnd) return Bool(p && q);
      if (op == BinOpKind::BitOr) return Bool(p || q);
      if (op == BinOpKind::BitXor) return Bool(p != q);
    }
    try {
      return int_binary(op, static_cast<IntObject*>(x)->value, static_cast<IntObject*>(y)->value);
    } catch (Int64Overflow&) {
      return nullptr;
    }
  }
  if (is_float(x) && is_float(y))
    return float_binary(op, static_cast<FloatObject*>(x)->value, static_cast<FloatObject*>(y)->value);
  return nullptr;
}
}  // namespace

namespace {
// A special method found on an operand's type (lookup_special), to be called with one
// argument as the bound method would be. A Python function or native method defined on the
// type is kept unbound and called with the operand in front, so an operator on instances
// makes no bound-method object; anything else is bound by lookup_special.
class SpecialMethod {
 public:
  SpecialMethod() = default;
  /// `self` must outlive this object (the operands of the operation being run).
  SpecialMethod(const Ref& self, const StaticName& name) {
    Object* attr = self->cls->lookup(name);
    if (!attr) return;
    if (attr->cls == T().function ||
        (attr->cls == T().builtin_function && static_cast<NativeFunctionObject*>(attr)->is_method)) {
      self_ = &self;
      function_ = attr->self();
    } else {
      bound_ = lookup_special(self, name);
    }
  }
  SpecialMethod(const Ref& self, std::string_view name) : SpecialMethod(self, StaticName{name, name_hash(name)}) {}
  /// A rich comparison's method: slot_tp_richcompare clears any error its lookup raised (a
  /// property whose getter raises) and answers NotImplemented, so the lookup finds nothing.
  static SpecialMethod for_comparison(const Ref& self, const StaticName& name) {
    try {
      return SpecialMethod(self, name);
    } catch (PyError&) {
      return SpecialMethod();
    }
  }
  explicit operator bool() const { return function_ || bound_; }
  Ref operator()(const Ref& arg) const {
    if (bound_) return call(bound_, std::vector<Ref>{arg});
    CallArgs args;
    args.args.reserve(2);
    args.args.push_back(*self_);
    args.args.push_back(arg);
    return call(function_, args);
  }

 private:
  const Ref* self_ = nullptr;
  Ref function_;  // a Python function or native method found on self's type (held: a call
                  // of another operand's method may rebind it)
  Ref bound_;     // what lookup_special bound otherwise
};

/// The data model's order for a binary operator or a comparison: the reflected method first
/// when b's type is a proper subclass of a's, then the forward one, then the reflected one;
/// NotImplemented when every one declines.
Ref forward_then_reflected(const Ref& a, const Ref& b, const SpecialMethod& forward, SpecialMethod reflected) {
  if (reflected && b->cls != a->cls && b->cls->is_subtype_of(a->cls)) {
    Ref r = reflected(a);
    if (r != NotImplemented()) return r;
    reflected = SpecialMethod();
  }
  if (forward) {
    Ref r = forward(b);
    if (r != NotImplemented()) return r;
  }
  if (reflected) {
    Ref r = reflected(a);
    if (r != NotImplemented()) return r;
  }
  return NotImplemented();
}

// a + b or a - b when both are ints (the exact type) and the result fits in int64, else null:
// the commonest operation (counters, indices) skips the generic number dispatch.
inline Ref small_int_add_sub(BinOpKind op, const Ref& a, const Ref& b) {
  if ((op != BinOpKind::Add && op != BinOpKind::Sub) || a->cls != T().int_ || b->cls != T().int_) return nullptr;
  auto* x = static_cast<IntObject*>(a.get());
  auto* y = static_cast<IntObject*>(b.get());
  std::int64_t r;
  if (x->big || y->big ||
      (op == BinOpKind::Add ? __builtin_add_overflow(x->value, y->value, &r)
                            : __builtin_sub_overflow(x->value, y->value, &r)))
    return nullptr;
  return Int(r);
}
}  // namespace

namespace {

/// sequence_repeat (Objects/abstract.c): `seq * n` once the number protocol has declined, with
/// the count through __index__ (PyNumber_AsSsize_t: OverflowError naming n's type past 64 bits);
/// TypeError for a count that is no index. The result is of the base type (list_repeat).
Ref sequence_repeat(const Ref& seq, const Ref& n) {
  Ref count = n;
  if (!is_int(n.get()) && n->cls->value_base != T().int_) {
    Ref index = lookup_special(n, "__index__"_name);
    if (!index) raise_type_error("can't multiply sequence by non-int of type '" + tp_name(n->cls) + "'");
    count = call(index, std::vector<Ref>{});
    if (!isinstance(count.get(), T().int_)) raise_type_error("__index__ returned non-int (type " + tp_name(count->cls) + ")");
  }
  if (is_big(count.get())) raise(E().OverflowError, "cannot fit '" + tp_name(n->cls) + "' into an index-sized integer");
  return builtin_binary(BinOpKind::Mult, base_value(seq), Int(static_cast<IntObject*>(count.get())->value));
}

/// PyNumber_Multiply / PyNumber_InPlaceMultiply after both operands' methods declined: the left
/// operand's sq_inplace_repeat (a list, in place) or sq_repeat, else the right one's, which an
/// in-place operator only uses when the left operand's type has no sequence slots at all (no
/// Python class). nullptr when neither is a sequence.
Ref repeat_fallback(const Ref& a, const Ref& b, bool inplace) {
  if (is_repeatable(a.get())) {
    Ref product = sequence_repeat(a, b);
    if (!inplace || !a->cls->is_subtype_of(T().list)) return product;
    static_cast<ListObject*>(a.get())->items = std::move(static_cast<ListObject*>(product.get())->items);
    return a;
  }
  if (is_repeatable(b.get()) && (!inplace || a->cls->is_builtin)) return sequence_repeat(b, a);
  return nullptr;
}

Ref binary_op_impl(BinOpKind op, const Ref& a, const Ref& b, bool inplace) {
  if (Ref r = small_int_add_sub(op, a, b)) return r;
  if (Ref r = number_binary(op, a.get(), b.get())) return r;
  if (is_builtin_value(a.get()) && is_builtin_value(b.get()))
    if (Ref r = builtin_binary(op, a, b)) return r;
  // str's nb_remainder (unicode_mod) formats any right operand: CPython calls it before the
  // right operand's __rmod__ unless that operand's type is a proper subclass of str.
  if (op == BinOpKind::Mod && a->cls == T().str && !b->cls->is_subtype_of(T().str))
    return Str(percent_format(static_cast<StrObject*>(a.get())->value, b));
  if (op == BinOpKind::Mod && a->cls == T().bytes && !b->cls->is_subtype_of(T().bytes))
    return Bytes(percent_format(static_cast<BytesObject*>(a.get())->value, b, true));
  const OpNames& n = names(op);
  SpecialMethod forward = is_builtin_value(a.get()) ? SpecialMethod() : SpecialMethod(a, n.op);
  SpecialMethod reflected = (a->cls == b->cls || is_builtin_value(b.get())) ? SpecialMethod() : SpecialMethod(b, n.rop);
  if (Ref r = forward_then_reflected(a, b, forward, reflected); r != NotImplemented()) return r;
  // An instance of a value subclass whose methods declined is served by its base's rules:
  // `[1] + Stack([2])` concatenates, `2.5 + Count(1)` adds, `Upper("a") + 1` raises str's error.
  if (a->cls->value_base || b->cls->value_base) {
    Ref x = base_value(a), y = base_value(b);
    if ((x != a || y != b) && is_builtin_value(x.get()) && is_builtin_value(y.get()))
      if (Ref r = builtin_binary(op, x, y)) return r;
  }
  if (op == BinOpKind::Mult)
    if (Ref r = repeat_fallback(a, b, inplace)) return r;
  raise_type_error(std::string("unsupported operand type(s) for ") + (op == BinOpKind::Pow ? "** or pow()" : n.symbol) +
                   ": '" + tp_name(a->cls) + "' and '" + tp_name(b->cls) + "'");
}

}  // namespace

Ref binary_op(BinOpKind op, const Ref& a, const Ref& b) { return binary_op_impl(op, a, b, false); }

Ref inplace_op(BinOpKind op, const Ref& a, const Ref& b) {
  // ints and floats have no in-place methods: a += b is a + b.
  if (Ref r = small_int_add_sub(op, a, b)) return r;
  if (Ref r = number_binary(op, a.get(), b.get())) return r;
  if (a->cls == T().list && op == BinOpKind::Add) {
    auto* l = static_cast<ListObject*>(a.get());
    std::vector<Ref> items = to_vector(b);
    check_container_size(l->items.size() + items.size());
    l->items.insert(l->items.end(), items.begin(), items.end());
    return a;
  }
  if (a->cls == T().dict && op == BinOpKind::BitOr) {
    dict_update_arg(*static_cast<DictObject*>(a.get()), b);  // dict_ior: pairs too
    return a;
  }
  if (a->cls == T().list && op == BinOpKind::Mult && is_int(b.get())) {
    // list_inplace_repeat: the list itself takes the repeated items (other names see them).
    Ref product = binary_op(op, a, b);
    static_cast<ListObject*>(a.get())->items = std::move(static_cast<ListObject*>(product.get())->items);
    return a;
  }
  if (a->cls == T().set && is_set_like(b.get()) &&
      (op == BinOpKind::BitOr || op == BinOpKind::BitAnd || op == BinOpKind::Sub || op == BinOpKind::BitXor)) {
    // set |= &= -= ^= update the set itself (other names may refer to it).
    set_inplace(op, a, b);
    return a;
  }
  if (!is_builtin_value(a.get())) {
    if (SpecialMethod f(a, names(op).iop); f) {
      Ref r = f(b);
      if (r != NotImplemented()) return r;
    }
  }
  try {
    return binary_op_impl(op, a, b, true);
  } catch (PyError& e) {
    // CPython names the augmented operator in the message: "for +=".
    auto* exc = static_cast<ExceptionObject*>(e.exc.get());
    if (exc->cls == E().TypeError && exc->args.size() == 1 && is_str(exc->args[0].get())) {
      std::string& msg = static_cast<StrObject*>(exc->args[0].get())->value;
      std::string from = std::string("for ") + (op == BinOpKind::Pow ? "** or pow()" : names(op).symbol) + ":";
      auto pos = msg.find(from);
      if (msg.rfind("unsupported operand", 0) == 0 && pos != std::string::npos)
        msg.replace(pos, from.size(), std::string("for ") + names(op).symbol + "=:");
    }
    throw;
  }
}

Ref unary_op(UnaryOpKind op, const Ref& a) {
  Object* x = a.get();
  if (op == UnaryOpKind::Not) return Bool(!truthy(a));
  if (is_bool(x) && op == UnaryOpKind::Invert) {
    // bool_invert (Objects/boolobject.c, 3.12): the int's inversion, with a DeprecationWarning.
    call(getattr(Interpreter::current().import_module("warnings"), "warn"),
         std::vector<Ref>{Str("Bitwise inversion '~' on bool is deprecated. This returns the bitwise inversion of the underlying int "
                              "object and is usually not what you expect from negating a bool. Use the 'not' operator for boolean "
                              "negation or ~int(x) if you really need the bitwise inversion of the underlying int."),
                          E().DeprecationWarning->self(), Int(1)});
    return Int(truthy(a) ? -2 : -1);
  }
  if (is_int(x) && is_big(x)) {
    if (op == UnaryOpKind::USub) return big_int_negate(x);
    if (op == UnaryOpKind::UAdd) return a;
    return big_int_invert(x);
  }
  if (is_int(x)) {
    std::int64_t v = static_cast<IntObject*>(x)->value;
    if (op == UnaryOpKind::USub) {
      if (v == std::numeric_limits<std::int64_t>::min()) return big_int_negate(x);
      return Int(-v);
    }
    if (op == UnaryOpKind::UAdd) return Int(v);
    return Int(~v);
  }
  if (is_float(x)) {
    double v = static_cast<FloatObject*>(x)->value;
    if (op == UnaryOpKind::USub) return Float(-v);
    if (op == UnaryOpKind::UAdd) return Float(v);
  }
  const char* method = op == UnaryOpKind::USub ? "__neg__" : op == UnaryOpKind::UAdd ? "__pos__" : "__invert__";
  const char* symbol = op == UnaryOpKind::USub ? "-" : op == UnaryOpKind::UAdd ? "+" : "~";
  if (Ref f = lookup_special(a, method)) return call(f, std::vector<Ref>{});
  raise_type_error(std::string("bad operand type for unary ") + symbol + ": '" + type_name(x) + "'");
}

namespace {

// Three-way comparison of built-in values; returns false in `ok` when the types do not compare.
int builtin_compare(const Ref& a, const Ref& b, bool& ok);

/// The first index where two lists' or tuples' items differ (identity counts as equal), or the
/// shorter length (list_richcompare's search): the sizes are read again at each step and the
/// items held while compared, since an item's __eq__ may change either list.
std::size_t first_difference(const std::vector<Ref>& x, const std::vector<Ref>& y) {
  std::size_t i = 0;
  for (; i < x.size() && i < y.size(); ++i) {
    Ref p = x[i], q = y[i];
    if (p != q && !eq(p, q)) break;
  }
  return i;
}

bool seq_eq(const std::vector<Ref>& x, const std::vector<Ref>& y) {
  if (x.size() != y.size()) return false;
  std::size_t i = first_difference(x, y);
  return (i >= x.size() || i >= y.size()) && x.size() == y.size();
}

int seq_compare(const std::vector<Ref>& x, const std::vector<Ref>& y, bool& ok) {
  std::size_t i = first_difference(x, y);
  if (i < x.size() && i < y.size()) {
    Ref p = x[i], q = y[i];
    return builtin_compare(p, q, ok);
  }
  ok = true;
  return x.size() < y.size() ? -1 : x.size() > y.size() ? 1 : 0;
}

int builtin_compare(const Ref& a, const Ref& b, bool& ok) {
  const BuiltinTypes& t = T();
  Object* x = a.get();
  Object* y = b.get();
  ok = true;
  if (is_int(x) && is_int(y)) {
    if (is_big(x) || is_big(y)) return big_int_compare(x, y);
    auto p = static_cast<IntObject*>(x)->value, q = static_cast<IntObject*>(y)->value;
    return p < q ? -1 : p > q ? 1 : 0;
  }
  if ((is_float(x) || is_int(x)) && (is_float(y) || is_int(y))) {
    if ((is_int(x) && is_big(x)) || (is_int(y) && is_big(y))) {
      // A big int against a float: compare exactly when the float is integral, else by value.
      double f = is_float(x) ? static_cast<FloatObject*>(x)->value : static_cast<FloatObject*>(y)->value;
      if (std::isnan(f)) return 2;
      if (std::isinf(f)) return (is_float(x) ? f > 0 : f < 0) ? 1 : -1;
      Ref fi = int_from_double(std::floor(f));
      int c = is_float(x) ? -big_int_compare(y, fi.get()) : big_int_compare(x, fi.get());
      if (c == 0 && f != std::floor(f)) return is_float(x) ? 1 : -1;
      return c;
    }
    // An int past 2**53 against a float: exactly, as float_richcompare does (converting the
    // int to a double would round it: 2**53 + 1 == 2.0**53 must be False).
    constexpr std::int64_t kExact = std::int64_t(1) << 53;
    if (is_int(x) != is_int(y)) {
      std::int64_t i = static_cast<IntObject*>(is_int(x) ? x : y)->value;
      if (i > kExact || i < -kExact) {
        double f = static_cast<FloatObject*>(is_int(x) ? y : x)->value;
        if (std::isnan(f)) return 2;
        int c;  // int against float
        if (f >= 0x1p63) c = -1;
        else if (f < -0x1p63) c = 1;
        else {
          auto fi = static_cast<std::int64_t>(std::floor(f));
          c = i < fi ? -1 : i > fi ? 1 : f != std::floor(f) ? -1 : 0;
        }
        return is_int(x) ? c : -c;
      }
    }
    double p = as_float(x), q = as_float(y);
    if (std::isnan(p) || std::isnan(q)) return 2;  // unordered
    return p < q ? -1 : p > q ? 1 : 0;
  }
  if (x->cls == t.str && y->cls == t.str) {
    int c = static_cast<StrObject*>(x)->value.compare(static_cast<StrObject*>(y)->value);
    return c < 0 ? -1 : c > 0 ? 1 : 0;
  }
  if (x->cls == t.bytes && y->cls == t.bytes) {
    // bytes_richcompare: memcmp order (char_traits<char>::compare compares as unsigned char).
    int c = static_cast<BytesObject*>(x)->value.compare(static_cast<BytesObject*>(y)->value);
    return c < 0 ? -1 : c > 0 ? 1 : 0;
  }
  if ((x->cls == t.list && y->cls == t.list) || (x->cls == t.tuple && y->cls == t.tuple)) {
    const auto& p = x->cls == t.list ? static_cast<ListObject*>(x)->items : static_cast<TupleObject*>(x)->items;
    const auto& q = y->cls == t.list ? static_cast<ListObject*>(y)->items : static_cast<TupleObject*>(y)->items;
    return seq_compare(p, q, ok);
  }
  ok = false;
  return 0;
}

// The items of two lists or two tuples (subclasses included: namedtuples), else nullptr.
std::pair<const std::vector<Ref>*, const std::vector<Ref>*> same_kind_sequences(Object* x, Object* y) {
  const BuiltinTypes& t = T();
  if (x->cls->is_subtype_of(t.list) && y->cls->is_subtype_of(t.list))
    return {&static_cast<ListObject*>(x)->items, &static_cast<ListObject*>(y)->items};
  if (x->cls->is_subtype_of(t.tuple) && y->cls->is_subtype_of(t.tuple))
    return {&static_cast<TupleObject*>(x)->items, &static_cast<TupleObject*>(y)->items};
  return {nullptr, nullptr};
}

bool builtin_equal(const Ref& a, const Ref& b, bool& ok) {
  const BuiltinTypes& t = T();
  Object* x = a.get();
  Object* y = b.get();
  ok = true;
  if (auto [p, q] = same_kind_sequences(x, y); p) return seq_eq(*p, *q);
  if (x->cls == t.dict && y->cls == t.dict) {
    auto* p = static_cast<DictObject*>(x);
    auto* q = static_cast<DictObject*>(y);
    // dict_equal: the entries are read again after each lookup and comparison (either may
    // change the dicts), the key and the values held meanwhile.
    if (p->size() != q->size()) return false;
    for (std::size_t i = 0; i < p->entries.size(); ++i) {
      if (!p->entries[i].key) continue;
      Ref k = p->entries[i].key, v = p->entries[i].value;
      Ref w = q->get(k);
      if (!w || (w != v && !eq(v, w))) return false;
    }
    return true;
  }
  if ((x->cls == t.set || x->cls == t.frozenset) && (y->cls == t.set || y->cls == t.frozenset)) {
    const DictObject& p = *static_cast<SetObject*>(x)->table;
    const DictObject& q = *static_cast<SetObject*>(y)->table;
    return p.size() == q.size() && set_subset(x, y);
  }
  if (x->cls == t.bytes && y->cls == t.bytes)
    return static_cast<BytesObject*>(x)->value == static_cast<BytesObject*>(y)->value;
  if (x->cls == t.method && y->cls == t.method) {
    // method_richcompare: bound to the same object, with equal functions.
    auto* p = static_cast<BoundMethodObject*>(x);
    auto* q = static_cast<BoundMethodObject*>(y);
    return p->self == q->self && eq(p->function, q->function);
  }
  if (x->cls == t.range && y->cls == t.range) {
    auto* p = static_cast<RangeObject*>(x);
    auto* q = static_cast<RangeObject*>(y);
    std::int64_t n = p->length();
    if (n != q->length()) return false;
    if (n == 0) return true;
    if (p->start != q->start) return false;
    return n == 1 || p->step == q->step;
  }
  if (std::optional<bool> views = dict_view_equal(a, b)) return *views;
  int c = builtin_compare(a, b, ok);
  return ok && c == 0;
}

struct CmpNames {
  const char* symbol;
  const char* op;
  const char* reflected;
};

const CmpNames& cmp_names(CmpOpKind k) {
  static const CmpNames table[] = {
      {"==", "__eq__", "__eq__"}, {"!=", "__ne__", "__ne__"}, {"<", "__lt__", "__gt__"},
      {"<=", "__le__", "__ge__"}, {">", "__gt__", "__lt__"},  {">=", "__ge__", "__le__"},
  };
  return table[static_cast<int>(k)];
}

// Out of line: compare() is hot and small, and a fresh wasm engine optimizes a hot function whole.
[[gnu::noinline]] Ref rich_compare(CmpOpKind op, const Ref& a, const Ref& b) {
  NativeRecursionGuard guard(" in comparison");
  const CmpNames& n = cmp_names(op);
  bool a_builtin = is_builtin_value(a.get()), b_builtin = is_builtin_value(b.get());
  if (op == CmpOpKind::NotEq) {
    // do_richcompare for !=: each operand's __ne__, which object.__ne__ derives from the
    // operand's own __eq__ (inverted unless NotImplemented); the right operand first when its
    // type is a subclass of the left's.
    auto ne = [](const Ref& self, const Ref& other) -> Ref {
      if (SpecialMethod m = SpecialMethod::for_comparison(self, "__ne__"_name); m) return m(other);
      if (SpecialMethod e = SpecialMethod::for_comparison(self, "__eq__"_name); e) {
        Ref r = e(other);
        return r == NotImplemented() ? r : Bool(!truthy(r));
      }
      return NotImplemented();
    };
    const bool right_first = !b_builtin && b->cls != a->cls && b->cls->is_subtype_of(a->cls);
    if (right_first) {
      Ref r = ne(b, a);
      if (r != NotImplemented()) return r;
    }
    if (!a_builtin) {
      Ref r = ne(a, b);
      if (r != NotImplemented()) return r;
    }
    if (!right_first && !b_builtin) {
      Ref r = ne(b, a);
      if (r != NotImplemented()) return r;
    }
  } else {
    SpecialMethod forward = a_builtin ? SpecialMethod() : SpecialMethod::for_comparison(a, StaticName{n.op, name_hash(n.op)});
    SpecialMethod reflected =
        b_builtin ? SpecialMethod() : SpecialMethod::for_comparison(b, StaticName{n.reflected, name_hash(n.reflected)});
    if (Ref r = forward_then_reflected(a, b, forward, reflected); r != NotImplemented()) return r;
  }
  bool ok;
  if (a->cls == T().slice && b->cls == T().slice) {
    // slice_richcompare: as the tuples (start, stop, step); a slice equals itself at once.
    if (a == b && (op == CmpOpKind::Eq || op == CmpOpKind::NotEq)) return Bool(op == CmpOpKind::Eq);
    auto* p = static_cast<SliceObject*>(a.get());
    auto* q = static_cast<SliceObject*>(b.get());
    return compare(op, Tuple({p->start, p->stop, p->step}), Tuple({q->start, q->stop, q->step}));
  }
  // Instances of value subclasses compare by their base values from here on.
  Ref x = base_value(a), y = base_value(b);
  if (op == CmpOpKind::Eq || op == CmpOpKind::NotEq) {
    // Identity implies equality except for floats: nan == nan is False (the identity shortcut
    // belongs to containers, PyObject_RichCompareBool, not to ==).
    bool same = (a == b && !is_float(a.get())) || builtin_equal(x, y, ok);
    return Bool(op == CmpOpKind::Eq ? same : !same);
  }
  if (is_set_like(x.get()) && is_set_like(y.get())) {
    // Sets are ordered by inclusion: a <= b is a.issubset(b), a < b a proper subset.
    const DictObject& p = *static_cast<SetObject*>(x.get())->table;
    const DictObject& q = *static_cast<SetObject*>(y.get())->table;
    switch (op) {
      case CmpOpKind::Lt: return Bool(p.size() < q.size() && set_subset(x.get(), y.get()));
      case CmpOpKind::LtE: return Bool(set_subset(x.get(), y.get()));
      case CmpOpKind::Gt: return Bool(q.size() < p.size() && set_subset(y.get(), x.get()));
      default: return Bool(set_subset(y.get(), x.get()));
    }
  }
  if (auto [p, q] = same_kind_sequences(x.get(), y.get()); p) {
    // list_richcompare / tuplerichcompare: the first items that are not equal (identity counts
    // as equal) decide with the item's own comparison, whatever it returns; else the lengths.
    const std::vector<Ref>& xs = *p;
    const std::vector<Ref>& ys = *q;
    std::size_t i = first_difference(xs, ys);
    if (i < xs.size() && i < ys.size()) {
      Ref u = xs[i], v = ys[i];
      return compare(op, u, v);
    }
    switch (op) {
      case CmpOpKind::Lt: return Bool(xs.size() < ys.size());
      case CmpOpKind::LtE: return Bool(xs.size() <= ys.size());
      case CmpOpKind::Gt: return Bool(xs.size() > ys.size());
      default: return Bool(xs.size() >= ys.size());
    }
  }
  int c = builtin_compare(x, y, ok);
  if (!ok)
    raise_type_error(std::string("'") + n.symbol + "' not supported between instances of '" +
                     type_name(a.get()) + "' and '" + type_name(b.get()) + "'");
  if (c == 2) return False();  // NaN compares false
  switch (op) {
    case CmpOpKind::Lt: return Bool(c < 0);
    case CmpOpKind::LtE: return Bool(c <= 0);
    case CmpOpKind::Gt: return Bool(c > 0);
    default: return Bool(c >= 0);
  }
}

}  // namespace

Ref compare(CmpOpKind op, const Ref& a, const Ref& b) {
  switch (op) {
    case CmpOpKind::Is: return Bool(a == b || (is_int(a.get()) && is_int(b.get()) && a->cls == b->cls &&
                                              static_cast<IntObject*>(a.get())->value == static_cast<IntObject*>(b.get())->value &&
                                              static_cast<IntObject*>(a.get())->value >= -5 && static_cast<IntObject*>(a.get())->value <= 256));
    case CmpOpKind::IsNot: return Bool(!truthy(compare(CmpOpKind::Is, a, b)));
    case CmpOpKind::In: return Bool(contains(b, a));
    case CmpOpKind::NotIn: return Bool(!contains(b, a));
    default: break;
  }
  if (a->cls == T().str && b->cls == T().str) {
    // `mode == "training"`, `"a" <= c <= "z"`: two strs (the exact type) compare by their text.
    // UTF-8 bytes compared as unsigned (std::string::compare) order as the code points do.
    const std::string& p = static_cast<StrObject*>(a.get())->value;
    const std::string& q = static_cast<StrObject*>(b.get())->value;
    switch (op) {
      case CmpOpKind::Eq: return Bool(p == q);
      case CmpOpKind::NotEq: return Bool(p != q);
      case CmpOpKind::Lt: return Bool(p.compare(q) < 0);
      case CmpOpKind::LtE: return Bool(p.compare(q) <= 0);
      case CmpOpKind::Gt: return Bool(p.compare(q) > 0);
      default: return Bool(p.compare(q) >= 0);
    }
  }
  if (is_int(a.get()) && is_int(b.get()) && !is_big(a.get()) && !is_big(b.get())) {
    auto p = static_cast<IntObject*>(a.get())->value, q = static_cast<IntObject*>(b.get())->value;
    switch (op) {
      case CmpOpKind::Eq: return Bool(p == q);
      case CmpOpKind::NotEq: return Bool(p != q);
      case CmpOpKind::Lt: return Bool(p < q);
      case CmpOpKind::LtE: return Bool(p <= q);
      case CmpOpKind::Gt: return Bool(p > q);
      default: return Bool(p >= q);
    }
  }
  return rich_compare(op, a, b);
}

}  // namespace tfplay::py
