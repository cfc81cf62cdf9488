// Function introspection: f.__defaults__, f.__code__, f.__annotations__, ... as CPython 3.12's
// funcobject.c and codeobject.c give them.
#include "core/python/function_attrs.h"

#include "core/python/interpreter.h"
#include "core/python/lazy_body.h"
#include "core/python/object_id.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"

#include <memory>
#include <unordered_map>

namespace tfplay::py {

namespace {

// Code flags (Include/cpython/code.h).
constexpr int kOptimized = 0x1, kNewLocals = 0x2, kVarArgs = 0x4, kVarKeywords = 0x8, kNested = 0x10,
              kGenerator = 0x20;

/// A code object: what f.__code__ describes of a def or lambda (no bytecode).
struct CodeObject : NativeObject {
  std::string name, qualname, filename;
  int firstlineno = 0, flags = 0;
  std::int64_t argcount = 0, posonlyargcount = 0, kwonlyargcount = 0;
  std::vector<std::string> varnames, cellvars, freevars;
  using NativeObject::NativeObject;
};

Ref str_tuple(const std::vector<std::string>& names) {
  std::vector<Ref> items;
  items.reserve(names.size());
  for (const auto& n : names) items.push_back(Str(n));
  return Tuple(std::move(items));
}

/// The module name a function's globals give (`__name__`), or nullptr.
Object* module_name(const FunctionObject* f) { return f->globals ? f->globals->vars.find("__name__") : nullptr; }

}  // namespace

std::vector<std::string> code_varnames(const FunctionObject* f) {
  std::vector<std::string> varnames;
  for (const Param& p : f->params)
    if (p.kind == ParamKind::PositionalOnly || p.kind == ParamKind::PositionalOrKeyword) varnames.push_back(p.name);
  for (const Param& p : f->params)
    if (p.kind == ParamKind::KeywordOnly) varnames.push_back(p.name);
  for (const Param& p : f->params)
    if (p.kind == ParamKind::VarPositional || p.kind == ParamKind::VarKeyword) varnames.push_back(p.name);
  const CodeInfo& info = *f->code;
  for (std::size_t i = f->params.size(); i < info.free_begin; ++i)
    if (!info.is_cell[i]) varnames.push_back(info.slot_names[i]);
  return varnames;
}

namespace {

Ref make_code(const FunctionObject* f) {
  auto code = make_object<CodeObject>(code_type());
  // The names the def gave (functools.wraps renames the function, never its code): the
  // qualname is what its nested defs' prefix was made from.
  code->name = f->code_name();
  constexpr std::string_view locals = ".<locals>.";
  const std::string& prefix = f->locals_prefix;
  code->qualname = prefix.size() > locals.size() && prefix.compare(prefix.size() - locals.size(), locals.size(), locals) == 0
                       ? prefix.substr(0, prefix.size() - locals.size())
                       : f->qualname;
  // The program's file; a library module's code is "frozen" (it has no file), as CPython
  // names the code of modules frozen into the interpreter.
  Object* file = f->globals ? f->globals->vars.find("__file__") : nullptr;
  if (file && file->cls == T().str) code->filename = as_str(file);
  else if (f->from_library()) code->filename = "<frozen " + str(module_name(f)->self()) + ">";
  else code->filename = Interpreter::current().filename();
  // A decorated def's code starts at its first decorator.
  code->firstlineno = f->def && !f->def->decorator_list.empty() ? f->def->decorator_list.front()->pos.line : f->line;
  code->flags = kOptimized | kNewLocals | (f->closure ? kNested : 0) | (f->is_generator ? kGenerator : 0);
  for (const Param& p : f->params) {
    switch (p.kind) {
      case ParamKind::PositionalOnly:
        ++code->posonlyargcount;
        [[fallthrough]];
      case ParamKind::PositionalOrKeyword:
        ++code->argcount;
        break;
      case ParamKind::KeywordOnly:
        ++code->kwonlyargcount;
        break;
      case ParamKind::VarPositional:
        code->flags |= kVarArgs;
        break;
      case ParamKind::VarKeyword:
        code->flags |= kVarKeywords;
        break;
    }
  }
  code->varnames = code_varnames(f);
  const CodeInfo& info = *f->code;
  for (std::size_t i = 0; i < info.free_begin; ++i)
    if (info.is_cell[i]) code->cellvars.push_back(info.slot_names[i]);
  code->freevars = info.freevars;
  return code;
}

// The tuple f.__defaults__ last gave for each living function: CPython keeps one tuple per
// function (func_defaults, set at the def or by assignment), so `f.__defaults__ is
// f.__defaults__`. Entries of dead functions are dropped as the table grows.
struct DefaultsEntry {
  std::weak_ptr<Object> function;
  Ref tuple;
};
std::unordered_map<const FunctionObject*, DefaultsEntry>& defaults_table() {
  static auto* table = new std::unordered_map<const FunctionObject*, DefaultsEntry>();
  return *table;
}

/// The __type_params__ a PEP 695 def set (parser_generics.cpp spells out `f.__type_params__ =
/// (T,)`), kept like __defaults__ tuples while the function lives.
std::unordered_map<const FunctionObject*, DefaultsEntry>& type_params_table() {
  static auto* table = new std::unordered_map<const FunctionObject*, DefaultsEntry>();
  return *table;
}

/// A function's __doc__ and __module__ once assigned (func_memberlist's members, not its
/// __dict__): the def's docstring and its globals' __name__ until then.
struct MemberEntry {
  std::weak_ptr<Object> function;
  Ref doc, module;
};
std::unordered_map<const FunctionObject*, MemberEntry>& members_table() {
  static auto* table = new std::unordered_map<const FunctionObject*, MemberEntry>();
  return *table;
}

/// The assigned __doc__ (or __module__) of `f`, or nullptr.
Ref assigned_member(const FunctionObject* f, bool doc) {
  auto& table = members_table();
  if (table.empty()) return nullptr;
  auto it = table.find(f);
  if (it == table.end() || it->second.function.expired()) return nullptr;
  return doc ? it->second.doc : it->second.module;
}

Ref defaults_tuple(FunctionObject* f) {
  std::vector<Ref> values;
  for (const Param& p : f->params)
    if ((p.kind == ParamKind::PositionalOnly || p.kind == ParamKind::PositionalOrKeyword) && p.default_value)
      values.push_back(p.default_value);
  if (values.empty()) return None();
  auto& table = defaults_table();
  auto it = table.find(f);
  if (it != table.end() && !it->second.function.expired()) {
    // The same tuple while the defaults are the same objects.
    const auto& items = static_cast<TupleObject*>(it->second.tuple.get())->items;
    if (items == values) return it->second.tuple;
  }
  if (table.size() >= 1024) std::erase_if(table, [](const auto& e) { return e.second.function.expired(); });
  Ref tuple = Tuple(std::move(values));
  table[f] = DefaultsEntry{f->weak_from_this(), tuple};
  return tuple;
}

Ref kwdefaults_dict(const FunctionObject* f) {
  std::shared_ptr<DictObject> d;
  for (const Param& p : f->params)
    if (p.kind == ParamKind::KeywordOnly && p.default_value) {
      if (!d) d = Dict();
      d->set(Str(p.name), p.default_value);
    }
  return d ? Ref(d) : None();
}

}  // namespace

TypeObject* code_type() {
  static TypeObject* t = [] {
    TypeObject* type = make_native_type("code");
    auto field = [type](const char* name, Ref (*get)(const CodeObject&)) {
      add_property(type, name, [get](Ref self) { return get(static_cast<const CodeObject&>(*self)); });
    };
    field("co_name", [](const CodeObject& c) { return Str(c.name); });
    field("co_qualname", [](const CodeObject& c) { return Str(c.qualname); });
    field("co_filename", [](const CodeObject& c) { return Str(c.filename); });
    field("co_firstlineno", [](const CodeObject& c) { return Int(c.firstlineno); });
    field("co_flags", [](const CodeObject& c) { return Int(c.flags); });
    field("co_argcount", [](const CodeObject& c) { return Int(c.argcount); });
    field("co_posonlyargcount", [](const CodeObject& c) { return Int(c.posonlyargcount); });
    field("co_kwonlyargcount", [](const CodeObject& c) { return Int(c.kwonlyargcount); });
    field("co_nlocals", [](const CodeObject& c) { return Int(static_cast<std::int64_t>(c.varnames.size())); });
    field("co_varnames", [](const CodeObject& c) { return str_tuple(c.varnames); });
    field("co_cellvars", [](const CodeObject& c) { return str_tuple(c.cellvars); });
    field("co_freevars", [](const CodeObject& c) { return str_tuple(c.freevars); });
    add_method(type, "__repr__", +[](CallArgs& a) {
      const auto& c = static_cast<const CodeObject&>(*a.args.at(0));
      return Str("<code object " + c.name + " at " + address_text(&c) + ", file \"" + c.filename + "\", line " +
                 std::to_string(c.firstlineno) + ">");
    });
    return type;
  }();
  return t;
}

Ref function_attribute(FunctionObject* f, const std::string& name) {
  if (name.size() < 7 || name[0] != '_' || name[1] != '_') return nullptr;
  if (name == "__name__") return Str(f->name);
  if (name == "__qualname__") return Str(f->qualname);
  if (name == "__doc__") {
    if (Ref v = assigned_member(f, true)) return v;
    // A docstring is a string literal as the body's first statement.
    if (f->body && !f->body->empty()) {
      const ast::Stmt& first = *f->body->front();
      if (first.kind == ast::StmtKind::Expr && first.value->kind == ast::ExprKind::Constant &&
          first.value->constant == ast::ConstantKind::Str)
        return Str(first.value->id);
    }
    return None();
  }
  if (name == "__module__") {
    if (Ref v = assigned_member(f, false)) return v;
    Object* m = module_name(f);
    return m ? m->self() : None();
  }
  if (name == "__get__") {
    // func_descr_get through wrap_descr_get: bound to an instance; None for the instance gives
    // the function itself.
    Ref self = f->self();
    return NativeFunction("__get__", [self](CallArgs& a) -> Ref {
      if (a.args.empty() || a.args.size() > 2)
        raise_type_error("expected 1 or 2 arguments, got " + std::to_string(a.args.size()));
      if (is_none(a.args[0].get())) {
        if (a.args.size() < 2 || is_none(a.args[1].get())) raise_type_error("__get__(None, None) is invalid");
        return self;
      }
      return make_object<BoundMethodObject>(T().method, a.args[0], self);
    });
  }
  if (name == "__call__") {
    // The slot wrapper of tp_call: f.__call__(*args, **kwargs) is f(*args, **kwargs).
    Ref self = f->self();
    return NativeFunction("__call__", [self](CallArgs& a) -> Ref { return call(self, a); });
  }
  if (name == "__defaults__") return defaults_tuple(f);
  if (name == "__kwdefaults__") return kwdefaults_dict(f);
  if (name == "__code__") {
    load_function_body(*f);
    // One code object per def, as CPython's functions made by one def share theirs.
    if (!f->code->code_object) f->code->code_object = make_code(f);
    return f->code->code_object;
  }
  if (name == "__globals__") return f->globals ? namespace_dict(f->globals.get()) : Ref(Dict());
  if (name == "__builtins__") return namespace_dict(Interpreter::current().builtins().get());
  if (name == "__annotations__") {
    // Made (empty) on first read when the def had none, and kept.
    if (!f->annotations) f->annotations = Dict();
    return f->annotations;
  }
  if (name == "__closure__") return f->cells.empty() ? None() : Tuple(f->cells);
  if (name == "__type_params__") {
    auto& table = type_params_table();
    auto it = table.find(f);
    if (it != table.end() && !it->second.function.expired()) return it->second.tuple;
    return Tuple();
  }
  return nullptr;
}

bool set_function_attribute(FunctionObject* f, const std::string& name, const Ref& value) {
  if (name.size() < 7 || name[0] != '_' || name[1] != '_') return false;
  if (name == "__name__" || name == "__qualname__") {
    if (!isinstance(value.get(), T().str)) raise_type_error(name + " must be set to a string object");
    (name == "__name__" ? f->name : f->qualname) = as_str(value.get());
    return true;
  }
  if (name == "__doc__" || name == "__module__") {
    auto& table = members_table();
    if (table.size() >= 1024) std::erase_if(table, [](const auto& e) { return e.second.function.expired(); });
    MemberEntry& entry = table[f];
    if (entry.function.expired()) entry = MemberEntry{f->weak_from_this(), nullptr, nullptr};
    (name == "__doc__" ? entry.doc : entry.module) = value;
    return true;
  }
  if (name == "__defaults__") {
    // The values go to the last positional parameters, as the call binds them.
    if (!is_none(value.get()) && !isinstance(value.get(), T().tuple))
      raise_type_error("__defaults__ must be set to a tuple object");
    std::vector<Ref> values = is_none(value.get()) ? std::vector<Ref>{} : static_cast<TupleObject*>(value.get())->items;
    std::vector<Param*> positional;
    for (Param& p : f->params)
      if (p.kind == ParamKind::PositionalOnly || p.kind == ParamKind::PositionalOrKeyword) positional.push_back(&p);
    if (values.size() > positional.size())
      raise(E().NotImplementedError, "tfplay cannot give a function more defaults than positional parameters");
    std::size_t first = positional.size() - values.size();
    for (std::size_t i = 0; i < positional.size(); ++i)
      positional[i]->default_value = i >= first ? values[i - first] : nullptr;
    // Reading it back gives the tuple assigned.
    if (!values.empty()) defaults_table()[f] = DefaultsEntry{f->weak_from_this(), value};
    return true;
  }
  if (name == "__kwdefaults__") {
    if (!is_none(value.get()) && !isinstance(value.get(), T().dict))
      raise_type_error("__kwdefaults__ must be set to a dict object");
    for (Param& p : f->params)
      if (p.kind == ParamKind::KeywordOnly)
        p.default_value = is_none(value.get()) ? nullptr : static_cast<DictObject*>(value.get())->get(Str(p.name));
    return true;
  }
  if (name == "__annotations__") {
    if (!is_none(value.get()) && !isinstance(value.get(), T().dict))
      raise_type_error("__annotations__ must be set to a dict object");
    f->annotations = is_none(value.get()) ? nullptr : value;
    return true;
  }
  if (name == "__type_params__") {
    if (!isinstance(value.get(), T().tuple)) raise_type_error("__type_params__ must be set to a tuple");
    auto& table = type_params_table();
    for (auto it = table.begin(); it != table.end();) it = it->second.function.expired() ? table.erase(it) : std::next(it);
    if (static_cast<TupleObject*>(value.get())->items.empty()) table.erase(f);
    else table[f] = DefaultsEntry{f->weak_from_this(), value};
    return true;
  }
  if (name == "__code__" || name == "__globals__" || name == "__closure__" || name == "__builtins__") {
    if (name == "__code__") raise(E().NotImplementedError, "tfplay cannot replace a function's __code__");
    raise(E().AttributeError, "readonly attribute");
  }
  return false;
}

Ref function_from(FunctionObject* source, const std::shared_ptr<Scope>& globals, const Ref& defaults,
                  const Ref& closure) {
  load_function_body(*source);
  // CPython's func_new checks, in its order and words.
  if (!is_none(defaults.get()) && !isinstance(defaults.get(), T().tuple))
    raise_type_error("arg 4 (defaults) must be None or tuple");
  const std::size_t nfree = source->code->freevars.size();
  if (!isinstance(closure.get(), T().tuple)) {
    if (nfree && is_none(closure.get())) raise_type_error("arg 5 (closure) must be tuple");
    if (!is_none(closure.get())) raise_type_error("arg 5 (closure) must be None or tuple");
  }
  const std::vector<Ref> cells =
      is_none(closure.get()) ? std::vector<Ref>{} : static_cast<TupleObject*>(closure.get())->items;
  const std::string code_name(source->code_name());
  if (cells.size() != nfree)
    raise_value_error(code_name + " requires closure of length " + std::to_string(nfree) + ", not " +
                      std::to_string(cells.size()));
  for (const Ref& c : cells)
    if (c->cls != cell_type()) raise_type_error("arg 5 (closure) expected cell, found " + type_name(c.get()));
  auto fn = make_object<FunctionObject>(T().function);
  fn->name = code_name;
  if (!source->code->code_object) source->code->code_object = make_code(source);
  fn->qualname = static_cast<CodeObject&>(*source->code->code_object).qualname;
  fn->params = source->params;
  fn->body = source->body;
  fn->lambda_body = source->lambda_body;
  fn->def = source->def;
  fn->line = source->line;
  fn->is_generator = source->is_generator;
  fn->code = source->code;
  fn->locals_prefix = source->locals_prefix;
  fn->positional_only_call = source->positional_only_call;
  fn->varargs_call = source->varargs_call;
  fn->closure = source->closure;
  fn->cells = cells;
  fn->globals = globals;
  fn->owner_class = source->owner_class;
  // The new function has the defaults given and no keyword-only defaults, as CPython's.
  for (Param& p : fn->params) p.default_value = nullptr;
  set_function_attribute(fn.get(), "__defaults__", defaults);
  return fn;
}

}  // namespace tfplay::py
