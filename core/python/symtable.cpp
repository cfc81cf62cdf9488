// Which names a code block binds (CPython's symtable pass, reduced to what the evaluator needs):
// a name assigned anywhere in a function body is local to the whole body unless declared
// global/nonlocal, which is what makes UnboundLocalError and closures behave as in Python.
#include "core/python/symtable.h"

#include <algorithm>

namespace tfplay::py {

namespace {

// Records a binding in first-seen order (the order of the slots: CPython's co_varnames).
// (Not named `bind`: for a temporary std::string argument, argument-dependent lookup would
// prefer std::bind and silently build a discarded bind expression.)
void bind_local(CodeInfo& info, const std::string& name) {
  if (info.locals.insert(name).second) info.slot_names.push_back(name);
}

void collect_target(const ast::Expr* e, CodeInfo& info);

void collect_expr(const ast::Expr* e, CodeInfo& info) {
  if (!e) return;
  switch (e->kind) {
    case ast::ExprKind::NamedExpr:
      collect_target(e->left.get(), info);
      collect_expr(e->right.get(), info);
      return;
    case ast::ExprKind::Lambda:
      return;  // its own scope
    case ast::ExprKind::ListComp:
    case ast::ExprKind::SetComp:
    case ast::ExprKind::DictComp:
    case ast::ExprKind::GeneratorExp:
      // Only := inside a comprehension binds in the enclosing function (PEP 572).
      collect_expr(e->left.get(), info);
      collect_expr(e->right.get(), info);
      for (const auto& g : e->generators) {
        collect_expr(g.iter.get(), info);
        for (const auto& cond : g.ifs) collect_expr(cond.get(), info);
      }
      return;
    default:
      break;
  }
  collect_expr(e->left.get(), info);
  collect_expr(e->right.get(), info);
  collect_expr(e->third.get(), info);
  for (const auto& x : e->elts) collect_expr(x.get(), info);
  for (const auto& x : e->keys) collect_expr(x.get(), info);
  for (const auto& k : e->keywords) collect_expr(k.value.get(), info);
}

void collect_target(const ast::Expr* e, CodeInfo& info) {
  if (!e) return;
  switch (e->kind) {
    case ast::ExprKind::Name:
      bind_local(info, e->id);
      return;
    case ast::ExprKind::Tuple:
    case ast::ExprKind::List:
      for (const auto& x : e->elts) collect_target(x.get(), info);
      return;
    case ast::ExprKind::Starred:
      collect_target(e->left.get(), info);
      return;
    default:
      collect_expr(e, info);  // attribute/subscript targets bind nothing but may contain :=
      return;
  }
}

void collect_block(const ast::StmtList& body, CodeInfo& info);

void collect_pattern(const ast::Pattern& p, CodeInfo& info) {
  collect_expr(p.value.get(), info);
  for (const auto& k : p.keys) collect_expr(k.get(), info);
  if (p.pattern) collect_pattern(*p.pattern, info);
  for (const auto& x : p.patterns) collect_pattern(*x, info);
  for (const auto& x : p.kwd_patterns) collect_pattern(*x, info);
  if (!p.name.empty()) bind_local(info, p.name);
}

void collect_stmt(const ast::Stmt* s, CodeInfo& info) {
  using K = ast::StmtKind;
  switch (s->kind) {
    case K::Assign:
      for (const auto& t : s->targets) collect_target(t.get(), info);
      collect_expr(s->value.get(), info);
      break;
    case K::AugAssign:
    case K::AnnAssign:
      // symtable_visit_stmt: `x: int` binds x, `(x): int` only with a value (`simple`).
      if (s->kind == K::AugAssign || s->value || s->simple) collect_target(s->target.get(), info);
      collect_expr(s->value.get(), info);
      break;
    case K::Delete:
      for (const auto& t : s->targets) collect_target(t.get(), info);
      break;
    case K::For:
      collect_target(s->target.get(), info);
      collect_expr(s->iter.get(), info);
      break;
    case K::FunctionDef:
    case K::ClassDef:
      bind_local(info, s->name);
      for (const auto& d : s->decorator_list) collect_expr(d.get(), info);
      return;  // the body is its own scope
    case K::Import:
    case K::ImportFrom:
      for (const auto& a : s->names) {
        if (a.name == "*") continue;
        std::string name = !a.asname.empty() ? a.asname
                           : s->kind == K::Import ? a.name.substr(0, a.name.find('.'))
                                                  : a.name;
        bind_local(info, name);
        info.imported.insert(std::move(name));
      }
      break;
    case K::Global:
      for (const auto& n : s->identifiers) info.globals.insert(n);
      break;
    case K::Nonlocal:
      for (const auto& n : s->identifiers) info.nonlocals.insert(n);
      break;
    case K::With:
      for (const auto& item : s->items) {
        collect_expr(item.context_expr.get(), info);
        collect_target(item.optional_vars.get(), info);
      }
      break;
    case K::Try:
      for (const auto& h : s->handlers) {
        if (!h.name.empty()) bind_local(info, h.name);
        collect_block(h.body, info);
      }
      break;
    case K::Match:
      // Capture patterns bind local names, in the order CPython's symtable visits them.
      collect_expr(s->value.get(), info);
      for (const auto& c : s->cases) {
        collect_pattern(*c.pattern, info);
        collect_expr(c.guard.get(), info);
        collect_block(c.body, info);
      }
      break;
    default:
      collect_expr(s->value.get(), info);
      collect_expr(s->test.get(), info);
      break;
  }
  collect_block(s->body, info);
  collect_block(s->orelse, info);
  collect_block(s->finalbody, info);
}

void collect_block(const ast::StmtList& body, CodeInfo& info) {
  for (const auto& s : body) collect_stmt(s.get(), info);
}

// Whether code nests a block of its own (def, lambda, class, comprehension, generator
// expression) anywhere: such a block can keep the enclosing scope alive (closures, class
// bodies and comprehensions chain to it). Every field that holds code is visited.
bool nests_scope(const ast::Expr* e);
bool nests_scope(const ast::StmtList& body);

bool nests_scope(const ast::ExprList& list) {
  for (const auto& x : list)
    if (nests_scope(x.get())) return true;
  return false;
}

bool nests_scope(const ast::Expr* e) {
  if (!e) return false;
  using K = ast::ExprKind;
  switch (e->kind) {
    case K::Lambda:
    case K::ListComp:
    case K::SetComp:
    case K::DictComp:
    case K::GeneratorExp:
      return true;
    case K::Name:
      // locals()/vars() dicts stay tied to the call's scope (CPython's frame f_locals), so a
      // function that may call them keeps a scope of its own rather than a pooled one.
      return e->id == "locals" || e->id == "vars";
    default:
      break;
  }
  if (nests_scope(e->left.get()) || nests_scope(e->right.get()) || nests_scope(e->third.get()) ||
      nests_scope(e->elts) || nests_scope(e->keys))
    return true;
  for (const auto& k : e->keywords)
    if (nests_scope(k.value.get())) return true;
  for (const auto& g : e->generators)
    if (nests_scope(g.target.get()) || nests_scope(g.iter.get()) || nests_scope(g.ifs)) return true;
  return false;
}

bool nests_scope(const ast::StmtList& body) {
  for (const auto& p : body) {
    const ast::Stmt& s = *p;
    if (s.kind == ast::StmtKind::FunctionDef || s.kind == ast::StmtKind::ClassDef) return true;
    for (const ast::Expr* e : {s.value.get(), s.target.get(), s.test.get(), s.iter.get(), s.annotation.get(),
                               s.returns.get(), s.exc.get(), s.cause.get(), s.msg.get()})
      if (nests_scope(e)) return true;
    if (nests_scope(s.targets) || nests_scope(s.bases) || nests_scope(s.decorator_list)) return true;
    for (const auto& k : s.keywords)
      if (nests_scope(k.value.get())) return true;
    for (const auto& item : s.items)
      if (nests_scope(item.context_expr.get()) || nests_scope(item.optional_vars.get())) return true;
    for (const auto& h : s.handlers)
      if (nests_scope(h.type.get()) || nests_scope(h.body)) return true;
    if (nests_scope(s.body) || nests_scope(s.orelse) || nests_scope(s.finalbody)) return true;
  }
  return false;
}

// Drops names declared global/nonlocal; with `slots`, numbers the remaining locals, the
// parameters `params` first, else leaves the block dict-based (classes, modules).
void finish(CodeInfo& info, bool slots, const std::vector<std::string>& params = {}) {
  for (const auto& n : info.globals) info.locals.erase(n);
  for (const auto& n : info.nonlocals) info.locals.erase(n);
  std::vector<std::string> order = params;
  if (slots)
    for (const auto& n : info.slot_names)
      if (info.locals.count(n) && std::find(params.begin(), params.end(), n) == params.end()) order.push_back(n);
  info.slot_names = std::move(order);
  info.slot_index.clear();
  for (std::size_t i = 0; i < info.slot_names.size(); ++i)
    info.slot_index.emplace(info.slot_names[i], static_cast<std::uint32_t>(i));
  info.is_cell.assign(info.slot_names.size(), false);
  info.cell_slots.clear();
  info.freevars.clear();
  info.free_begin = static_cast<std::uint32_t>(info.slot_names.size());
}

// Makes the local `name` of `info` a cell variable (a nested function uses it).
void make_cell(CodeInfo& info, const std::string& name) {
  auto it = info.slot_index.find(name);
  if (it == info.slot_index.end() || info.is_cell[it->second]) return;
  info.is_cell[it->second] = true;
  info.cell_slots.push_back(it->second);
}

// Adds `name` to the free variables of `info` (a slot after its locals, holding the cell).
void add_free(CodeInfo& info, const std::string& name) {
  if (info.slot_index.count(name)) return;
  auto slot = static_cast<std::uint32_t>(info.slot_names.size());
  info.freevars.push_back(name);
  info.slot_names.push_back(name);
  info.slot_index.emplace(name, slot);
  info.is_cell.push_back(true);
}

// Marks every Name of one code block with how the evaluator finds it (NameAccess) and gives
// each nested def, lambda, comprehension and class its CodeInfo. Two passes over the module,
// as CPython's symtable runs before its compiler: the first finds the free variables of every
// function-like block and makes the locals they refer to cells; the second, with every
// block's slots known, picks each Name's access.
class Resolver {
 public:
  void module(const ast::Module& m) {
    m.code = analyze_block(m.body);
    for (bool collect : {true, false}) {
      collecting_ = collect;
      cur_ = {m.code.get(), Kind::Module};
      block(m.body);
    }
  }

  /// The body of a def no function encloses, as module() would have resolved it.
  void function_body(const ast::Stmt& def) {
    def.code = analyze_function(*def.args, &def.body, nullptr);
    for (bool collect : {true, false}) {
      collecting_ = collect;
      cur_ = {def.code.get(), Kind::Function};
      block(def.body);
    }
  }

 private:
  enum class Kind { Module, Class, Function };
  struct Block {
    CodeInfo* info;
    Kind kind;
  };

  // The enclosing function-like block (an index into enclosing_) whose local `id` a Name of
  // the current block refers to, or -1 when the name is global there (or bound nowhere).
  int owner_of(const std::string& id) const {
    for (std::size_t k = enclosing_.size(); k-- > 0;) {
      const CodeInfo* outer = enclosing_[k];
      if (outer->locals.count(id)) return static_cast<int>(k);
      if (outer->nonlocals.count(id)) continue;  // a free variable there too: look further out
      if (outer->globals.count(id)) return -1;
    }
    return -1;
  }

  void name(const ast::Expr& e) {
    const std::string& id = e.id;
    if (cur_.kind == Kind::Module) {
      e.access = ast::NameAccess::Global;
      return;
    }
    e.access = ast::NameAccess::Dynamic;
    if (cur_.kind == Kind::Class) return;  // the class dict, then as in the enclosing scopes
    CodeInfo& c = *cur_.info;
    if (c.globals.count(id)) {
      e.access = ast::NameAccess::Global;
      return;
    }
    bool local = c.locals.count(id) > 0;
    if (collecting_) {
      if (local) return;
      // A free variable: the enclosing block binding it makes it a cell, and every block in
      // between passes the cell on (CPython's symtable makes it free there too).
      int owner = owner_of(id);
      if (owner < 0) return;
      make_cell(*enclosing_[static_cast<std::size_t>(owner)], id);
      for (std::size_t k = static_cast<std::size_t>(owner) + 1; k < enclosing_.size(); ++k) add_free(*enclosing_[k], id);
      add_free(c, id);
      return;
    }
    if (int slot = c.slot_of(id); slot >= 0) {
      e.access = c.is_cell[static_cast<std::size_t>(slot)] ? ast::NameAccess::Deref : ast::NameAccess::Fast;
      e.slot = static_cast<std::uint32_t>(slot);
      e.slot_owner = &c;
      return;
    }
    if (c.nonlocals.count(id)) return;  // no enclosing binding (a SyntaxError the parser reports)
    e.access = ast::NameAccess::Global;
  }

  template <class Body>
  void nested(CodeInfo* info, Kind kind, Body&& body) {
    Block saved = cur_;
    bool pushed = cur_.kind == Kind::Function;  // class bodies and the module are not enclosing scopes
    if (pushed) enclosing_.push_back(cur_.info);
    cur_ = {info, kind};
    body();
    if (pushed) enclosing_.pop_back();
    cur_ = saved;
  }

  void exprs(const ast::ExprList& list) {
    for (const auto& x : list) expr(x.get());
  }

  // Defaults and annotations are evaluated in the scope that runs the def or lambda.
  void arguments(const ast::Arguments& a) {
    exprs(a.defaults);
    exprs(a.kw_defaults);
    for (const auto* group : {&a.posonlyargs, &a.args, &a.kwonlyargs})
      for (const auto& arg : *group) expr(arg.annotation.get());
    if (a.vararg) expr(a.vararg->annotation.get());
    if (a.kwarg) expr(a.kwarg->annotation.get());
  }

  void expr(const ast::Expr* e) {
    if (!e) return;
    using K = ast::ExprKind;
    switch (e->kind) {
      case K::Name:
        name(*e);
        return;
      case K::Lambda:
        arguments(*e->args);
        if (!e->code) e->code = analyze_function(*e->args, nullptr, e->left.get());
        nested(e->code.get(), Kind::Function, [&] { expr(e->left.get()); });
        return;
      case K::ListComp:
      case K::SetComp:
      case K::DictComp:
      case K::GeneratorExp:
        // The first iterable runs in the enclosing scope, the rest in the comprehension's.
        expr(e->generators[0].iter.get());
        if (!e->code) e->code = analyze_comprehension(*e);
        nested(e->code.get(), Kind::Function, [&] {
          for (std::size_t i = 0; i < e->generators.size(); ++i) {
            const ast::Comprehension& g = e->generators[i];
            expr(g.target.get());
            if (i) expr(g.iter.get());
            exprs(g.ifs);
          }
          expr(e->left.get());
          expr(e->right.get());
        });
        return;
      default:
        break;
    }
    expr(e->left.get());
    expr(e->right.get());
    expr(e->third.get());
    exprs(e->elts);
    exprs(e->keys);
    for (const auto& k : e->keywords) expr(k.value.get());
  }

  void block(const ast::StmtList& body) {
    for (const auto& s : body) stmt(*s);
  }

  void stmt(const ast::Stmt& s) {
    using K = ast::StmtKind;
    exprs(s.decorator_list);
    switch (s.kind) {
      case K::FunctionDef:
        arguments(*s.args);
        expr(s.returns.get());
        if (s.lazy) return;  // its body is resolved once parsed (resolve_function_body)
        if (!s.code) s.code = analyze_function(*s.args, &s.body, nullptr);
        nested(s.code.get(), Kind::Function, [&] { block(s.body); });
        return;
      case K::ClassDef:
        exprs(s.bases);
        for (const auto& k : s.keywords) expr(k.value.get());
        if (!s.code) s.code = analyze_block(s.body);
        nested(s.code.get(), Kind::Class, [&] { block(s.body); });
        return;
      default:
        break;
    }
    for (const ast::Expr* e : {s.value.get(), s.target.get(), s.test.get(), s.iter.get(), s.annotation.get(),
                               s.exc.get(), s.cause.get(), s.msg.get()})
      expr(e);
    exprs(s.targets);
    for (const auto& item : s.items) {
      expr(item.context_expr.get());
      expr(item.optional_vars.get());
    }
    block(s.body);
    for (const auto& h : s.handlers) {
      expr(h.type.get());
      block(h.body);
    }
    block(s.orelse);
    block(s.finalbody);
    for (const auto& c : s.cases) {
      pattern(*c.pattern);
      expr(c.guard.get());
      block(c.body);
    }
  }

  void pattern(const ast::Pattern& p) {
    expr(p.value.get());
    exprs(p.keys);
    if (p.pattern) pattern(*p.pattern);
    for (const auto& x : p.patterns) pattern(*x);
    for (const auto& x : p.kwd_patterns) pattern(*x);
  }

  Block cur_{nullptr, Kind::Module};
  std::vector<CodeInfo*> enclosing_;  // the function-like blocks around cur_, innermost last
  bool collecting_ = false;
};

}  // namespace

std::shared_ptr<CodeInfo> analyze_function(const ast::Arguments& args, const ast::StmtList* body,
                                           const ast::Expr* lambda_body) {
  auto info = std::make_shared<CodeInfo>();
  // The parameters in FunctionObject::params order: their slots are the first ones.
  std::vector<std::string> params;
  for (const auto& a : args.posonlyargs) params.push_back(a.name);
  for (const auto& a : args.args) params.push_back(a.name);
  if (args.vararg) params.push_back(args.vararg->name);
  for (const auto& a : args.kwonlyargs) params.push_back(a.name);
  if (args.kwarg) params.push_back(args.kwarg->name);
  for (const auto& p : params) bind_local(*info, p);
  if (body) collect_block(*body, *info);
  if (lambda_body) collect_expr(lambda_body, *info);
  finish(*info, true, params);
  info->leaf = !(body && nests_scope(*body)) && !nests_scope(lambda_body);
  return info;
}

std::shared_ptr<CodeInfo> analyze_comprehension(const ast::Expr& comprehension) {
  auto info = std::make_shared<CodeInfo>();
  for (const auto& g : comprehension.generators) collect_target(g.target.get(), *info);
  finish(*info, true);
  return info;
}

std::shared_ptr<CodeInfo> analyze_block(const ast::StmtList& body) {
  auto info = std::make_shared<CodeInfo>();
  collect_block(body, *info);
  finish(*info, false);
  return info;
}

void resolve_module(const ast::Module& module) { Resolver().module(module); }

void resolve_function_body(const ast::Stmt& def) { Resolver().function_body(def); }

}  // namespace tfplay::py
