// The builtins module: print, len, range, isinstance, the type constructors, ...
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <unordered_map>

#include "core/python/complex_object.h"
#include "core/python/bigint.h"
#include "core/python/builtin_docs.h"
#include "core/python/class_namespace.h"
#include "core/python/codecs.h"
#include "core/python/site_builtins.h"
#include "core/python/interpreter.h"
#include "core/python/iterator_types.h"
#include "core/python/list_sort.h"
#include "core/python/methods.h"
#include "core/python/modules.h"
#include "core/python/object_id.h"
#include "core/python/object_slots.h"
#include "core/python/property.h"
#include "core/python/arg_checks.h"
#include "core/python/descriptors.h"
#include "core/python/exceptions.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/str_format.h"
#include "core/python/type_names.h"
#include "core/python/unicode.h"

namespace tfplay::py {

namespace {

/// Argument Clinic's count check of positional-only arguments (_PyArg_CheckPositional):
/// "divmod expected 2 arguments, got 1", "getattr expected at least 2 arguments, got 1".
void expect_positional(const CallArgs& a, const char* name, std::size_t min, std::size_t max) {
  check_positional_count(name, a.args.size(), min, max);
}

/// A builtin's argument count: a METH_O function's "len() takes exactly one argument (0
/// given)", the others' expect_positional.
void expect_args(const CallArgs& a, const char* name, std::size_t min, std::size_t max) {
  if (min == 1 && max == 1 && a.args.size() != 1)
    raise_type_error(std::string(name) + "() takes exactly one argument (" + std::to_string(a.args.size()) + " given)");
  expect_positional(a, name, min, max);
}

/// Argument Clinic's counts for a builtin whose arguments may be named (_PyArg_UnpackKeywords):
/// "round() takes at most 2 arguments (4 given)", "pow() missing required argument 'exp' (pos 2)".
/// Keywords move to their parameters' positions in `a.args` (nullptr for a skipped optional one),
/// so the builtin reads `a.args` alone.
void expect_named(CallArgs& a, const char* name, std::initializer_list<const char*> params, std::size_t required) {
  const std::size_t n = a.args.size() + a.kwargs.size();
  if (n > params.size())
    raise_type_error(std::string(name) + "() takes at most " + std::to_string(params.size()) + " arguments (" +
                     std::to_string(n) + " given)");
  // _PyArg_UnpackKeywords: each keyword takes its parameter's position.
  for (const auto& [key, value] : a.kwargs) {
    std::size_t i = 0;
    while (i < params.size() && key != params.begin()[i]) ++i;
    if (i == params.size()) raise_type_error("'" + key + "' is an invalid keyword argument for " + name + "()");
    if (i < a.args.size() && a.args[i])
      raise_type_error(std::string("argument for ") + name + "() given by name ('" + key + "') and position (" +
                       std::to_string(i + 1) + ")");
    if (a.args.size() <= i) a.args.resize(i + 1);
    a.args[i] = value;
  }
  a.kwargs.clear();
  for (std::size_t i = 0; i < required; ++i)
    if (i >= a.args.size() || !a.args[i])
      raise_type_error(std::string(name) + "() missing required argument '" + params.begin()[i] + "' (pos " +
                       std::to_string(i + 1) + ")");
}

/// enumerate's (iterable, start) as CPython 3.12's enum_vectorcall takes them
/// (Objects/enumobject.c): two arguments are iterable and start by position or name, one is
/// the iterable, none at all is a missing iterable; a keyword that is not in its place is named
/// as invalid (enumerate(start=1) names 'start').
std::pair<Ref, Ref> enumerate_arguments(const CallArgs& a) {
  const std::size_t nargs = a.args.size(), total = nargs + a.kwargs.size();
  auto check_keyword = [&](std::size_t k, const char* expected) {
    if (a.kwargs[k].first != expected)
      raise_type_error("'" + a.kwargs[k].first + "' is an invalid keyword argument for enumerate()");
  };
  if (total == 2) {
    if (a.kwargs.size() == 1) check_keyword(0, "start");
    if (a.kwargs.size() == 2) {
      if (a.kwargs[0].first == "start") {
        check_keyword(1, "iterable");
        return {a.kwargs[1].second, a.kwargs[0].second};
      }
      check_keyword(0, "iterable");
      check_keyword(1, "start");
      return {a.kwargs[0].second, a.kwargs[1].second};
    }
    return {a.args[0], nargs == 2 ? a.args[1] : a.kwargs[0].second};
  }
  if (total == 1) {
    if (nargs == 0) check_keyword(0, "iterable");
    return {nargs ? a.args[0] : a.kwargs[0].second, nullptr};
  }
  if (nargs == 0) raise_type_error("enumerate() missing required argument 'iterable'");
  raise_type_error("enumerate() takes at most 2 arguments (" + std::to_string(total) + " given)");
}

/// divmod(x, y) as PyNumber_Divmod (Objects/abstract.c): a class's __divmod__ or the other
/// operand's __rdivmod__ (first when its class is a proper subclass of x's), else the numbers'
/// (x // y, x % y); operands that support none of it are named in the divmod() message.
Ref builtin_divmod(CallArgs& a) {
  expect_args(a, "divmod", 2, 2);
  const Ref &x = a.args[0], &y = a.args[1];
  Ref forward = x->cls->is_builtin ? nullptr : lookup_special(x, "__divmod__");
  Ref reflected = y->cls->is_builtin || y->cls == x->cls ? nullptr : lookup_special(y, "__rdivmod__");
  if (reflected && y->cls->is_subtype_of(x->cls)) {
    if (Ref r = call(reflected, std::vector<Ref>{x}); r != NotImplemented()) return r;
    reflected = nullptr;
  }
  if (forward)
    if (Ref r = call(forward, std::vector<Ref>{y}); r != NotImplemented()) return r;
  if (reflected)
    if (Ref r = call(reflected, std::vector<Ref>{x}); r != NotImplemented()) return r;
  // float_divmod refuses a zero divisor with its own message (3.12; 3.14 says "division by zero").
  const bool numbers = (is_int(x.get()) || is_float(x.get())) && (is_int(y.get()) || is_float(y.get()));
  if (numbers && (is_float(x.get()) || is_float(y.get()))) {
    const bool zero = is_float(y.get()) ? as_float(y.get()) == 0.0 : !is_big(y.get()) && as_int(y.get()) == 0;
    if (zero) raise(E().ZeroDivisionError, "float divmod()");
  }
  try {
    return Tuple({binary_op(ast::BinOpKind::FloorDiv, x, y), binary_op(ast::BinOpKind::Mod, x, y)});
  } catch (PyError& e) {
    auto* exc = static_cast<ExceptionObject*>(e.exc.get());
    if (exc->cls == E().TypeError && exc->args.size() == 1 && is_str(exc->args[0].get()) &&
        as_str(exc->args[0].get()).rfind("unsupported operand type(s) for //:", 0) == 0)
      raise_type_error("unsupported operand type(s) for divmod(): '" + tp_name(x->cls) + "' and '" + tp_name(y->cls) + "'");
    throw;
  }
}

/// ord(c) as CPython's builtin_ord (Python/bltinmodule.c): the code point of a one-character
/// str, or the value of a one-byte bytes (tfplay has no bytearray).
Ref builtin_ord(const Ref& c) {
  std::size_t size;
  if (isinstance(c.get(), T().str)) {
    auto chars = utf8_chars(as_str(c.get()));
    if (chars.size() == 1) return Int(utf8_decode(chars[0]));
    size = chars.size();
  } else if (c->cls == T().bytes) {
    const std::string& bytes = static_cast<BytesObject*>(c.get())->value;
    if (bytes.size() == 1) return Int(static_cast<unsigned char>(bytes[0]));
    size = bytes.size();
  } else {
    raise_type_error("ord() expected string of length 1, but " + tp_name(c->cls) + " found");
  }
  raise_type_error("ord() expected a character, but string of length " + std::to_string(size) + " found");
}

/// The name argument of getattr, setattr, delattr and hasattr.
const std::string& attribute_name(const Ref& name) {
  if (!isinstance(name.get(), T().str))
    raise_type_error("attribute name must be string, not '" + type_name(name.get()) + "'");
  return as_str(name.get());
}

bool is_bytes_like(const Object* o) { return o->cls == T().bytes; }

bool is_type(const Object* o) { return o->cls == T().type || o->cls->is_subtype_of(T().type); }

/// print(*args, sep=' ', end='\n', file=None, flush=False), as CPython 3.12's builtin_print:
/// file None means sys.stdout as it is now (nothing is printed when it is None). The program's
/// own streams get the whole text in one write (one output event); any other file gets
/// file.write(str(arg)), file.write(sep) ... file.write(end), then file.flush() when flush is
/// true.
Ref builtin_print(CallArgs& a) {
  Ref sep_arg, end_arg, file, flush;
  for (const auto& [k, v] : a.kwargs) {
    if (k == "sep") sep_arg = v;
    else if (k == "end") end_arg = v;
    else if (k == "file") file = v;
    else if (k == "flush") flush = v;
    else raise_type_error("'" + k + "' is an invalid keyword argument for print()");
  }
  if (!file || is_none(file.get())) {
    file = sys_stream("stdout");
    if (is_none(file.get())) return None();
  }
  for (Ref* arg : {&sep_arg, &end_arg}) {
    if (*arg && is_none(arg->get())) *arg = nullptr;
    if (*arg && !isinstance(arg->get(), T().str))
      raise_type_error(std::string(arg == &sep_arg ? "sep" : "end") + " must be None or a string, not " + type_name(arg->get()));
  }
  const std::string sep = sep_arg ? static_cast<StrObject*>(sep_arg.get())->value : " ";
  const std::string end = end_arg ? static_cast<StrObject*>(end_arg.get())->value : "\n";
  if (auto stream = stream_name(file)) {
    const bool to_stderr = *stream == "stderr";
    std::string text;
    for (std::size_t i = 0; i < a.args.size(); ++i) {
      if (i) text += sep;
      // CPython writes each piece as it converts it: an argument whose __str__ raises, or a lone
      // surrogate (sys.stdout encodes each write as UTF-8, strictly), fails its own write after
      // what the earlier writes of this print had output.
      try {
        std::string piece = str(a.args[i]);
        if (piece.find('\xED') != std::string::npos) encode_text(piece, "utf-8", "strict");
        text += piece;
      } catch (PyError&) {
        if (!text.empty()) Interpreter::current().write(text, to_stderr);
        throw;
      }
    }
    text += end;
    Interpreter::current().write(text, to_stderr);
    return None();
  }
  auto write = [&file](const Ref& text) { call(getattr(file, "write"), std::vector<Ref>{text}); };
  for (std::size_t i = 0; i < a.args.size(); ++i) {
    if (i) write(sep_arg ? sep_arg : Str(" "));
    Ref w = getattr(file, "write");
    call(w, std::vector<Ref>{Str(str(a.args[i]))});
  }
  write(end_arg ? end_arg : Str("\n"));
  if (flush && truthy(flush)) call(getattr(file, "flush"), std::vector<Ref>{});
  return None();
}

Ref min_max(CallArgs& a, bool is_max) {
  const char* name = is_max ? "max" : "min";
  Ref key = a.kwarg("key");
  Ref dflt = a.kwarg("default");
  std::vector<Ref> items;
  if (a.args.empty()) raise_type_error(std::string(name) + " expected at least 1 argument, got 0");
  for (const auto& kw : a.kwargs)
    if (kw.first != "key" && kw.first != "default")
      raise_type_error("'" + kw.first + "' is an invalid keyword argument for " + name + "()");
  if (a.args.size() > 1 && dflt)
    raise_type_error(std::string("Cannot specify a default for ") + name + "() with multiple positional arguments");
  if (a.args.size() == 1) items = to_vector(a.args[0]);
  else items = a.args;
  if (items.empty()) {
    if (dflt) return dflt;
    raise_value_error(std::string(name) + "() iterable argument is empty");
  }
  Ref best = items[0];
  Ref best_key = key && !is_none(key.get()) ? call(key, std::vector<Ref>{best}) : best;
  for (std::size_t i = 1; i < items.size(); ++i) {
    Ref k = key && !is_none(key.get()) ? call(key, std::vector<Ref>{items[i]}) : items[i];
    bool better = truthy(compare(is_max ? ast::CmpOpKind::Gt : ast::CmpOpKind::Lt, k, best_key));
    if (better) {
      best = items[i];
      best_key = k;
    }
  }
  return best;
}

// Python's round() for floats: round-half-even on the exact binary value (CPython's
// double_round uses the correctly rounded decimal string; snprintf does the same here).
Ref round_float(double x, std::int64_t ndigits, bool has_ndigits) {
  if (!has_ndigits) {
    if (std::isnan(x)) raise_value_error("cannot convert float NaN to integer");
    if (std::isinf(x)) raise(E().OverflowError, "cannot convert float infinity to integer");
    double r = std::nearbyint(x);  // default rounding mode: half to even
    return int_from_double(r);
  }
  if (!std::isfinite(x) || x == 0) return Float(x);
  if (ndigits > 300) return Float(x);
  if (ndigits < -308) return Float(0.0 * x);
  if (ndigits >= 0) {
    char buf[512];
    std::snprintf(buf, sizeof buf, "%.*f", static_cast<int>(ndigits), x);
    return Float(std::strtod(buf, nullptr));
  }
  double pow10 = std::pow(10.0, static_cast<double>(-ndigits));
  double y = std::nearbyint(x / pow10) * pow10;
  if (std::isinf(y)) raise(E().OverflowError, "rounded value too large to represent");  // double_round's strtod
  return Float(y);
}

// int.__round__ with a negative ndigits (long_round): x minus its remainder modulo 10**places
// taken to the nearest multiple, ties to the even quotient (_PyLong_DivmodNear); big ints too.
Ref round_int(const Ref& x, std::int64_t places) {
  using K = ast::BinOpKind;
  // 10**places > 2*|x|: the nearest multiple is 0 (and 10**places need not be built).
  if (places > as_int(call_method(x, "bit_length", {}).get()) / 3 + 2) return Int(0);
  const Ref unit = binary_op(K::Pow, Int(10), Int(places));
  const Ref q = binary_op(K::FloorDiv, x, unit);
  Ref r = binary_op(K::Mod, x, unit);  // in [0, unit)
  const Ref twice = binary_op(K::Mult, Int(2), r);
  if (truthy(compare(ast::CmpOpKind::Gt, twice, unit)) ||
      (truthy(compare(ast::CmpOpKind::Eq, twice, unit)) && truthy(binary_op(K::BitAnd, q, Int(1)))))
    r = binary_op(K::Sub, r, unit);
  return binary_op(K::Sub, x, r);
}

Ref builtin_round(CallArgs& a) {
  expect_named(a, "round", {"number", "ndigits"}, 1);
  Ref x = a.args[0];
  bool has_nd = a.args.size() == 2 && !is_none(a.args[1].get());
  // PyNumber_AsSsize_t(ndigits, NULL): a big ndigits is clamped (round(x, -2**100) is 0.0).
  const Ref nd_arg = has_nd ? a.args[1] : nullptr;
  std::int64_t nd = !has_nd ? 0 : is_int(nd_arg.get()) && is_big(nd_arg.get()) ? static_cast<IntObject*>(nd_arg.get())->value
                                                                                : as_int(nd_arg.get());
  nd = std::max<std::int64_t>(nd, -INT64_MAX);
  if (is_float(x.get())) return round_float(static_cast<FloatObject*>(x.get())->value, nd, has_nd);
  if (is_int(x.get())) {
    if (!has_nd || nd >= 0) return is_bool(x.get()) ? Int(static_cast<IntObject*>(x.get())->value) : x;
    return round_int(x, -nd);
  }
  if (Ref f = lookup_special(x, "__round__"_name))
    return has_nd ? call(f, std::vector<Ref>{a.args[1]}) : call(f, std::vector<Ref>{});
  raise_type_error("type " + type_name(x.get()) + " doesn't define __round__ method");
}

std::string int_to_base(std::int64_t v, int base, const char* prefix) {
  bool neg = v < 0;
  std::uint64_t u = neg ? static_cast<std::uint64_t>(-(v + 1)) + 1 : static_cast<std::uint64_t>(v);
  std::string digits;
  do {
    digits.insert(digits.begin(), "0123456789abcdef"[u % static_cast<unsigned>(base)]);
    u /= static_cast<unsigned>(base);
  } while (u);
  return (neg ? "-" : "") + std::string(prefix) + digits;
}

// `super()` with no arguments: the class that defined the running method and its first argument.
struct SuperObject : NativeObject {
  TypeObject* start;  // lookups begin after this class in type(self).__mro__
  Ref self;
  SuperObject(TypeObject* t, TypeObject* s, Ref o) : NativeObject(t), start(s), self(std::move(o)) {}
};

TypeObject* super_type() {
  static TypeObject* t = [] {
    TypeObject* st = make_native_type("super");
    add_method(st, "__getattr__", +[](CallArgs& a) -> Ref {
      auto* s = static_cast<SuperObject*>(a.args[0].get());
      const std::string& name = as_str(a.args[1].get());
      // super_check: a class below the start type looks up its own MRO unbound; anything else
      // (a class that is an instance of a metaclass, too) its type's, bound.
      const bool of_class = is_type(s->self.get()) && static_cast<TypeObject*>(s->self.get())->is_subtype_of(s->start);
      TypeObject* obj_type = of_class ? static_cast<TypeObject*>(s->self.get()) : s->self->cls;
      const auto& mro = obj_type->mro;
      auto it = std::find(mro.begin(), mro.end(), s->start);
      if (it == mro.end()) raise_type_error("super(type, obj): obj must be an instance or subtype of type");
      for (++it; it < mro.end(); ++it) {
        if (Object* attr = (*it)->attrs.find(name)) {
          Ref v = attr->self();
          if (v->cls == T().function || (v->cls == T().builtin_function && static_cast<NativeFunctionObject*>(v.get())->is_method)) {
            if (of_class) return v;
            return make_object<BoundMethodObject>(T().method, s->self, v);
          }
          if (v->cls == T().classmethod) return bind_classmethod(static_cast<WrapperObject*>(v.get())->function, obj_type);
          if (v->cls == T().staticmethod) return static_cast<WrapperObject*>(v.get())->function;
          if (v->cls == T().property && !of_class) {
            auto* p = static_cast<PropertyObject*>(v.get());
            if (!p->fget || is_none(p->fget.get())) raise_property_missing(p, s->self.get(), "getter");
            return call(p->fget, std::vector<Ref>{s->self});
          }
          return v;
        }
        // BaseException's __str__ and __repr__ (BaseException_str, BaseException_repr), which
        // tfplay's exceptions serve natively: a subclass's own __str__ may call them.
        if ((name == "__str__" || name == "__repr__") && (*it)->layout == Layout::Exception && (*it)->is_builtin &&
            !of_class) {
          Ref self = s->self;
          const bool as_str = name == "__str__";
          return NativeFunction(name, [self, as_str](CallArgs& args) -> Ref {
            if (!args.args.empty()) raise_type_error("expected 0 arguments, got " + std::to_string(args.args.size()));
            return Str(as_str ? exception_base_str(self) : exception_base_repr(self));
          });
        }
        if (name == "__init__" && (*it)->layout == Layout::Exception && (*it)->is_builtin) {
          Ref self = s->self;
          return NativeFunction("__init__", [self](CallArgs& args) -> Ref {
            init_exception(self, args);
            return None();
          });
        }
      }
      if (name == "__init_subclass__" && of_class) {
        // object.__init_subclass__, a classmethod taking no keywords.
        std::string owner = obj_type->name;
        return NativeFunction("__init_subclass__", [owner](CallArgs& args) -> Ref {
          if (!args.kwargs.empty()) raise_type_error(owner + ".__init_subclass__() takes no keyword arguments");
          if (!args.args.empty())
            raise_type_error(owner + ".__init_subclass__() takes no arguments (" + std::to_string(args.args.size()) + " given)");
          return None();
        });
      }
      if (Ref v = object_slot_for_super(s->self, obj_type, of_class, name)) return v;
      raise(E().AttributeError, "'super' object has no attribute '" + name + "'");
    });
    // object.__setattr__ and __delattr__ are found on super's own type first: look them up past
    // the class instead.
    for (const char* hook : {"__setattr__", "__delattr__"}) {
      std::string name = hook;
      add_method(st, hook, [st, name](CallArgs& a) -> Ref {
        Ref target = call(st->attrs.get("__getattr__"), std::vector<Ref>{a.args.at(0), Str(name)});
        return call(target, std::vector<Ref>(a.args.begin() + 1, a.args.end()));
      });
    }
    return st;
  }();
  return t;
}

}  // namespace

std::string super_repr(const Ref& o) {
  auto* s = static_cast<SuperObject*>(o.get());
  const bool of_class = is_type(s->self.get()) && static_cast<TypeObject*>(s->self.get())->is_subtype_of(s->start);
  const TypeObject* obj_type = of_class ? static_cast<TypeObject*>(s->self.get()) : s->self->cls;
  return "<super: <class '" + s->start->name + "'>, <" + obj_type->name + " object>>";
}

bool is_super_object(const Object* o) { return o->cls == super_type(); }

bool is_super_type(const Object* o) { return o == super_type(); }

namespace {

// super_init_impl's supercheck: obj an instance of the type, or a class below it.
Ref make_super(TypeObject* start, const Ref& obj) {
  const bool of_class = is_type(obj.get()) && static_cast<TypeObject*>(obj.get())->is_subtype_of(start);
  if (!of_class && !obj->cls->is_subtype_of(start))
    raise_type_error("super(type, obj): obj must be an instance or subtype of type");
  return make_object<SuperObject>(super_type(), start, obj);
}

Ref builtin_super(CallArgs& a) {
  if (!a.kwargs.empty()) raise_type_error("super() takes no keyword arguments");
  if (a.args.size() > 2) raise_type_error("super() expected at most 2 arguments, got " + std::to_string(a.args.size()));
  if (a.args.size() == 1) {
    if (!is_type(a.args[0].get())) raise_type_error("super() argument 1 must be a type, not " + type_name(a.args[0].get()));
    raise(E().NotImplementedError, "tfplay does not support unbound super objects (super(type) without an object)");
  }
  if (a.args.size() == 2) {
    if (!is_type(a.args[0].get())) raise_type_error("super() argument 1 must be a type, not " + type_name(a.args[0].get()));
    return make_super(static_cast<TypeObject*>(a.args[0].get()), a.args[1]);
  }
  Frame* f = Interpreter::current().frame();
  // super_init_without_args's order: no first argument, a deleted one, then no __class__ cell
  // (a function defined outside any class body).
  // co_argcount: only a positional parameter can be the object.
  if (!f || !f->function || f->function->params.empty() ||
      (f->function->params[0].kind != ParamKind::PositionalOnly && f->function->params[0].kind != ParamKind::PositionalOrKeyword))
    raise(E().RuntimeError, "super(): no arguments");
  const auto& params = f->function->params;
  Ref self = f->scope->vars.get(params[0].name);
  if (!self) raise(E().RuntimeError, "super(): arg[0] deleted");
  if (!f->function->owner_class) raise(E().RuntimeError, "super(): __class__ cell not found");
  return make_super(f->function->owner_class, self);
}

// ----- globals(), locals(), vars() ---------------------------------------------------------------

}  // namespace

Ref namespace_dict(Scope* scope) {
  AttrMap& m = scope->vars.dict;
  if (!m.mirror()) {
    auto d = Dict();
    m.for_each([&](const std::string& k, const Ref& v) { d->set_local(Str(k), v); });
    d->attrs_map = &m;
    d->attrs_scope = scope->shared_from_this();
    m.set_mirror(d);
  }
  return m.mirror();
}

Scope* frame_globals(Frame* f) {
  for (; f; f = f->back) {
    if (f->function) return f->function->globals.get();
    if (f->scope && !f->scope->is_class && !f->scope->is_comprehension && !f->scope->parent) return f->scope;
  }
  return Interpreter::current().frame()->scope;
}

namespace {

/// The dicts locals() returned in function scopes: one per running call, refreshed at each
/// locals() call, as CPython 3.12's frame f_locals (PyFrame_FastToLocalsWithError) is. Held
/// until the call's scope is gone, and at most until the end of the run.
struct FrameLocals {
  std::weak_ptr<Scope> scope;
  std::shared_ptr<DictObject> dict;
};
std::unordered_map<const Scope*, FrameLocals>& frame_locals_dicts() {
  static std::unordered_map<const Scope*, FrameLocals> dicts;
  return dicts;
}

std::shared_ptr<DictObject> frame_locals_dict(Scope* s) {
  auto& dicts = frame_locals_dicts();
  auto it = dicts.find(s);
  if (it != dicts.end() && it->second.scope.lock().get() == s) return it->second.dict;
  if (dicts.size() > 256)
    for (auto e = dicts.begin(); e != dicts.end();) e = e->second.scope.expired() ? dicts.erase(e) : std::next(e);
  auto d = Dict();
  // A pooled leaf scope (Interpreter::call_function) has no owner to watch: such a call gets a
  // fresh dict each time (only reachable through an alias of locals, which the symtable cannot see).
  std::weak_ptr<Scope> owner = s->weak_from_this();
  if (!owner.expired()) dicts[s] = FrameLocals{owner, d};
  return d;
}

/// locals() in a function: its bound variables in CPython 3.12's co_localsplus order
/// (Python/compile.c): positional parameters, keyword-only ones, *args, **kwargs, the other
/// locals as the code first binds them, then the cell variables that are not parameters and the
/// free variables, each sorted by name. Unbound variables are dropped from the dict.
Ref function_locals(Frame* f) {
  Scope* s = f->scope;
  const CodeInfo* code = s->code;
  if (!code) return Dict();
  std::shared_ptr<DictObject> d = frame_locals_dict(s);
  std::size_t free_begin = code->free_begin, n = code->slot_names.size();
  std::size_t nparams = f->function && !s->is_comprehension ? std::min(f->function->params.size(), free_begin) : 0;
  std::vector<std::size_t> order, cells, frees;
  for (int group = 0; group < 3; ++group)
    for (std::size_t i = 0; i < nparams; ++i) {
      ParamKind k = f->function->params[i].kind;
      int g = k == ParamKind::KeywordOnly ? 1 : (k == ParamKind::VarPositional || k == ParamKind::VarKeyword) ? 2 : 0;
      if (g == group) order.push_back(i);
    }
  for (std::size_t i = nparams; i < free_begin; ++i) (code->is_cell[i] ? cells : order).push_back(i);
  for (std::size_t i = free_begin; i < n; ++i) frees.push_back(i);
  auto by_name = [code](std::size_t x, std::size_t y) { return code->slot_names[x] < code->slot_names[y]; };
  std::sort(cells.begin(), cells.end(), by_name);
  std::sort(frees.begin(), frees.end(), by_name);
  order.insert(order.end(), cells.begin(), cells.end());
  order.insert(order.end(), frees.begin(), frees.end());
  for (std::size_t i : order) {
    Ref name = Str(code->slot_names[i]);
    if (const Ref& v = s->vars.value_ref(i)) d->set(name, v);
    else d->erase(name);
  }
  return d;
}

Ref builtin_locals(CallArgs& a) {
  if (!a.args.empty()) raise_type_error("locals() takes no arguments (" + std::to_string(a.args.size()) + " given)");
  Frame* f = Interpreter::current().frame();
  if (!f || !f->scope) return Dict();
  Scope* s = f->scope;
  if (s->is_class)
    if (Object* ns = prepared_namespace(s)) return ns->self();
  if (s->is_class || s == frame_globals(f)) return namespace_dict(s);
  return function_locals(f);
}

Ref builtin_isinstance(CallArgs& a) {
  expect_args(a, "isinstance", 2, 2);
  return Bool(object_is_instance(a.args[0], a.args[1]));
}

Ref builtin_issubclass(CallArgs& a) {
  expect_args(a, "issubclass", 2, 2);
  if (!is_type(a.args[0].get())) raise_type_error("issubclass() arg 1 must be a class");
  auto* sub = static_cast<TypeObject*>(a.args[0].get());
  std::function<bool(const Ref&)> check = [&](const Ref& t) -> bool {
    if (is_tuple(t.get())) {
      for (const Ref& x : static_cast<TupleObject*>(t.get())->items)
        if (check(x)) return true;
      return false;
    }
    if (Ref hook = lookup_special(t, "__subclasscheck__"_name)) return truthy(call(hook, std::vector<Ref>{a.args[0]}));
    if (!is_type(t.get())) raise_type_error("issubclass() arg 2 must be a class, a tuple of classes, or a union");
    return sub->is_subtype_of(static_cast<TypeObject*>(t.get()));
  };
  return Bool(check(a.args[1]));
}

void add(Scope& b, const std::string& name, NativeFn fn) { b.vars.set(name, NativeFunction(name, std::move(fn))); }

// A builtin that is an iterator type (map, zip, filter, enumerate, reversed): calling the type
// makes the iterator, and isinstance(x, map) holds for what it returns.
void add_iterator_type(Scope& b, TypeObject* type, NativeFn fn) {
  type->construct = [fn](TypeObject*, CallArgs& a) { return fn(a); };
  b.vars.set(type->name, type->self());
}

}  // namespace

// ascii(): repr() with every non-ASCII character escaped (\xNN, \uNNNN, \UNNNNNNNN).
std::string ascii_text(const std::string& text) {
  std::string out;
  for (const std::string& ch : utf8_chars(text)) {
    if (static_cast<unsigned char>(ch[0]) < 0x80) {
      out += ch;
      continue;
    }
    std::uint32_t cp = utf8_decode(ch);
    char buf[16];
    if (cp < 0x100) std::snprintf(buf, sizeof buf, "\\x%02x", cp);
    else if (cp < 0x10000) std::snprintf(buf, sizeof buf, "\\u%04x", cp);
    else std::snprintf(buf, sizeof buf, "\\U%08x", cp);
    out += buf;
  }
  return out;
}

void clear_frame_locals_dicts() { frame_locals_dicts().clear(); }

Ref default_dir(const Ref& object) {
  Object* o = object.get();
  std::vector<std::string> names;
  if (o->dict) o->dict->for_each([&](const std::string& k, const Ref&) { names.push_back(k); });
  if (o->cls == T().module) {
    // A module's dir() is its namespace's keys (module_dir); __name__ lives on the module.
    names.push_back("__name__");
    std::sort(names.begin(), names.end());
    names.erase(std::unique(names.begin(), names.end()), names.end());
    std::vector<Ref> out;
    for (auto& n : names) out.push_back(Str(n));
    return List(out);
  }
  const TypeObject* ty = is_type(o) ? static_cast<TypeObject*>(o) : o->cls;
  for (const TypeObject* c : ty->mro) {
    c->attrs.for_each([&](const std::string& k, const Ref&) { names.push_back(k); });
    // A class statement without __slots__ gives its instances the __dict__ and __weakref__
    // descriptors (type_new), which tfplay resolves without storing them on the class.
    if (!c->is_builtin) {
      Ref slots = c->attrs.get("__slots__");
      if (!slots) {
        names.push_back("__dict__");
        names.push_back("__weakref__");
      } else {
        // '__dict__' and '__weakref__' among the slots add those descriptors.
        for (const Ref& s : is_str(slots.get()) ? std::vector<Ref>{slots} : to_vector(slots))
          if (is_str(s.get()) && (as_str(s.get()) == "__dict__" || as_str(s.get()) == "__weakref__"))
            names.push_back(as_str(s.get()));
      }
    }
  }
  // object's own slots and methods, which every class inherits (tfplay implements them in the
  // attribute machinery rather than as entries of object's dict).
  for (const char* n : {"__class__", "__delattr__", "__dir__", "__doc__", "__eq__", "__format__", "__ge__",
                        "__getattribute__", "__getstate__", "__gt__", "__hash__", "__init__", "__init_subclass__",
                        "__le__", "__lt__", "__ne__", "__new__", "__reduce__", "__reduce_ex__", "__repr__",
                        "__setattr__", "__sizeof__", "__str__", "__subclasshook__"})
    names.push_back(n);
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  std::vector<Ref> out;
  for (auto& n : names) out.push_back(Str(n));
  return List(out);
}

namespace {
/// Making a bytearray or memoryview, types tfplay does not implement.
[[noreturn]] void refuse_unsupported_type(const TypeObject* type, CallArgs&) {
  raise(E().NotImplementedError, type->name + " is not supported by tfplay (bytes is)");
}
}  // namespace

void install_builtins(Interpreter& interp, Scope& b) {
  (void)interp;
  install_type_methods();
  const BuiltinTypes& t = T();
  for (TypeObject* type : {t.object, t.int_, t.bool_, t.float_, t.str, t.bytes, t.list, t.tuple, t.dict, t.set,
                           t.frozenset, t.range, t.slice, t.type, t.property, t.staticmethod, t.classmethod})
    b.vars.set(type->name, type->self());
  // super is the type of the objects it makes (Objects/typeobject.c PySuper_Type).
  super_type()->construct = +[](TypeObject*, CallArgs& a) { return builtin_super(a); };
  b.vars.set("super", super_type()->self());
  b.vars.set("complex", complex_type()->self());
  for (TypeObject* e : E().all) b.vars.set(e->name, e->self());
  b.vars.set("IOError", E().OSError->self());  // aliases kept since Python 3.3 (PEP 3151)
  b.vars.set("EnvironmentError", E().OSError->self());
  b.vars.set("None", None());
  b.vars.set("NotImplemented", NotImplemented());
  b.vars.set("Ellipsis", Ellipsis());
  b.vars.set("__debug__", True());  // python without -O
  b.vars.set("__name__", Str("builtins"));

  add(b, "print", builtin_print);
  add(b, "len", +[](CallArgs& a) {
    expect_args(a, "len", 1, 1);
    return Int(len(a.args[0]));
  });
  add(b, "repr", +[](CallArgs& a) {
    expect_args(a, "repr", 1, 1);
    return Str(repr(a.args[0]));
  });
  add(b, "isinstance", builtin_isinstance);
  add(b, "ascii", +[](CallArgs& a) {
    expect_args(a, "ascii", 1, 1);
    return Str(ascii_text(repr(a.args[0])));
  });
  add(b, "issubclass", builtin_issubclass);
  add(b, "hash", +[](CallArgs& a) {
    expect_args(a, "hash", 1, 1);
    return Int(static_cast<std::int64_t>(hash(a.args[0])));
  });
  add(b, "id", +[](CallArgs& a) {
    expect_args(a, "id", 1, 1);
    return Int(static_cast<std::int64_t>(object_id(a.args[0].get())));
  });
  add(b, "callable", +[](CallArgs& a) {
    expect_args(a, "callable", 1, 1);
    return Bool(is_callable(a.args[0].get()));
  });
  add(b, "abs", +[](CallArgs& a) -> Ref {
    expect_args(a, "abs", 1, 1);
    Object* o = a.args[0].get();
    if (is_int(o)) {
      std::int64_t v = static_cast<IntObject*>(o)->value;
      if (is_big(o) || v == INT64_MIN) return big_int_abs(o);
      return Int(v < 0 ? -v : v);
    }
    if (is_float(o)) return Float(std::fabs(static_cast<FloatObject*>(o)->value));
    if (Ref f = lookup_special(a.args[0], "__abs__"_name)) return call(f, std::vector<Ref>{});
    raise_type_error("bad operand type for abs(): '" + type_name(o) + "'");
  });
  add(b, "min", +[](CallArgs& a) { return min_max(a, false); });
  add(b, "max", +[](CallArgs& a) { return min_max(a, true); });
  add(b, "sum", +[](CallArgs& a) {
    if (a.args.empty()) raise_type_error("sum() takes at least 1 positional argument (0 given)");
    expect_named(a, "sum", {"iterable", "start"}, 1);
    Ref total = a.args.size() > 1 ? a.args[1] : Int(0);
    if (is_str(total.get())) raise_type_error("sum() can't sum strings [use ''.join(seq) instead]");
    if (is_bytes_like(total.get())) raise_type_error("sum() can't sum bytes [use b''.join(seq) instead]");
    Ref it = iter(a.args[0]);
    // CPython 3.12 adds floats with Neumaier's compensated summation: sum([0.1] * 10) == 1.0.
    bool in_float = false;
    double f = 0, c = 0;
    auto flush = [&] {
      if (!in_float) return;
      if (c != 0 && std::isfinite(c)) f += c;
      total = Float(f);
      in_float = false;
    };
    while (Ref v = next(it)) {
      if (!in_float && is_float(total.get())) {
        in_float = true;
        f = static_cast<FloatObject*>(total.get())->value;
        c = 0;
      }
      if (in_float && (is_float(v.get()) || (is_int(v.get()) && !is_big(v.get())))) {
        double x = as_float(v.get());
        double t = f + x;
        c += std::fabs(f) >= std::fabs(x) ? (f - t) + x : (x - t) + f;
        f = t;
        continue;
      }
      flush();
      total = binary_op(ast::BinOpKind::Add, total, v);
    }
    flush();
    return total;
  });
  add(b, "sorted", +[](CallArgs& a) {
    expect_positional(a, "sorted", 1, 1);
    Ref rev = a.kwarg("reverse");
    // CPython's sorted: a new list of the items, then its sort().
    Ref out = List(to_vector(a.args[0]));
    list_sort(*static_cast<ListObject*>(out.get()), a.kwarg("key"), rev && truthy(rev));
    return out;
  });
  const IteratorTypes& its = iterator_types();
  add_iterator_type(b, its.reversed, +[](CallArgs& a) -> Ref {
    if (!a.kwargs.empty()) raise_type_error("reversed() takes no keyword arguments");  // _PyArg_NoKwnames
    expect_positional(a, "reversed", 1, 1);
    if (Ref f = lookup_special(a.args[0], "__reversed__"_name)) {
      // `__reversed__ = None` marks a class as not reversible (reversed_new_impl).
      if (is_none(f.get())) raise_type_error("'" + type_name(a.args[0].get()) + "' object is not reversible");
      return call(f, std::vector<Ref>{});
    }
    if (a.args[0]->cls == T().dict)
      return call(getattr(call(getattr(a.args[0], "keys"), std::vector<Ref>{}), "__reversed__"), std::vector<Ref>{});
    // reversed_new_impl: only a sequence (__getitem__ and __len__) is reversible.
    const Ref& x = a.args[0];
    const BuiltinTypes& t = T();
    TypeObject* layout = x->cls->value_base ? x->cls->value_base : x->cls;
    const bool sequence = layout == t.list || layout == t.tuple || layout == t.str || layout == t.bytes || layout == t.range;
    if (!sequence) {
      if (layout == t.dict || layout == t.set || layout == t.frozenset || !lookup_special(x, "__getitem__"_name))
        raise_type_error("'" + type_name(x.get()) + "' object is not reversible");
      std::int64_t n = len(x);
      Ref seq = x;
      return Iterator(iterator_types().reversed, [seq, n]() mutable -> Ref {
        if (n <= 0) return nullptr;
        try {
          return getitem(seq, Int(--n));
        } catch (PyError& err) {
          if (!isinstance(err.exc.get(), E().IndexError) && !isinstance(err.exc.get(), E().StopIteration)) throw;
          n = 0;
          return nullptr;
        }
      });
    }
    std::vector<Ref> items = to_vector(x);
    auto held = std::make_shared<std::vector<Ref>>(items.rbegin(), items.rend());
    std::size_t i = 0;
    return Iterator(iterator_types().reversed,
                    [held, i]() mutable -> Ref { return i < held->size() ? (*held)[i++] : nullptr; });
  });
  add_iterator_type(b, its.enumerate, +[](CallArgs& a) {
    auto [iterable, start] = enumerate_arguments(a);
    Ref it = iter(iterable);
    std::int64_t i = start ? as_int(start.get()) : 0;
    // The last pair made, refilled when nothing else holds it any more (`for i, x in
    // enumerate(xs)` unpacks and drops it), as CPython's enum_next reuses its result tuple.
    Ref last;
    return Iterator(iterator_types().enumerate, [it, i, last]() mutable -> Ref {
      Ref v = next(it);
      if (!v) {
        last.reset();
        return nullptr;
      }
      if (last && last.use_count() == 1) {
        std::vector<Ref>& pair = static_cast<TupleObject*>(last.get())->items;
        pair[0] = Int(i++);
        pair[1] = std::move(v);
        return last;
      }
      last = Tuple({Int(i++), std::move(v)});
      return last;
    });
  });
  add_iterator_type(b, its.zip, +[](CallArgs& a) {
    std::vector<Ref> its;
    for (const Ref& x : a.args) its.push_back(iter(x));
    Ref strict = a.kwarg("strict");
    bool is_strict = strict && truthy(strict);
    return Iterator(iterator_types().zip, [its, is_strict]() -> Ref {
      if (its.empty()) return nullptr;
      std::vector<Ref> row;
      for (std::size_t i = 0; i < its.size(); ++i) {
        Ref v = next(its[i]);
        if (!v) {
          if (!is_strict) return nullptr;
          // zip_next's strict check: name the first iterable that ended early or runs on.
          auto arguments = [](std::size_t k) { return k == 1 ? std::string(" 1") : "s 1-" + std::to_string(k); };
          if (i > 0)
            raise_value_error("zip() argument " + std::to_string(i + 1) + " is shorter than argument" + arguments(i));
          for (std::size_t k = 1; k < its.size(); ++k)
            if (next(its[k]))
              raise_value_error("zip() argument " + std::to_string(k + 1) + " is longer than argument" + arguments(k));
          return nullptr;
        }
        row.push_back(v);
      }
      return Tuple(std::move(row));
    });
  });
  add_iterator_type(b, its.map, +[](CallArgs& a) {
    if (a.args.size() < 2) raise_type_error("map() must have at least two arguments.");
    Ref fn = a.args[0];
    std::vector<Ref> its;
    for (std::size_t i = 1; i < a.args.size(); ++i) its.push_back(iter(a.args[i]));
    return Iterator(iterator_types().map, [fn, its]() -> Ref {
      std::vector<Ref> args;
      for (const Ref& it : its) {
        Ref v = next(it);
        if (!v) return nullptr;
        args.push_back(v);
      }
      return call(fn, std::move(args));
    });
  });
  add_iterator_type(b, its.filter, +[](CallArgs& a) {
    expect_args(a, "filter", 2, 2);
    Ref fn = a.args[0];
    Ref it = iter(a.args[1]);
    return Iterator(iterator_types().filter, [fn, it]() -> Ref {
      while (Ref v = next(it)) {
        bool keep = is_none(fn.get()) ? truthy(v) : truthy(call(fn, std::vector<Ref>{v}));
        if (keep) return v;
      }
      return nullptr;
    });
  });
  add(b, "any", +[](CallArgs& a) {
    expect_args(a, "any", 1, 1);
    Ref it = iter(a.args[0]);
    while (Ref v = next(it))
      if (truthy(v)) return True();
    return False();
  });
  add(b, "all", +[](CallArgs& a) {
    expect_args(a, "all", 1, 1);
    Ref it = iter(a.args[0]);
    while (Ref v = next(it))
      if (!truthy(v)) return False();
    return True();
  });
  add(b, "iter", +[](CallArgs& a) -> Ref {
    expect_args(a, "iter", 1, 2);
    if (a.args.size() == 1) return iter(a.args[0]);
    // iter(callable, sentinel): calls until the sentinel comes back (callable_iterator).
    Ref fn = a.args[0], sentinel = a.args[1];
    if (!is_callable(fn.get())) raise_type_error("iter(object, sentinel): object must be callable");
    auto done = std::make_shared<bool>(false);
    return Iterator(iterator_types().callable_iterator, [fn, sentinel, done]() -> Ref {
      if (*done) return nullptr;
      Ref v;
      try {
        v = call(fn, std::vector<Ref>{});
      } catch (PyError& e) {
        if (!isinstance(e.exc.get(), E().StopIteration)) throw;
        *done = true;
        return nullptr;
      }
      if (v == sentinel || eq(v, sentinel)) {
        *done = true;
        return nullptr;
      }
      return v;
    });
  });
  add(b, "next", +[](CallArgs& a) -> Ref {
    expect_args(a, "next", 1, 2);
    Ref it = a.args[0];
    if (!is_native_iterator(it.get()) && !lookup_special(it, "__next__"_name))
      raise_type_error("'" + type_name(it.get()) + "' object is not an iterator");
    if (is_native_iterator(it.get())) {
      Ref v = next(it);
      if (v) return v;
      if (a.args.size() > 1) return a.args[1];
      raise(E().StopIteration, "");
    }
    try {
      return call(lookup_special(it, "__next__"_name), std::vector<Ref>{});
    } catch (PyError& e) {
      if (a.args.size() > 1 && isinstance(e.exc.get(), E().StopIteration)) return a.args[1];
      throw;
    }
  });
  add(b, "getattr", +[](CallArgs& a) -> Ref {
    expect_args(a, "getattr", 2, 3);
    const std::string& name = attribute_name(a.args[1]);
    if (a.args.size() == 3) {
      Ref v = lookup_attr(a.args[0], name);
      return v ? v : a.args[2];
    }
    return getattr(a.args[0], name);
  });
  add(b, "setattr", +[](CallArgs& a) {
    expect_args(a, "setattr", 3, 3);
    setattr(a.args[0], attribute_name(a.args[1]), a.args[2]);
    return None();
  });
  add(b, "delattr", +[](CallArgs& a) {
    expect_args(a, "delattr", 2, 2);
    delattr(a.args[0], attribute_name(a.args[1]));
    return None();
  });
  add(b, "hasattr", +[](CallArgs& a) {
    expect_args(a, "hasattr", 2, 2);
    try {
      return Bool(getattr_or_null(a.args[0], attribute_name(a.args[1])) != nullptr);
    } catch (PyError& e) {
      if (isinstance(e.exc.get(), E().AttributeError)) return False();
      throw;
    }
  });
  add(b, "round", builtin_round);
  add(b, "divmod", builtin_divmod);
  add(b, "pow", +[](CallArgs& a) {
    expect_named(a, "pow", {"base", "exp", "mod"}, 2);
    if (a.args.size() == 3 && !is_none(a.args[2].get())) {
      // Three-argument pow never builds base**exp: CPython's long_pow works modulo the third.
      if (is_int(a.args[0].get()) && is_int(a.args[1].get()) && is_int(a.args[2].get()))
        return int_pow_mod(a.args[0].get(), a.args[1].get(), a.args[2].get());
      if (!a.args[0]->cls->is_builtin)
        if (Ref f = lookup_special(a.args[0], "__pow__"_name)) return call(f, std::vector<Ref>{a.args[1], a.args[2]});
      // ternary_op: int's slot declines what is not all ints, float's refuses any modulus,
      // complex's says "complex modulo" (complex_pow), each in operand order.
      for (const Ref& x : a.args) {
        if (is_float(x.get())) break;
        if (is_complex(x.get())) raise_value_error("complex modulo");
      }
      raise_type_error("pow() 3rd argument not allowed unless all arguments are integers");
    }
    return binary_op(ast::BinOpKind::Pow, a.args[0], a.args[1]);
  });
  add(b, "chr", +[](CallArgs& a) {
    expect_args(a, "chr", 1, 1);
    std::int64_t cp = as_int(a.args[0].get());
    if (cp < 0 || cp > 0x10FFFF) raise_value_error("chr() arg not in range(0x110000)");
    return Str(utf8_encode(static_cast<std::uint32_t>(cp)));
  });
  add(b, "ord", +[](CallArgs& a) {
    expect_args(a, "ord", 1, 1);
    return builtin_ord(a.args[0]);
  });
  auto base_repr = [&b](const char* name, int base, const char* prefix) {
    std::string n = name, p = prefix;
    add(b, name, [n, base, p](CallArgs& a) {
      expect_args(a, n.c_str(), 1, 1);
      Object* o = a.args[0].get();
      if (is_int(o) && is_big(o)) {
        std::string digits = int_to_string(o, base);
        return Str(digits[0] == '-' ? "-" + p + digits.substr(1) : p + digits);
      }
      if (!is_int(o) && !lookup_special(a.args[0], "__index__"_name))
        raise_type_error("'" + type_name(o) + "' object cannot be interpreted as an integer");
      return Str(int_to_base(as_int(o), base, p.c_str()));
    });
  };
  base_repr("hex", 16, "0x");
  base_repr("oct", 8, "0o");
  base_repr("bin", 2, "0b");
  add(b, "format", +[](CallArgs& a) {
    expect_args(a, "format", 1, 2);
    if (a.args.size() > 1 && !isinstance(a.args[1].get(), T().str))
      raise_type_error("format() argument 2 must be str, not " + type_name(a.args[1].get()));
    return Str(format_value(a.args[0], a.args.size() > 1 ? as_str(a.args[1].get()) : ""));
  });
  add(b, "vars", +[](CallArgs& a) -> Ref {
    if (a.args.size() > 1) raise_type_error("vars expected at most 1 argument, got " + std::to_string(a.args.size()));
    if (a.args.empty()) return builtin_locals(a);
    // vars(x) is x.__dict__ read as any attribute is (a __getattr__ may answer); CPython's
    // message when that raises AttributeError (builtin_vars_impl's _PyObject_LookupAttr).
    Ref d = lookup_attr(a.args[0], "__dict__");
    if (!d) raise_type_error("vars() argument must have __dict__ attribute");
    return d;
  });
  add(b, "locals", builtin_locals);
  add(b, "globals", +[](CallArgs& a) -> Ref {
    if (!a.args.empty()) raise_type_error("globals() takes no arguments (" + std::to_string(a.args.size()) + " given)");
    return namespace_dict(frame_globals(Interpreter::current().frame()));
  });
  add(b, "dir", +[](CallArgs& a) {
    if (a.args.empty() && a.kwargs.empty()) {
      // dir(): the names of the current local scope, sorted (builtin_dir_impl over locals()).
      CallArgs none;
      Ref out = List(to_vector(call(getattr(builtin_locals(none), "keys"), std::vector<Ref>{})));
      call(getattr(out, "sort"), std::vector<Ref>{});
      return out;
    }
    expect_args(a, "dir", 0, 1);
    Object* o = a.args[0].get();
    // A class's own __dir__, or a module's __dir__ function (PEP 562): its names, sorted.
    Ref custom = o->cls == T().module ? (o->dict ? o->dict->get("__dir__") : nullptr) : lookup_special(a.args[0], "__dir__"_name);
    if (custom) {
      std::vector<Ref> items = to_vector(call(custom, std::vector<Ref>{}));
      Ref out = List(std::move(items));
      call(getattr(out, "sort"), std::vector<Ref>{});
      return out;
    }
    return default_dir(a.args[0]);
  });
  auto unavailable = [&](const char* name, const char* why) {
    std::string n = name, w = why;
    add(b, name, [n, w](CallArgs&) -> Ref {
      raise(E().NotImplementedError, n + "() is not available in the tfplay playground: " + w);
    });
  };
  // open() is io.open (stdlib/_io.py), over the run's in-memory file system (fs/).
  add(b, "open", +[](CallArgs& a) { return call(getattr(Interpreter::current().import_module("_io"), "open"), a); });
  // __import__(name, globals=None, locals=None, fromlist=(), level=0): what an import statement
  // calls. The named module with a fromlist, else its top-level package (`__import__('os.path')`
  // is os); no relative imports, as a program has no package.
  add(b, "__import__", +[](CallArgs& a) -> Ref {
    Ref name = a.args.empty() ? a.kwarg("name") : a.args[0];
    if (!name) raise_type_error("__import__() missing required argument 'name' (pos 1)");
    if (!is_str(name.get())) raise_type_error("__import__() argument 1 must be str, not " + type_name(name.get()));
    Ref fromlist = a.args.size() > 3 ? a.args[3] : a.kwarg("fromlist");
    Ref level = a.args.size() > 4 ? a.args[4] : a.kwarg("level");
    if (level && as_int(level.get()) < 0) raise_value_error("level must be >= 0");
    if (level && as_int(level.get()) > 0) raise(E().ImportError, "attempted relative import with no known parent package");
    const std::string& dotted = as_str(name.get());
    if (dotted.empty()) raise_value_error("Empty module name");
    Interpreter& in = Interpreter::current();
    Ref leaf = in.import_module(dotted);
    if (fromlist && truthy(fromlist)) return leaf;
    return in.import_module(dotted.substr(0, dotted.find('.')));
  });
  // bytearray and memoryview are classes tfplay does not implement: isinstance() with them
  // answers (nothing is one), and making one says so.
  static TypeObject* const bytearray_type = make_native_type("bytearray");
  static TypeObject* const unsupported_types[] = {bytearray_type, make_native_type("memoryview")};
  for (TypeObject* tp : unsupported_types) {
    tp->construct = +[](TypeObject* type, CallArgs& a) -> Ref { refuse_unsupported_type(type, a); };
    b.vars.set(tp->name, tp->self());
  }
  // bytearray.fromhex(...) makes a bytearray too: it says so the same way.
  bytearray_type->attrs.set("fromhex", NativeFunction("fromhex", +[](CallArgs& a) -> Ref {
    refuse_unsupported_type(bytearray_type, a);
  }));
  unavailable("input", "programs cannot read input");
  unavailable("exec", "dynamic code execution is not supported");
  unavailable("eval", "dynamic code execution is not supported");
  unavailable("compile", "dynamic code execution is not supported");
  install_builtin_docs(b);
  install_site_builtins(b);
}

/// object_isinstance (Objects/abstract.c): a type's own test, then, when that fails, the class
/// `inst.__class__` names if it is another type (a proxy's property or forwarding __getattr__),
/// read as _PyObject_LookupAttr does: an AttributeError it raises means no such class.
static bool real_isinstance(const Ref& inst, TypeObject* cls) {
  if (isinstance(inst.get(), cls)) return true;
  Ref icls = lookup_attr(inst, "__class__");
  return icls && icls.get() != inst->cls && is_type(icls.get()) && static_cast<TypeObject*>(icls.get())->is_subtype_of(cls);
}

bool object_is_instance(const Ref& inst, const Ref& cls) {
  // An instance of exactly that class: true before any __instancecheck__, as
  // PyObject_IsInstance's first test.
  if (inst->cls == cls.get()) return true;
  if (is_tuple(cls.get())) {
    for (const Ref& x : static_cast<TupleObject*>(cls.get())->items)
      if (object_is_instance(inst, x)) return true;
    return false;
  }
  // __instancecheck__ first, as PyObject_IsInstance: typing's aliases (typing.Iterable) are
  // not classes but answer isinstance.
  if (Ref hook = lookup_special(cls, "__instancecheck__"_name)) return truthy(call(hook, std::vector<Ref>{inst}));
  if (!is_type(cls.get())) raise_type_error("isinstance() arg 2 must be a type, a tuple of types, or a union");
  return real_isinstance(inst, static_cast<TypeObject*>(cls.get()));
}

}  // namespace tfplay::py
