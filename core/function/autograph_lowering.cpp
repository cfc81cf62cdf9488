// AutoGraph's break, continue and return canonicalizations on a copy of a function body
// (tensorflow/python/autograph/converters/break_statements.py, continue_statements.py,
// return_statements.py), in the order api.py's transform_ast runs them.
#include "core/function/autograph_lowering.h"

#include "core/python/protocols.h"
#include "core/python/runtime.h"

namespace tfplay::function::autograph {

namespace ast = py::ast;
using ast::Expr;
using ast::ExprKind;
using ast::ExprPtr;
using ast::Stmt;
using ast::StmtKind;
using ast::StmtList;
using ast::StmtPtr;

std::string Namer::new_symbol(const std::string& root) {
  int& n = counts[root];
  std::string name = n == 0 ? root : root + "_" + std::to_string(n);
  ++n;
  while (globals.count(name)) name = root + "_" + std::to_string(n++);
  if (reserved.count(name))
    py::raise(py::E().NotImplementedError, "tfplay cannot show the code AutoGraph generates for a function using the name '" +
                                               name + "' (AutoGraph renames its own symbols then) yet");
  generated.insert(name);
  return name;
}

ExprPtr clone(const Expr& e) {
  auto c = std::make_unique<Expr>(e.kind, e.pos);
  c->end = e.end;
  c->ctx = e.ctx;
  c->id = e.id;
  c->constant = e.constant;
  c->binop = e.binop;
  c->unaryop = e.unaryop;
  c->boolop = e.boolop;
  c->ops = e.ops;
  if (e.left) c->left = clone(*e.left);
  if (e.right) c->right = clone(*e.right);
  if (e.third) c->third = clone(*e.third);
  for (const auto& x : e.elts) c->elts.push_back(x ? clone(*x) : nullptr);
  for (const auto& x : e.keys) c->keys.push_back(x ? clone(*x) : nullptr);
  for (const auto& k : e.keywords) c->keywords.push_back({k.pos, k.arg, k.value ? clone(*k.value) : nullptr});
  for (const auto& g : e.generators) {
    ast::Comprehension cg{clone(*g.target), clone(*g.iter), {}};
    for (const auto& i : g.ifs) cg.ifs.push_back(clone(*i));
    c->generators.push_back(std::move(cg));
  }
  c->args = e.args;
  c->conversion = e.conversion;
  return c;
}

namespace {

ExprPtr opt(const ExprPtr& e) { return e ? clone(*e) : nullptr; }

StmtList clone_list(const StmtList& l) {
  StmtList out;
  for (const auto& s : l) out.push_back(clone(*s));
  return out;
}

}  // namespace

StmtPtr clone(const Stmt& s) {
  auto c = std::make_unique<Stmt>(s.kind, s.pos);
  c->end = s.end;
  c->value = opt(s.value);
  c->target = opt(s.target);
  c->test = opt(s.test);
  c->iter = opt(s.iter);
  c->annotation = opt(s.annotation);
  c->returns = opt(s.returns);
  c->exc = opt(s.exc);
  c->cause = opt(s.cause);
  c->msg = opt(s.msg);
  for (const auto& t : s.targets) c->targets.push_back(clone(*t));
  for (const auto& t : s.bases) c->bases.push_back(clone(*t));
  for (const auto& k : s.keywords) c->keywords.push_back({k.pos, k.arg, k.value ? clone(*k.value) : nullptr});
  for (const auto& d : s.decorator_list) c->decorator_list.push_back(clone(*d));
  c->binop = s.binop;
  c->body = clone_list(s.body);
  c->orelse = clone_list(s.orelse);
  c->finalbody = clone_list(s.finalbody);
  for (const auto& h : s.handlers) c->handlers.push_back({h.pos, opt(h.type), h.name, clone_list(h.body)});
  for (const auto& i : s.items) c->items.push_back({clone(*i.context_expr), opt(i.optional_vars)});
  c->names = s.names;
  c->identifiers = s.identifiers;
  c->name = s.name;
  c->module = s.module;
  c->level = s.level;
  c->args = s.args;
  c->is_generator = s.is_generator;
  return c;
}

namespace {

// ---- node builders (templates.replace) ------------------------------------------------------

ExprPtr name(const std::string& id, ast::Ctx ctx = ast::Ctx::Load) {
  auto e = std::make_unique<Expr>(ExprKind::Name, ast::Pos{});
  e->id = id;
  e->ctx = ctx;
  return e;
}

ExprPtr boolean(bool v) {
  auto e = std::make_unique<Expr>(ExprKind::Constant, ast::Pos{});
  e->constant = v ? ast::ConstantKind::True : ast::ConstantKind::False;
  return e;
}

ExprPtr not_(ExprPtr operand) {
  auto e = std::make_unique<Expr>(ExprKind::UnaryOp, ast::Pos{});
  e->unaryop = ast::UnaryOpKind::Not;
  e->left = std::move(operand);
  return e;
}

ExprPtr and_(ExprPtr a, ExprPtr b) {
  auto e = std::make_unique<Expr>(ExprKind::BoolOp, ast::Pos{});
  e->boolop = ast::BoolOpKind::And;
  e->elts.push_back(std::move(a));
  e->elts.push_back(std::move(b));
  return e;
}

StmtPtr assign(const std::string& target, ExprPtr value, ast::Pos pos = {}) {
  auto s = std::make_unique<Stmt>(StmtKind::Assign, pos);
  s->targets.push_back(name(target, ast::Ctx::Store));
  s->value = std::move(value);
  return s;
}

StmtPtr guard(const std::string& var, StmtList body) {
  auto s = std::make_unique<Stmt>(StmtKind::If, body.empty() ? ast::Pos{} : body.front()->pos);
  s->test = not_(name(var));
  s->body = std::move(body);
  return s;
}

StmtList one(StmtPtr s) {
  StmtList l;
  l.push_back(std::move(s));
  return l;
}

void append(StmtList& to, StmtList from) {
  for (auto& s : from) to.push_back(std::move(s));
}

bool is_loop(const Stmt& s) { return s.kind == StmtKind::While || s.kind == StmtKind::For; }

// ---- functions.py: the FunctionScope name of every def, outer first ---------------------------

/// functions.py: a leading string constant is the docstring; it stays out of the scope.
std::optional<std::string> take_docstring(StmtList& body) {
  if (body.empty() || body.front()->kind != StmtKind::Expr || body.front()->value->kind != ExprKind::Constant ||
      body.front()->value->constant != ast::ConstantKind::Str)
    return std::nullopt;
  std::string doc = body.front()->value->id;
  body.erase(body.begin());
  return doc;
}

void name_scopes(StmtList& body, Namer& namer, Lowered& out) {
  for (auto& s : body) {
    if (s->kind == StmtKind::FunctionDef) {
      out.nested[s.get()].fscope = namer.new_symbol("fscope");
      out.nested[s.get()].docstring = take_docstring(s->body);
      name_scopes(s->body, namer, out);
      continue;
    }
    if (s->kind == StmtKind::ClassDef) continue;
    name_scopes(s->body, namer, out);
    name_scopes(s->orelse, namer, out);
    name_scopes(s->finalbody, namer, out);
    for (auto& h : s->handlers) name_scopes(h.body, namer, out);
  }
}

// ---- directives.py: set_loop_options ---------------------------------------------------------

bool is_loop_options_call(const Stmt& s) {
  if (s.kind != StmtKind::Expr || s.value->kind != ExprKind::Call) return false;
  const Expr& f = *s.value->left;
  return (f.kind == ExprKind::Name || f.kind == ExprKind::Attribute) && f.id == "set_loop_options";
}

void take_directives(StmtList& body, Lowered& out) {
  static const char* const params[] = {"parallel_iterations", "swap_memory", "maximum_iterations", "shape_invariants"};
  for (auto& s : body) {
    if (s->kind == StmtKind::ClassDef) continue;
    if (is_loop(*s)) {
      for (std::size_t i = 1; i < s->body.size(); ++i)
        if (is_loop_options_call(*s->body[i]))
          py::raise(py::E().NotImplementedError, "tfplay cannot show the code AutoGraph generates for a loop whose "
                                                 "set_loop_options call is not its first statement yet");
      if (!s->body.empty() && is_loop_options_call(*s->body.front())) {
        Expr& call = *s->body.front()->value;
        std::map<std::string, ExprPtr> args;
        for (std::size_t k = 0; k < call.elts.size() && k < 4; ++k) args[params[k]] = std::move(call.elts[k]);
        for (auto& kw : call.keywords)
          if (!kw.arg.empty()) args[kw.arg] = std::move(kw.value);
        auto& opts = out.loop_options[s.get()];
        for (const char* p : params)
          if (args.count(p)) opts.push_back({p, std::move(args[p])});
        s->body.erase(s->body.begin());
      }
    }
    take_directives(s->body, out);
    take_directives(s->orelse, out);
    take_directives(s->finalbody, out);
    for (auto& h : s->handlers) take_directives(h.body, out);
  }
}

// ---- break_statements.py ------------------------------------------------------------------

struct BreakPass {
  BreakPass(Namer& n, Lowered& o) : namer(n), out(o) {}
  Namer& namer;
  Lowered& out;
  struct Loop {
    std::string var;
    bool used = false;
  };
  Loop* loop = nullptr;

  StmtList block(StmtList in) {
    StmtList result;
    for (auto& s : in) append(result, visit(std::move(s)));
    return result;
  }

  StmtList visit(StmtPtr s) {
    switch (s->kind) {
      case StmtKind::Break: {
        if (!loop) return one(std::move(s));
        loop->used = true;
        StmtList r = one(assign(loop->var, boolean(true), s->pos));
        r.push_back(std::make_unique<Stmt>(StmtKind::Continue, s->pos));
        return r;
      }
      case StmtKind::While:
      case StmtKind::For: {
        Loop l{namer.new_symbol("break_")};
        Loop* saved = loop;
        loop = &l;
        s->body = block(std::move(s->body));
        loop = saved;
        // A break in the else clause applies to the containing loop.
        StmtList orelse = block(std::move(s->orelse));
        s->orelse.clear();
        StmtList r;
        if (!l.used) {
          r.push_back(std::move(s));
          append(r, std::move(orelse));
          return r;
        }
        r.push_back(assign(l.var, boolean(false), s->pos));
        if (s->kind == StmtKind::While) {
          s->test = and_(not_(name(l.var)), std::move(s->test));
        } else {
          // `(break_,)`: keeps the flag visibly used by the body for the static analysis.
          auto marker = std::make_unique<Stmt>(StmtKind::Expr, s->pos);
          auto tuple = std::make_unique<Expr>(ExprKind::Tuple, ast::Pos{});
          tuple->elts.push_back(name(l.var));
          marker->value = std::move(tuple);
          s->body.insert(s->body.begin(), std::move(marker));
          out.extra_tests[s.get()] = not_(name(l.var));
        }
        r.push_back(std::move(s));
        if (!orelse.empty()) r.push_back(guard(l.var, std::move(orelse)));
        return r;
      }
      case StmtKind::FunctionDef: {
        Loop* saved = loop;
        loop = nullptr;
        s->body = block(std::move(s->body));
        loop = saved;
        return one(std::move(s));
      }
      case StmtKind::ClassDef: return one(std::move(s));
      default:
        s->body = block(std::move(s->body));
        s->orelse = block(std::move(s->orelse));
        s->finalbody = block(std::move(s->finalbody));
        for (auto& h : s->handlers) h.body = block(std::move(h.body));
        return one(std::move(s));
    }
  }
};

// ---- continue_statements.py ---------------------------------------------------------------

struct ContinuePass {
  explicit ContinuePass(Namer& n) : namer(n) {}
  Namer& namer;
  struct Loop {
    std::string var;
    bool used = false;
  };
  struct Block {
    bool is_loop = false;
    bool guard_current = false;
    bool guard_next = false;
  };
  Loop root;
  std::vector<Loop*> loops{&root};
  std::vector<Block*> blocks;

  StmtList block(StmtList in, bool loop_body) {
    Block b;
    b.is_loop = loop_body;
    blocks.push_back(&b);
    StmtList result;
    StmtList* dest = &result;
    for (auto& s : in) {
      StmtList r = visit(std::move(s));
      if (r.empty()) continue;
      bool wrap = false;
      if (loops.back()->used) {
        wrap = b.guard_current;
        b.guard_current = b.guard_next;
        b.guard_next = false;
      }
      if (wrap) {
        StmtPtr g = guard(loops.back()->var, std::move(r));
        StmtList* inner = &g->body;
        dest->push_back(std::move(g));
        dest = inner;  // the rest of the block goes under the guard
      } else {
        append(*dest, std::move(r));
      }
    }
    blocks.pop_back();
    return result;
  }

  StmtList visit(StmtPtr s) {
    switch (s->kind) {
      case StmtKind::Continue: {
        loops.back()->used = true;
        for (auto it = blocks.rbegin(); it != blocks.rend(); ++it) {
          (*it)->guard_next = true;
          if ((*it)->is_loop) break;  // continue only affects the innermost loop
        }
        return one(assign(loops.back()->var, boolean(true), s->pos));
      }
      case StmtKind::While:
      case StmtKind::For: {
        Loop l{namer.new_symbol("continue_")};
        loops.push_back(&l);
        s->body = block(std::move(s->body), true);
        if (l.used) s->body.insert(s->body.begin(), assign(l.var, boolean(false), s->pos));
        loops.pop_back();
        s->orelse = block(std::move(s->orelse), false);
        return one(std::move(s));
      }
      case StmtKind::FunctionDef: {
        // generic_visit: the statements are visited, not post-processed.
        StmtList body;
        for (auto& x : s->body) append(body, visit(std::move(x)));
        s->body = std::move(body);
        return one(std::move(s));
      }
      case StmtKind::ClassDef: return one(std::move(s));
      default:
        s->body = block(std::move(s->body), false);
        s->orelse = block(std::move(s->orelse), false);
        s->finalbody = block(std::move(s->finalbody), false);
        for (auto& h : s->handlers) h.body = block(std::move(h.body), false);
        return one(std::move(s));
    }
  }
};

// ---- return_statements.py: ConditionalReturnRewriter ----------------------------------------

struct ConditionalReturnRewriter {
  std::vector<bool*> stack;  // definitely_returns of the enclosing blocks
  std::set<const Stmt*> body_returns, orelse_returns, stmt_returns;

  StmtList block(StmtList in, bool& definitely) {
    bool returns = false;
    stack.push_back(&returns);
    StmtList result;
    StmtList* dest = &result;
    for (auto& s : in) {
      visit(*s);
      Stmt* node = s.get();
      if (stmt_returns.count(node)) returns = true;
      StmtList* next = nullptr;
      if (node->kind == StmtKind::If && body_returns.count(node)) next = &node->orelse;
      else if (node->kind == StmtKind::If && orelse_returns.count(node)) next = &node->body;
      dest->push_back(std::move(s));
      if (next) dest = next;
    }
    stack.pop_back();
    definitely = returns;
    return result;
  }

  void visit(Stmt& s) {
    bool ignored = false;
    switch (s.kind) {
      case StmtKind::Return: *stack.back() = true; return;
      case StmtKind::If: {
        bool b = false, o = false;
        s.body = block(std::move(s.body), b);
        if (b) body_returns.insert(&s);
        s.orelse = block(std::move(s.orelse), o);
        if (o) orelse_returns.insert(&s);
        if (b && o) *stack.back() = true;
        return;
      }
      case StmtKind::With: {
        bool b = false;
        s.body = block(std::move(s.body), b);
        if (b) stmt_returns.insert(&s);
        return;
      }
      case StmtKind::ClassDef: return;
      default:
        s.body = block(std::move(s.body), ignored);
        s.orelse = block(std::move(s.orelse), ignored);
        s.finalbody = block(std::move(s.finalbody), ignored);
        for (auto& h : s.handlers) h.body = block(std::move(h.body), ignored);
        return;
    }
  }
};

// ---- return_statements.py: ReturnStatementsTransformer --------------------------------------

struct ReturnPass {
  ReturnPass(Namer& n, Lowered& o) : namer(n), out(o) {}
  Namer& namer;
  Lowered& out;
  struct Block {
    bool is_function = false;
    bool return_used = false;
    bool guard_next = false;
    bool guard_now = false;
  };
  Block root;
  std::vector<Block*> blocks{&root};
  std::vector<FunctionInfo*> fns;

  StmtList block(StmtList in) {
    Block b;
    blocks.push_back(&b);
    StmtList result;
    StmtList* dest = &result;
    for (auto& s : in) {
      StmtList r = visit(std::move(s));
      if (r.empty()) continue;
      if (!b.return_used) {
        append(*dest, std::move(r));
        continue;
      }
      const bool wrap = b.guard_now;
      b.guard_now = b.guard_next;
      b.guard_next = false;
      if (wrap) {
        StmtPtr g = guard(fns.back()->do_return, std::move(r));
        StmtList* inner = &g->body;
        dest->push_back(std::move(g));
        dest = inner;
      } else {
        append(*dest, std::move(r));
      }
    }
    blocks.pop_back();
    return result;
  }

  /// The body of a function (visit_FunctionDef): its own do_return/retval_ names.
  void function(StmtList& body, FunctionInfo& info) {
    info.do_return = namer.new_symbol("do_return");
    info.retval = namer.new_symbol("retval_");
    Block fn;
    fn.is_function = true;
    blocks.push_back(&fn);
    fns.push_back(&info);
    body = block(std::move(body));
    fns.pop_back();
    blocks.pop_back();
    info.return_used = fn.return_used;
    if (!info.return_used) return;
    // do_return = False; retval_ = ag__.UndefinedReturnValue(); body;
    // return fscope.ret(retval_, do_return)
    auto attr = [](const std::string& object, const std::string& attribute) {
      auto a = std::make_unique<Expr>(ExprKind::Attribute, ast::Pos{});
      a->left = name(object);
      a->id = attribute;
      return a;
    };
    auto undefined = std::make_unique<Expr>(ExprKind::Call, ast::Pos{});
    undefined->left = attr("ag__", "UndefinedReturnValue");
    body.insert(body.begin(), assign(info.retval, std::move(undefined)));
    body.insert(body.begin(), assign(info.do_return, boolean(false)));
    auto ret = std::make_unique<Expr>(ExprKind::Call, ast::Pos{});
    ret->left = attr(info.fscope, "ret");
    ret->elts.push_back(name(info.retval));
    ret->elts.push_back(name(info.do_return));
    auto r = std::make_unique<Stmt>(StmtKind::Return, ast::Pos{});
    r->value = std::move(ret);
    body.push_back(std::move(r));
  }

  StmtList visit(StmtPtr s) {
    switch (s->kind) {
      case StmtKind::Return: {
        for (auto it = blocks.rbegin(); it != blocks.rend(); ++it) {
          (*it)->return_used = true;
          (*it)->guard_next = true;
          if ((*it)->is_function) break;
        }
        const FunctionInfo& fn = *fns.back();
        // try: do_return = True; retval_ = value / except: do_return = False; raise
        auto t = std::make_unique<Stmt>(StmtKind::Try, s->pos);
        t->body.push_back(assign(fn.do_return, boolean(true), s->pos));
        ExprPtr value = s->value ? std::move(s->value) : [] {
          auto none = std::make_unique<Expr>(ExprKind::Constant, ast::Pos{});
          none->constant = ast::ConstantKind::None;
          return none;
        }();
        t->body.push_back(assign(fn.retval, std::move(value), s->pos));
        ast::ExceptHandler h{s->pos, nullptr, "", {}};
        h.body.push_back(assign(fn.do_return, boolean(false), s->pos));
        h.body.push_back(std::make_unique<Stmt>(StmtKind::Raise, s->pos));
        t->handlers.push_back(std::move(h));
        return one(std::move(t));
      }
      case StmtKind::While: {
        s->body = block(std::move(s->body));
        if (blocks.back()->return_used) s->test = and_(not_(name(fns.back()->do_return)), std::move(s->test));
        s->orelse = block(std::move(s->orelse));
        return one(std::move(s));
      }
      case StmtKind::For: {
        s->body = block(std::move(s->body));
        if (blocks.back()->return_used) {
          auto it = out.extra_tests.find(s.get());
          ExprPtr test = not_(name(fns.back()->do_return));
          if (it != out.extra_tests.end()) test = and_(std::move(test), std::move(it->second));
          out.extra_tests[s.get()] = std::move(test);
        }
        s->orelse = block(std::move(s->orelse));
        return one(std::move(s));
      }
      case StmtKind::FunctionDef: function(s->body, out.nested[s.get()]); return one(std::move(s));
      case StmtKind::ClassDef: return one(std::move(s));
      default:
        s->body = block(std::move(s->body));
        s->orelse = block(std::move(s->orelse));
        s->finalbody = block(std::move(s->finalbody));
        for (auto& h : s->handlers) h.body = block(std::move(h.body));
        return one(std::move(s));
    }
  }
};

}  // namespace

Lowered lower_function(const StmtList& body, Namer& namer) {
  Lowered out;
  namer.generated.insert("ag__");
  out.body = clone_list(body);
  out.top.fscope = namer.new_symbol("fscope");
  out.top.docstring = take_docstring(out.body);
  name_scopes(out.body, namer, out);
  take_directives(out.body, out);
  out.body = BreakPass(namer, out).block(std::move(out.body));
  out.body = ContinuePass(namer).block(std::move(out.body), false);
  bool ignored = false;
  out.body = ConditionalReturnRewriter().block(std::move(out.body), ignored);
  ReturnPass(namer, out).function(out.body, out.top);
  return out;
}

}  // namespace tfplay::function::autograph
