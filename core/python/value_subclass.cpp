// Subclasses of the built-in value types: base checks, layout, construction and the base types'
// special methods (see value_subclass.h).
//
// An instance of `class Stack(list)` is a ListObject whose cls is Stack, so every list method
// (append, sort, ...) works on it unchanged. The protocols (protocols.cpp) serve it as a list
// unless Stack overrides the special method; the natives below are what Stack finds through its
// MRO for `super().__repr__()`, `list.__getitem__(s, 0)` and operator dispatch. As in CPython,
// the base's operations return the base type: `Stack([1]) + [2]` and `Count(2) * 3` give a list
// and an int (Objects/listobject.c list_concat, Objects/longobject.c long_add).
#include "core/python/value_subclass.h"

#include <algorithm>
#include <string>

#include "core/python/interpreter.h"
#include "core/python/iterator_types.h"
#include "core/python/metaclass.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/set_order.h"
#include "core/python/slots.h"
#include "core/python/str_format.h"
#include "core/python/type_names.h"

namespace tfplay::py {

namespace {


/// A fresh instance of `cls` laid out as `base`, holding exact value `v` (immutable types).
Ref wrap_value(TypeObject* cls, TypeObject* base, const Ref& v) {
  const BuiltinTypes& t = T();
  Ref out;
  if (base == t.int_) {
    auto i = make_object<IntObject>(cls, static_cast<IntObject*>(v.get())->value);
    i->big = static_cast<IntObject*>(v.get())->big;
    out = i;
  } else if (base == t.float_) {
    out = make_object<FloatObject>(cls, static_cast<FloatObject*>(v.get())->value);
  } else if (base == t.str) {
    out = make_object<StrObject>(cls, static_cast<StrObject*>(v.get())->value);
  } else if (base == t.bytes) {
    out = make_object<BytesObject>(cls, static_cast<BytesObject*>(v.get())->value);
  } else if (base == t.tuple) {
    out = make_object<TupleObject>(cls, static_cast<TupleObject*>(v.get())->items);
  } else {  // frozenset
    auto s = make_object<SetObject>(cls);
    s->table = static_cast<SetObject*>(v.get())->table;
    out = s;
  }
  if (instances_have_dict(cls)) out->ensure_dict();
  return out;
}

std::string count_text(std::size_t n) { return std::to_string(n); }

/// X.__new__(cls, *args, **kwargs) of the value types (int_new, float_new, unicode_new, ...):
/// the argument checks of X(...), then an instance of cls holding X(*args)'s value.
Ref value_new(TypeObject* base, CallArgs& a) {
  const BuiltinTypes& t = T();
  if (a.args.empty()) raise_type_error(base->name + ".__new__(): not enough arguments");
  Object* cls_arg = a.args[0].get();
  if (!is_type_object(cls_arg))
    raise_type_error(base->name + ".__new__(X): X is not a type object (" + type_name(cls_arg) + ")");
  auto* cls = static_cast<TypeObject*>(cls_arg);
  if (!cls->is_subtype_of(base))
    raise_type_error(base->name + ".__new__(" + cls->name + "): " + cls->name + " is not a subtype of " + base->name);
  // tp_new_wrapper: a native subtype laid out otherwise (a C extension's scalar deriving from
  // float) is made by its own __new__.
  if (cls != base && cls->value_base != base)
    raise_type_error(base->name + ".__new__(" + tp_name(cls) + ") is not safe, use " + tp_name(cls) + ".__new__()");
  CallArgs rest{std::vector<Ref>(a.args.begin() + 1, a.args.end()), a.kwargs};
  std::size_t n = rest.args.size();
  if (base == t.list || base == t.set || base == t.dict) {
    // list, set and dict take their items in __init__; __new__ makes an empty one.
    Ref out = base == t.list ? Ref(make_object<ListObject>(cls, std::vector<Ref>{}))
              : base == t.set ? Ref(make_object<SetObject>(cls))
                              : Ref(make_object<DictObject>(cls));
    if (cls != base && instances_have_dict(cls)) out->ensure_dict();
    return out;
  }
  // int, float, str and tuple check their arguments in their constructors (methods.cpp).
  if (base == t.frozenset) {
    if (!rest.kwargs.empty()) raise_type_error("frozenset() takes no keyword arguments");
    if (n > 1) raise_type_error(cls->name + " expected at most 1 argument, got " + count_text(n));
  }
  Ref v = base->construct(base, rest);
  if (cls == base) return v;
  return wrap_value(cls, base, v);
}

/// list.__init__(self, iterable=()) and set.__init__: the items replace the current ones.
Ref container_init(TypeObject* base, CallArgs& a) {
  const BuiltinTypes& t = T();
  if (a.args.empty()) raise_type_error("descriptor '__init__' of '" + base->name + "' object needs an argument");
  Object* self = a.args[0].get();
  if (!isinstance(self, base))
    raise_type_error("descriptor '__init__' requires a '" + base->name + "' object but received a '" + type_name(self) + "'");
  // list___init__ refuses keywords unless a subclass's own __new__ takes them (set_init always).
  const bool own_new = self->cls->lookup("__new__"_name) != base->attrs.find("__new__"_name);
  if (!a.kwargs.empty() && (base != t.list || !own_new)) raise_type_error(base->name + "() takes no keyword arguments");
  std::size_t n = a.args.size() - 1;
  if (n > 1)
    raise_type_error((base == t.list ? base->name : self->cls->name) + " expected at most 1 argument, got " + count_text(n));
  if (base == t.list) {
    auto* l = static_cast<ListObject*>(self);
    std::vector<Ref> items = n ? to_vector(a.args[1]) : std::vector<Ref>{};
    l->items = std::move(items);
  } else {
    auto* s = static_cast<SetObject*>(self);
    s->table = make_object<SetObject>(t.set)->table;
    if (n) set_update(*s->table, a.args[1]);
  }
  return None();
}

/// The self argument of a native special method, checked as CPython's slot wrappers do.
const Ref& self_of(CallArgs& a, TypeObject* base, const char* name) {
  if (a.args.empty()) raise_type_error(std::string("descriptor '") + name + "' of '" + base->name + "' object needs an argument");
  if (!isinstance(a.args[0].get(), base))
    raise_type_error(std::string("descriptor '") + name + "' requires a '" + base->name + "' object but received a '" +
                     type_name(a.args[0].get()) + "'");
  return a.args[0];
}

const Ref& other_of(CallArgs& a, const char* name) {
  if (a.args.size() != 2) raise_type_error(std::string(name) + " expected 1 argument, got " + count_text(a.args.size() - 1));
  return a.args[1];
}

/// Whether `o` is an operand the base's binary methods accept (else they return NotImplemented).
bool accepts(TypeObject* base, const Object* o) {
  const BuiltinTypes& t = T();
  if (base == t.int_) return isinstance(o, t.int_);
  if (base == t.float_) return isinstance(o, t.int_) || isinstance(o, t.float_);
  if (base == t.set || base == t.frozenset) return isinstance(o, t.set) || isinstance(o, t.frozenset);
  return isinstance(o, base);
}

struct BinarySlot {
  ast::BinOpKind op;
  const char* name;
  const char* rname;  // null when the type has no reflected method (list.__add__)
};

void add_binary(TypeObject* base, const BinarySlot& s, TypeObject* operand_type = nullptr) {
  ast::BinOpKind op = s.op;
  // operand_type: what the other operand must be (int for sequence repetition); default base.
  auto ok = [base, operand_type](const Object* o) {
    return operand_type ? isinstance(o, operand_type) : accepts(base, o);
  };
  std::string name = s.name;
  add_method(base, s.name, [base, op, ok, name](CallArgs& a) -> Ref {
    const Ref& self = self_of(a, base, name.c_str());
    const Ref& other = other_of(a, name.c_str());
    if (!ok(other.get())) return NotImplemented();
    return binary_op(op, base_value(self), base_value(other));
  });
  if (!s.rname) return;
  std::string rname = s.rname;
  add_method(base, s.rname, [base, op, ok, rname](CallArgs& a) -> Ref {
    const Ref& self = self_of(a, base, rname.c_str());
    const Ref& other = other_of(a, rname.c_str());
    if (!ok(other.get())) return NotImplemented();
    return binary_op(op, base_value(other), base_value(self));
  });
}

void add_comparisons(TypeObject* base) {
  const std::pair<const char*, ast::CmpOpKind> comparisons[] = {
      {"__eq__", ast::CmpOpKind::Eq}, {"__ne__", ast::CmpOpKind::NotEq}, {"__lt__", ast::CmpOpKind::Lt},
      {"__le__", ast::CmpOpKind::LtE}, {"__gt__", ast::CmpOpKind::Gt},    {"__ge__", ast::CmpOpKind::GtE}};
  for (const auto& [name, op] : comparisons) {
    ast::CmpOpKind kind = op;
    const char* n = name;
    add_method(base, name, [base, kind, n](CallArgs& a) -> Ref {
      const Ref& self = self_of(a, base, n);
      const Ref& other = other_of(a, n);
      if (!accepts(base, other.get())) return NotImplemented();
      return compare(kind, base_value(self), base_value(other));
    });
  }
}

void add_repr_hash(TypeObject* base, bool hashable) {
  add_method(base, "__repr__", [base](CallArgs& a) { return Str(value_repr(self_of(a, base, "__repr__"), base)); });
  if (!hashable) {
    base->attrs.set("__hash__", None());  // list.__hash__ is None: instances are unhashable
    return;
  }
  add_method(base, "__hash__", [base](CallArgs& a) {
    return Int(static_cast<std::int64_t>(hash(base_value(self_of(a, base, "__hash__")))));
  });
}

/// __getitem__, __iter__ and __contains__ served with the base's layout (no copy).
void add_sequence_access(TypeObject* base, bool mutable_items) {
  add_method(base, "__getitem__", [base](CallArgs& a) {
    return getitem_as(self_of(a, base, "__getitem__"), other_of(a, "__getitem__"), base);
  });
  add_method(base, "__iter__", [base](CallArgs& a) { return iter_as(self_of(a, base, "__iter__"), base); });
  add_method(base, "__contains__", [base](CallArgs& a) {
    return Bool(contains_as(self_of(a, base, "__contains__"), other_of(a, "__contains__"), base));
  });
  if (!mutable_items) return;
  add_method(base, "__setitem__", [base](CallArgs& a) -> Ref {
    const Ref& self = self_of(a, base, "__setitem__");
    if (a.args.size() != 3) raise_type_error("expected 2 arguments, got " + count_text(a.args.size() - 1));
    setitem_as(self, a.args[1], a.args[2], base);
    return None();
  });
  add_method(base, "__delitem__", [base](CallArgs& a) -> Ref {
    delitem_as(self_of(a, base, "__delitem__"), other_of(a, "__delitem__"), base);
    return None();
  });
}

Ref call_builtin(const char* name, std::vector<Ref> args) {
  Object* f = Interpreter::current().builtins()->vars.find(name);
  return call(f->self(), std::move(args));
}

/// int.__pow__(other, mod=None) and __rpow__ (wrap_ternaryfunc, wrap_ternaryfunc_r): long_pow
/// returns NotImplemented unless the operands and a modulus other than None are ints, and
/// float_pow refuses any modulus but None. The count is checked by the arity declaration.
void add_power(TypeObject* base) {
  for (bool reflected : {false, true}) {
    const char* name = reflected ? "__rpow__" : "__pow__";
    add_method(base, name, [base, name, reflected](CallArgs& a) -> Ref {
      const Ref& self = self_of(a, base, name);
      if (a.args.size() < 2) raise_type_error(" expected at least 1 argument, got 0");
      const Ref& other = a.args[1];
      const Ref mod = a.args.size() > 2 ? a.args[2] : None();
      const bool has_mod = !is_none(mod.get());
      if (base == T().float_ && has_mod)
        raise_type_error("pow() 3rd argument not allowed unless all arguments are integers");
      if (!accepts(base, other.get()) || (has_mod && !isinstance(mod.get(), T().int_))) return NotImplemented();
      Ref x = base_value(self), y = base_value(other);
      if (reflected) std::swap(x, y);
      if (!has_mod) return binary_op(ast::BinOpKind::Pow, x, y);
      return call_builtin("pow", {x, y, base_value(mod)});
    });
  }
}

void install_number_slots(TypeObject* base) {
  const BuiltinTypes& t = T();
  using K = ast::BinOpKind;
  std::vector<BinarySlot> slots = {
      {K::Add, "__add__", "__radd__"},           {K::Sub, "__sub__", "__rsub__"},
      {K::Mult, "__mul__", "__rmul__"},          {K::Div, "__truediv__", "__rtruediv__"},
      {K::FloorDiv, "__floordiv__", "__rfloordiv__"}, {K::Mod, "__mod__", "__rmod__"}};
  if (base == t.int_) {
    slots.push_back({K::LShift, "__lshift__", "__rlshift__"});
    slots.push_back({K::RShift, "__rshift__", "__rrshift__"});
    slots.push_back({K::BitAnd, "__and__", "__rand__"});
    slots.push_back({K::BitOr, "__or__", "__ror__"});
    slots.push_back({K::BitXor, "__xor__", "__rxor__"});
  }
  for (const BinarySlot& s : slots) add_binary(base, s);
  add_power(base);
  add_comparisons(base);
  add_repr_hash(base, true);
  const std::pair<const char*, ast::UnaryOpKind> unary[] = {
      {"__neg__", ast::UnaryOpKind::USub}, {"__pos__", ast::UnaryOpKind::UAdd}, {"__invert__", ast::UnaryOpKind::Invert}};
  for (const auto& [name, op] : unary) {
    if (op == ast::UnaryOpKind::Invert && base != t.int_) continue;
    ast::UnaryOpKind kind = op;
    const char* n = name;
    add_method(base, name, [base, kind, n](CallArgs& a) { return unary_op(kind, base_value(self_of(a, base, n))); });
  }
  add_method(base, "__abs__", [base](CallArgs& a) { return call_builtin("abs", {base_value(self_of(a, base, "__abs__"))}); });
  add_method(base, "__bool__", [base](CallArgs& a) { return Bool(truthy(base_value(self_of(a, base, "__bool__")))); });
  add_method(base, "__int__", [base](CallArgs& a) { return call(T().int_->self(), std::vector<Ref>{base_value(self_of(a, base, "__int__"))}); });
  add_method(base, "__float__", [base](CallArgs& a) { return Float(as_float(self_of(a, base, "__float__").get())); });
  if (base == t.int_) {
    // __index__, __trunc__, __floor__ and __ceil__ are long_long: the value as an exact int
    // (True.__index__() is 1).
    auto exact = [](const Ref& self) -> Ref { return is_bool(self.get()) ? Int(truthy(self) ? 1 : 0) : base_value(self); };
    for (const char* name : {"__index__", "__trunc__", "__floor__", "__ceil__"})
      add_method(base, name, [base, name, exact](CallArgs& a) { return exact(self_of(a, base, name)); });
    add_method(base, "__getnewargs__", [base, exact](CallArgs& a) {
      return Tuple(std::vector<Ref>{exact(self_of(a, base, "__getnewargs__"))});
    });
  }
  add_method(base, "__round__", [base](CallArgs& a) {
    std::vector<Ref> args{base_value(self_of(a, base, "__round__"))};
    // int.__round__ reads ndigits with PyNumber_Index (None included); float's accepts None.
    if (a.args.size() > 1 && base == T().int_ && is_none(a.args[1].get()))
      raise_type_error("'NoneType' object cannot be interpreted as an integer");
    if (a.args.size() > 1) args.push_back(a.args[1]);
    return call_builtin("round", std::move(args));
  });
}

/// int.__format__ / float.__format__ / str.__format__: an empty spec gives str(self) (so a
/// subclass's __str__ or __repr__ shows); other specs format the value.
void add_format(TypeObject* base) {
  add_method(base, "__format__", [base](CallArgs& a) -> Ref {
    const Ref& self = self_of(a, base, "__format__");
    const std::string& spec = as_str(other_of(a, "__format__").get(), "str");
    if (spec.empty()) return Str(str(self));
    return Str(format_value(base_value(self), spec));
  });
}

void install_str_like(TypeObject* base) {
  const BuiltinTypes& t = T();
  add_comparisons(base);
  add_repr_hash(base, true);
  add_sequence_access(base, false);
  add_binary(base, {ast::BinOpKind::Add, "__add__", nullptr});
  add_binary(base, {ast::BinOpKind::Mult, "__mul__", "__rmul__"}, t.int_);
  if (base == t.str) {
    add_method(base, "__str__", [base](CallArgs& a) { return Str(static_cast<StrObject*>(self_of(a, base, "__str__").get())->value); });
    add_method(base, "__mod__", [base](CallArgs& a) {
      return Str(percent_format(static_cast<StrObject*>(self_of(a, base, "__mod__").get())->value, other_of(a, "__mod__")));
    });
    // str.__rmod__: `"%s" % Upper("x")` formats with the left str (unicode_mod).
    add_method(base, "__rmod__", [base](CallArgs& a) -> Ref {
      const Ref& self = self_of(a, base, "__rmod__");
      const Ref& other = other_of(a, "__rmod__");
      if (!isinstance(other.get(), T().str)) return NotImplemented();
      return Str(percent_format(static_cast<StrObject*>(other.get())->value, self));
    });
    add_format(base);
  }
}

void install_list() {
  TypeObject* base = T().list;
  add_comparisons(base);
  add_repr_hash(base, false);
  add_sequence_access(base, true);
  add_binary(base, {ast::BinOpKind::Add, "__add__", nullptr});
  add_binary(base, {ast::BinOpKind::Mult, "__mul__", "__rmul__"}, T().int_);
  add_method(base, "__init__", [base](CallArgs& a) { return container_init(base, a); });
  add_method(base, "__iadd__", [base](CallArgs& a) -> Ref {
    const Ref& self = self_of(a, base, "__iadd__");
    std::vector<Ref> items = to_vector(other_of(a, "__iadd__"));
    auto& mine = static_cast<ListObject*>(self.get())->items;
    check_container_size(mine.size() + items.size());
    mine.insert(mine.end(), items.begin(), items.end());
    return self;
  });
  add_method(base, "__imul__", [base](CallArgs& a) -> Ref {
    const Ref& self = self_of(a, base, "__imul__");
    Ref product = binary_op(ast::BinOpKind::Mult, base_value(self), other_of(a, "__imul__"));
    static_cast<ListObject*>(self.get())->items = static_cast<ListObject*>(product.get())->items;
    return self;
  });
  add_method(base, "__reversed__", [base](CallArgs& a) {
    // listreviter: walks the list itself from its end (a shrinking list ends it early).
    auto list = std::static_pointer_cast<ListObject>(self_of(a, base, "__reversed__"));
    std::size_t i = list->items.size();
    return Iterator(iterator_types().list_reverseiterator, [list, i]() mutable -> Ref {
      if (i == 0 || i > list->items.size()) {
        i = 0;  // listreviter_next: exhausted for good
        return nullptr;
      }
      return list->items[--i];
    });
  });
}

void install_set_like(TypeObject* base) {
  const BuiltinTypes& t = T();
  using K = ast::BinOpKind;
  add_comparisons(base);
  add_repr_hash(base, base == t.frozenset);
  add_method(base, "__iter__", [base](CallArgs& a) { return iter_as(self_of(a, base, "__iter__"), base); });
  add_method(base, "__contains__", [base](CallArgs& a) {
    return Bool(contains_as(self_of(a, base, "__contains__"), other_of(a, "__contains__"), base));
  });
  const BinarySlot set_ops[] = {{K::BitOr, "__or__", "__ror__"}, {K::BitAnd, "__and__", "__rand__"},
                                 {K::Sub, "__sub__", "__rsub__"}, {K::BitXor, "__xor__", "__rxor__"}};
  for (const BinarySlot& s : set_ops) add_binary(base, s);
  if (base != t.set) return;
  add_method(base, "__init__", [base](CallArgs& a) { return container_init(base, a); });
  const std::pair<const char*, K> inplace[] = {{"__ior__", K::BitOr}, {"__iand__", K::BitAnd}, {"__isub__", K::Sub},
                                                {"__ixor__", K::BitXor}};
  for (const auto& [name, op] : inplace) {
    K kind = op;
    const char* n = name;
    add_method(base, name, [base, kind, n](CallArgs& a) -> Ref {
      const Ref& self = self_of(a, base, n);
      const Ref& other = other_of(a, n);
      if (!accepts(base, other.get())) return NotImplemented();
      Ref r = binary_op(kind, base_value(self), base_value(other));
      static_cast<SetObject*>(self.get())->table = static_cast<SetObject*>(r.get())->table;
      return self;
    });
  }
}

}  // namespace

Ref base_value(const Ref& o) {
  TypeObject* c = o->cls;
  TypeObject* base = c->value_base;
  if (!base || base == c) return o;
  const BuiltinTypes& t = T();
  Object* p = o.get();
  if (base == t.int_) {
    auto* i = static_cast<IntObject*>(p);
    if (!i->big) return Int(i->value);
    auto out = make_object<IntObject>(t.int_, i->value);
    out->big = i->big;
    return out;
  }
  if (base == t.float_) return Float(static_cast<FloatObject*>(p)->value);
  if (base == t.str) return Str(static_cast<StrObject*>(p)->value);
  if (base == t.bytes) return Bytes(static_cast<BytesObject*>(p)->value);
  if (base == t.list) return List(static_cast<ListObject*>(p)->items);
  if (base == t.tuple) return Tuple(static_cast<TupleObject*>(p)->items);
  if (base == t.dict) {
    auto d = Dict();
    static_cast<DictObject*>(p)->for_each([&](const Ref& k, const Ref& v) { d->set(k, v); });
    return d;
  }
  auto s = make_object<SetObject>(base);
  s->table = static_cast<SetObject*>(p)->table;
  return s;
}

void check_base_type(const TypeObject* base) {
  if (base->final_type) raise_type_error("type '" + base->name + "' is not an acceptable base type");
  if (base->is_builtin && !base->subclassable && !base->value_base && base != T().object && base != T().type)
    raise(E().NotImplementedError, "tfplay does not support subclassing '" + base->name + "'");
}

void inherit_layout(TypeObject* cls) {
  // best_base: the bases' layouts must lie on one line (a value type, or an exception type).
  TypeObject* value = nullptr;
  bool exception = false;
  for (const TypeRef& b : cls->bases) {
    if (TypeObject* v = b->value_base) {
      if (value && !value->is_subtype_of(v) && !v->is_subtype_of(value))
        raise_type_error("multiple bases have instance lay-out conflict");
      if (!value || v->is_subtype_of(value)) value = v;
    }
    if (b->layout == Layout::Exception) exception = true;
  }
  if (value && exception) raise_type_error("multiple bases have instance lay-out conflict");
  cls->value_base = value;
  for (TypeObject* t : cls->mro)
    if (t->layout != Layout::Object) {
      cls->layout = t->layout;
      break;
    }
}

Ref construct_value_instance(TypeObject* cls, CallArgs& args) {
  Object* new_fn = cls->lookup("__new__"_name);
  Ref f = new_fn->self();
  if (f->cls == T().staticmethod) f = static_cast<WrapperObject*>(f.get())->function;
  CallArgs new_args{args.args, args.kwargs};
  new_args.args.insert(new_args.args.begin(), cls->self());
  Ref instance = call(f, new_args);
  if (!isinstance(instance.get(), cls)) return instance;
  if (Object* init = cls->lookup("__init__"_name)) {
    Ref bound = make_object<BoundMethodObject>(T().method, instance, init->self());
    Ref result = call(bound, args);
    if (!is_none(result.get()))
      raise_type_error("__init__() should return None, not '" + type_name(result.get()) + "'");
  }
  return instance;
}

void install_value_subclass_methods() {
  const BuiltinTypes& t = T();
  for (TypeObject* base : {t.int_, t.float_, t.str, t.bytes, t.list, t.tuple, t.dict, t.set, t.frozenset})
    add_static(base, "__new__", [base](CallArgs& a) { return value_new(base, a); });
  // bool_new: bool.__new__(bool, x=False) is bool(x) (bool cannot be subclassed).
  add_static(t.bool_, "__new__", [](CallArgs& a) -> Ref {
    if (a.args.empty()) raise_type_error("bool.__new__(): not enough arguments");
    Object* cls = a.args[0].get();
    if (!is_type_object(cls))
      raise_type_error("bool.__new__(X): X is not a type object (" + type_name(cls) + ")");
    if (cls != T().bool_)
      raise_type_error("bool.__new__(" + static_cast<TypeObject*>(cls)->name + "): " + static_cast<TypeObject*>(cls)->name +
                       " is not a subtype of bool");
    CallArgs rest{std::vector<Ref>(a.args.begin() + 1, a.args.end()), a.kwargs};
    return call(T().bool_->self(), rest);
  });
  install_number_slots(t.int_);
  install_number_slots(t.float_);
  add_format(t.int_);
  add_format(t.float_);
  install_str_like(t.str);
  install_str_like(t.bytes);
  install_list();
  install_set_like(t.set);
  install_set_like(t.frozenset);
  // tuple and dict keep their other natives (methods.cpp); these read the layout directly.
  for (TypeObject* base : {t.tuple, t.dict}) {
    add_method(base, "__repr__", [base](CallArgs& a) { return Str(value_repr(self_of(a, base, "__repr__"), base)); });
    add_method(base, "__iter__", [base](CallArgs& a) { return iter_as(self_of(a, base, "__iter__"), base); });
  }
  add_method(t.tuple, "__getitem__", +[](CallArgs& a) {
    return getitem_as(self_of(a, T().tuple, "__getitem__"), other_of(a, "__getitem__"), T().tuple);
  });
  add_method(t.tuple, "__contains__", +[](CallArgs& a) {
    return Bool(contains_as(self_of(a, T().tuple, "__contains__"), other_of(a, "__contains__"), T().tuple));
  });
  t.dict->attrs.set("__hash__", None());
}

}  // namespace tfplay::py
