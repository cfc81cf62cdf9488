// AutoGraph's static analysis over tfplay's AST: bound names, liveness, definite returns.
#include "core/function/autograph_analysis.h"

#include <map>
#include <memory>

namespace tfplay::function::autograph {

using py::ast::Expr;
using py::ast::ExprKind;
using py::ast::Stmt;
using py::ast::StmtKind;
using py::ast::StmtList;

namespace {

void add_all(Names& to, const Names& from) { to.insert(from.begin(), from.end()); }

Names minus(Names a, const Names& b) {
  for (const auto& n : b) a.erase(n);
  return a;
}

// Names read by an expression. Names bound inside it (lambda parameters, comprehension
// targets) are not reads of the enclosing scope.
void expr_uses(const Expr* e, Names& out);

void target_parts(const Expr& t, Names& defs, Names& uses) {
  switch (t.kind) {
    case ExprKind::Name:
      defs.insert(t.id);
      return;
    case ExprKind::Tuple:
    case ExprKind::List:
      for (const auto& x : t.elts) target_parts(*x, defs, uses);
      return;
    case ExprKind::Starred:
      if (t.left) target_parts(*t.left, defs, uses);
      return;
    default:  // attribute / subscript targets read their object (and index)
      expr_uses(t.left.get(), uses);
      expr_uses(t.right.get(), uses);
      return;
  }
}

void expr_uses(const Expr* e, Names& out) {
  if (!e) return;
  switch (e->kind) {
    case ExprKind::Name:
      out.insert(e->id);
      return;
    case ExprKind::NamedExpr:
      expr_uses(e->right.get(), out);
      return;
    case ExprKind::Lambda: {
      Names inner, params;
      expr_uses(e->left.get(), inner);
      if (e->args) {
        for (const auto& d : e->args->defaults) expr_uses(d.get(), out);
        for (const auto& d : e->args->kw_defaults) expr_uses(d.get(), out);
        for (const auto& a : e->args->posonlyargs) params.insert(a.name);
        for (const auto& a : e->args->args) params.insert(a.name);
        for (const auto& a : e->args->kwonlyargs) params.insert(a.name);
        if (e->args->vararg) params.insert(e->args->vararg->name);
        if (e->args->kwarg) params.insert(e->args->kwarg->name);
      }
      add_all(out, minus(inner, params));
      return;
    }
    case ExprKind::ListComp:
    case ExprKind::SetComp:
    case ExprKind::DictComp:
    case ExprKind::GeneratorExp: {
      Names inner, targets;
      expr_uses(e->left.get(), inner);
      expr_uses(e->right.get(), inner);
      for (std::size_t i = 0; i < e->generators.size(); ++i) {
        const auto& g = e->generators[i];
        expr_uses(g.iter.get(), i == 0 ? out : inner);  // the first iterable is read outside
        for (const auto& c : g.ifs) expr_uses(c.get(), inner);
        if (g.target) target_parts(*g.target, targets, inner);
      }
      add_all(out, minus(inner, targets));
      return;
    }
    default:
      break;
  }
  expr_uses(e->left.get(), out);
  expr_uses(e->right.get(), out);
  expr_uses(e->third.get(), out);
  for (const auto& x : e->elts) expr_uses(x.get(), out);
  for (const auto& x : e->keys) expr_uses(x.get(), out);
  for (const auto& k : e->keywords) expr_uses(k.value.get(), out);
}

// := targets bind in the enclosing function, even inside comprehensions (not lambdas).
void walrus_targets(const Expr* e, Names& out) {
  if (!e || e->kind == ExprKind::Lambda) return;
  if (e->kind == ExprKind::NamedExpr && e->left) out.insert(e->left->id);
  walrus_targets(e->left.get(), out);
  walrus_targets(e->right.get(), out);
  walrus_targets(e->third.get(), out);
  for (const auto& x : e->elts) walrus_targets(x.get(), out);
  for (const auto& x : e->keys) walrus_targets(x.get(), out);
  for (const auto& k : e->keywords) walrus_targets(k.value.get(), out);
  for (const auto& g : e->generators) {
    walrus_targets(g.iter.get(), out);
    for (const auto& c : g.ifs) walrus_targets(c.get(), out);
  }
}

void bound_in_stmt(const Stmt& s, Names& out);

/// The names a match statement's pattern captures, and the names its expressions read.
void pattern_names(const py::ast::Pattern& p, Names& captures, Names& uses) {
  if (!p.name.empty()) captures.insert(p.name);
  expr_uses(p.value.get(), uses);
  for (const auto& k : p.keys) expr_uses(k.get(), uses);
  if (p.pattern) pattern_names(*p.pattern, captures, uses);
  for (const auto& x : p.patterns) pattern_names(*x, captures, uses);
  for (const auto& x : p.kwd_patterns) pattern_names(*x, captures, uses);
}

void bound_in_block(const StmtList& b, std::size_t begin, Names& out) {
  for (std::size_t i = begin; i < b.size(); ++i) bound_in_stmt(*b[i], out);
}

std::string import_binding(const py::ast::Alias& a) {
  if (!a.asname.empty()) return a.asname;
  return a.name.substr(0, a.name.find('.'));
}

void bound_in_stmt(const Stmt& s, Names& out) {
  Names ignored;
  switch (s.kind) {
    case StmtKind::Assign:
      for (const auto& t : s.targets) target_parts(*t, out, ignored);
      break;
    case StmtKind::AugAssign:
      target_parts(*s.target, out, ignored);
      break;
    case StmtKind::Delete:
      // activity.py: "Targets of del are considered bound" (Python's binding rules), so a
      // deleted name is carried through staged control flow, as an Undefined.
      for (const auto& t : s.targets) target_parts(*t, out, ignored);
      break;
    case StmtKind::AnnAssign:
      if (s.value) target_parts(*s.target, out, ignored);
      break;
    case StmtKind::For:
      target_parts(*s.target, out, ignored);
      break;
    case StmtKind::With:
      for (const auto& item : s.items)
        if (item.optional_vars) target_parts(*item.optional_vars, out, ignored);
      break;
    case StmtKind::Try:
      for (const auto& h : s.handlers)
        if (!h.name.empty()) out.insert(h.name);
      break;
    case StmtKind::Import:
    case StmtKind::ImportFrom:
      for (const auto& a : s.names)
        if (a.name != "*") out.insert(import_binding(a));
      break;
    case StmtKind::FunctionDef:
    case StmtKind::ClassDef:
      out.insert(s.name);
      return;  // their bodies bind in their own scope
    default:
      break;
  }
  walrus_targets(s.value.get(), out);
  walrus_targets(s.test.get(), out);
  walrus_targets(s.iter.get(), out);
  bound_in_block(s.body, 0, out);
  bound_in_block(s.orelse, 0, out);
  bound_in_block(s.finalbody, 0, out);
  for (const auto& h : s.handlers) bound_in_block(h.body, 0, out);
  for (const auto& c : s.cases) {
    Names uses;
    pattern_names(*c.pattern, out, uses);
    walrus_targets(c.guard.get(), out);
    bound_in_block(c.body, 0, out);
  }
}

Names params_of(const py::ast::Arguments& a) {
  Names out;
  for (const auto& p : a.posonlyargs) out.insert(p.name);
  for (const auto& p : a.args) out.insert(p.name);
  for (const auto& p : a.kwonlyargs) out.insert(p.name);
  if (a.vararg) out.insert(a.vararg->name);
  if (a.kwarg) out.insert(a.kwarg->name);
  return out;
}

// Every name read anywhere in a block (nested defs included): a nested function's free
// variables are read where it is defined (an over-approximation of AutoGraph's closure reads).
void reads_in_block(const StmtList& b, Names& out);

void reads_in_stmt(const Stmt& s, Names& out) {
  Names defs;
  for (const auto* e : {s.value.get(), s.test.get(), s.iter.get(), s.exc.get(), s.cause.get(), s.msg.get()})
    expr_uses(e, out);
  if (s.target) target_parts(*s.target, defs, out);
  for (const auto& t : s.targets) target_parts(*t, defs, out);
  for (const auto& d : s.decorator_list) expr_uses(d.get(), out);
  for (const auto& d : s.bases) expr_uses(d.get(), out);
  for (const auto& item : s.items) expr_uses(item.context_expr.get(), out);
  if (s.args) {
    for (const auto& d : s.args->defaults) expr_uses(d.get(), out);
    for (const auto& d : s.args->kw_defaults) expr_uses(d.get(), out);
  }
  if (s.kind == StmtKind::AugAssign && s.target && s.target->kind == ExprKind::Name) out.insert(s.target->id);
  reads_in_block(s.body, out);
  reads_in_block(s.orelse, out);
  reads_in_block(s.finalbody, out);
  for (const auto& h : s.handlers) {
    expr_uses(h.type.get(), out);
    reads_in_block(h.body, out);
  }
}

void reads_in_block(const StmtList& b, Names& out) {
  for (const auto& s : b) reads_in_stmt(*s, out);
}

/// The free variables a nested def reads: its reads minus its own locals and parameters.
Names free_reads(const Stmt& def) {
  Names reads, locals;
  reads_in_block(def.body, reads);
  bound_in_block(def.body, 0, locals);
  if (def.args) add_all(locals, params_of(*def.args));
  for (const auto& b : def.body)
    if (b->kind == StmtKind::Global || b->kind == StmtKind::Nonlocal)
      for (const auto& n : b->identifiers) locals.erase(n);
  return minus(reads, locals);
}

/// reaching_fndefs.py for liveness.py's closure rule: the free variables of the nested defs
/// whose definition reaches each statement (lambdas excepted, as Analyzer.lamba_check skips
/// them). liveness.py counts them live at every statement they reach: the def may be called there.
class ClosureReads {
 public:
  std::unordered_map<const Stmt*, Names> at;

  Names block(const StmtList& b, Names in) {
    for (const auto& s : b) in = stmt(*s, in);
    return in;
  }

 private:
  Names loop(const Stmt& s, const Names& in) {
    Names head = in;
    for (int i = 0; i < 32; ++i) {
      Names next = in;
      add_all(next, block(s.body, head));
      if (next == head) break;
      head = std::move(next);
    }
    Names out = block(s.orelse, head);
    add_all(out, head);
    return out;
  }

  Names stmt(const Stmt& s, const Names& in) {
    add_all(at[&s], in);
    switch (s.kind) {
      case StmtKind::FunctionDef: {
        Names out = in;
        add_all(out, free_reads(s));
        return out;
      }
      case StmtKind::If: {
        Names out = block(s.body, in);
        add_all(out, block(s.orelse, in));
        return out;
      }
      case StmtKind::While:
      case StmtKind::For:
        return loop(s, in);
      case StmtKind::With:
        return block(s.body, in);
      case StmtKind::Try: {
        Names body = block(s.body, in);
        Names out = block(s.orelse, body);
        for (const auto& h : s.handlers) add_all(out, block(h.body, body));
        return block(s.finalbody, out);
      }
      case StmtKind::Match: {
        Names out = in;
        for (const auto& c : s.cases) add_all(out, block(c.body, in));
        return out;
      }
      default:
        return in;
    }
  }
};

}  // namespace

/// Backward liveness over the AST (liveness.py on AutoGraph's CFG).
class LivenessPass {
 public:
  LivenessPass(CodeAnalysis& a, const StmtList& code) : a_(a) { closures_.block(code, {}); }

  struct Loop {
    Names exit;  // live after the loop (a break goes there)
    Names head;  // live at the loop head (a continue goes there)
  };

  Names block(const StmtList& b, std::size_t begin, Names live, const Loop* loop) {
    for (std::size_t i = b.size(); i-- > begin;) live = stmt(*b[i], live, loop);
    return live;
  }

 private:
  /// What is live where a loop stops iterating, as AutoGraph's break_statements.py lowers it:
  /// a `break` becomes `break_ = True; continue` (so it goes to the loop head, like continue)
  /// and the else clause becomes `if not break_: orelse` after the loop, which may not run.
  Names loop_orelse_in(const Stmt& s, const Names& after, const Loop* loop) {
    Names in = block(s.orelse, 0, after, loop);
    if (!s.orelse.empty() && contains_break(s.body)) add_all(in, after);
    return in;
  }

  Names stmt(const Stmt& s, const Names& after, const Loop* loop) {
    Names in;
    switch (s.kind) {
      case StmtKind::Expr:
      case StmtKind::Assert:
        in = after;
        expr_uses(s.value.get(), in);
        expr_uses(s.test.get(), in);
        expr_uses(s.msg.get(), in);
        break;
      case StmtKind::Assign:
      case StmtKind::AnnAssign: {
        Names defs, uses;
        for (const auto& t : s.targets) target_parts(*t, defs, uses);
        if (s.target && s.value) target_parts(*s.target, defs, uses);
        in = minus(after, defs);
        add_all(in, uses);
        expr_uses(s.value.get(), in);
        break;
      }
      case StmtKind::AugAssign: {
        Names defs;
        in = after;
        target_parts(*s.target, defs, in);
        add_all(in, defs);  // read, then written
        expr_uses(s.value.get(), in);
        break;
      }
      case StmtKind::Delete: {
        Names defs, uses;
        for (const auto& t : s.targets) target_parts(*t, defs, uses);
        in = minus(after, defs);
        add_all(in, uses);
        break;
      }
      case StmtKind::Return:
        expr_uses(s.value.get(), in);
        break;
      case StmtKind::Raise:
        expr_uses(s.exc.get(), in);
        expr_uses(s.cause.get(), in);
        break;
      case StmtKind::Break:
        in = loop ? loop->exit : after;
        break;
      case StmtKind::Continue:
        in = loop ? loop->head : after;
        break;
      case StmtKind::If:
        in = block(s.body, 0, after, loop);
        add_all(in, block(s.orelse, 0, after, loop));
        expr_uses(s.test.get(), in);
        break;
      case StmtKind::Match: {
        // AutoGraph leaves a match statement as Python; any case, or none, may run.
        in = after;
        for (const auto& c : s.cases) {
          Names captures, uses;
          pattern_names(*c.pattern, captures, uses);
          Names body = block(c.body, 0, after, loop);
          expr_uses(c.guard.get(), body);
          add_all(in, minus(body, captures));
          add_all(in, uses);
        }
        expr_uses(s.value.get(), in);
        break;
      }
      case StmtKind::While: {
        Names head;
        const Names orelse_in = loop_orelse_in(s, after, loop);
        for (int i = 0; i < 32; ++i) {
          Loop l{head, head};
          Names next = block(s.body, 0, head, &l);
          add_all(next, orelse_in);
          expr_uses(s.test.get(), next);
          if (next == head) break;
          head = std::move(next);
        }
        in = head;
        break;
      }
      case StmtKind::For: {
        Names head, defs, target_uses;
        target_parts(*s.target, defs, target_uses);
        const Names orelse_in = loop_orelse_in(s, after, loop);
        for (int i = 0; i < 32; ++i) {
          Loop l{head, head};
          Names next = minus(block(s.body, 0, head, &l), defs);
          add_all(next, target_uses);
          add_all(next, orelse_in);
          if (next == head) break;
          head = std::move(next);
        }
        in = head;
        expr_uses(s.iter.get(), in);
        break;
      }
      case StmtKind::With: {
        Names defs, uses;
        for (const auto& item : s.items)
          if (item.optional_vars) target_parts(*item.optional_vars, defs, uses);
        in = minus(block(s.body, 0, after, loop), defs);
        add_all(in, uses);
        for (const auto& item : s.items) expr_uses(item.context_expr.get(), in);
        break;
      }
      case StmtKind::Try: {
        const Names fin = block(s.finalbody, 0, after, loop);
        Names handlers;
        for (const auto& h : s.handlers) {
          Names hin = block(h.body, 0, fin, loop);
          if (!h.name.empty()) hin.erase(h.name);
          add_all(handlers, hin);
          expr_uses(h.type.get(), handlers);
        }
        // An exception may leave the body anywhere: handlers are live throughout it.
        Names body_after = block(s.orelse, 0, fin, loop);
        add_all(body_after, handlers);
        in = block(s.body, 0, body_after, loop);
        add_all(in, handlers);
        add_all(in, fin);
        break;
      }
      case StmtKind::FunctionDef:
      case StmtKind::ClassDef: {
        in = after;
        in.erase(s.name);
        for (const auto& d : s.decorator_list) expr_uses(d.get(), in);
        for (const auto& b : s.bases) expr_uses(b.get(), in);
        if (s.args) {
          for (const auto& d : s.args->defaults) expr_uses(d.get(), in);
          for (const auto& d : s.args->kw_defaults) expr_uses(d.get(), in);
        }
        add_all(in, free_reads(s));
        break;
      }
      case StmtKind::Import:
      case StmtKind::ImportFrom: {
        in = after;
        for (const auto& a : s.names)
          if (a.name != "*") in.erase(import_binding(a));
        break;
      }
      default:
        in = after;
        break;
    }
    if (auto it = closures_.at.find(&s); it != closures_.at.end()) add_all(in, it->second);
    a_.liveness_[&s] = {in, after};
    return in;
  }

  CodeAnalysis& a_;
  ClosureReads closures_;
};

const CodeAnalysis& CodeAnalysis::of(const StmtList* code, AnalysisCache& cache) {
  auto& slot = cache[code];
  if (!slot) {
    slot = std::make_unique<CodeAnalysis>();
    if (code) LivenessPass(*slot, *code).block(*code, 0, {}, nullptr);
  }
  return *slot;
}

const Liveness& CodeAnalysis::liveness(const Stmt& s) const {
  static const Liveness empty;
  auto it = liveness_.find(&s);
  return it == liveness_.end() ? empty : it->second;
}

Names bound_names(const StmtList& block, std::size_t begin) {
  Names out;
  bound_in_block(block, begin, out);
  return out;
}

namespace {

// "a.b.c" for an attribute chain on a name; empty for anything else.
std::string dotted(const Expr& e) {
  if (e.kind == ExprKind::Name) return e.id;
  if (e.kind == ExprKind::Attribute && e.left) {
    std::string base = dotted(*e.left);
    return base.empty() ? "" : base + "." + e.id;
  }
  return "";
}

void composite_targets(const Expr& t, Names& out) {
  if (t.kind == ExprKind::Attribute) {
    std::string d = dotted(t);
    if (!d.empty()) out.insert(d);
  } else if (t.kind == ExprKind::Tuple || t.kind == ExprKind::List) {
    for (const auto& x : t.elts) composite_targets(*x, out);
  } else if (t.kind == ExprKind::Starred && t.left) {
    composite_targets(*t.left, out);
  }
}

void composites_in_block(const StmtList& b, std::size_t begin, Names& out) {
  for (std::size_t i = begin; i < b.size(); ++i) {
    const Stmt& s = *b[i];
    if (s.kind == StmtKind::FunctionDef || s.kind == StmtKind::ClassDef) continue;
    for (const auto& t : s.targets) composite_targets(*t, out);
    if (s.target && (s.kind == StmtKind::AugAssign || s.kind == StmtKind::For ||
                     (s.kind == StmtKind::AnnAssign && s.value)))
      composite_targets(*s.target, out);
    composites_in_block(s.body, 0, out);
    composites_in_block(s.orelse, 0, out);
    composites_in_block(s.finalbody, 0, out);
    for (const auto& h : s.handlers) composites_in_block(h.body, 0, out);
  }
}

/// qual_names.QN text of a subscript index: 'a' for a str literal (StringLiteral), 0 for an int
/// (NumberLiteral), the name for a name; empty for any other index (no QN).
std::string index_qn(const Expr& index, Names& support) {
  if (index.kind == ExprKind::Constant && index.constant == py::ast::ConstantKind::Str) return "'" + index.id + "'";
  if (index.kind == ExprKind::Constant && index.constant == py::ast::ConstantKind::Int) return index.id;
  if (index.kind == ExprKind::Name) {
    support.insert(index.id);
    return index.id;
  }
  return "";
}

/// qual_names.resolve: the QN text of a name, attribute or subscript chain; empty for others.
std::string qn_of(const Expr& e, Names& support) {
  if (e.kind == ExprKind::Name) {
    support.insert(e.id);
    return e.id;
  }
  if ((e.kind != ExprKind::Attribute && e.kind != ExprKind::Subscript) || !e.left) return "";
  std::string base = qn_of(*e.left, support);
  if (base.empty()) return "";
  if (e.kind == ExprKind::Attribute) return base + "." + e.id;
  std::string index = e.right ? index_qn(*e.right, support) : "";
  return index.empty() ? "" : base + "[" + index + "]";
}

void composite_target(const Expr& t, std::map<std::string, Composite>& out) {
  if (t.kind == ExprKind::Attribute || t.kind == ExprKind::Subscript) {
    Names support;
    std::string qn = qn_of(t, support);
    if (!qn.empty()) out.emplace(qn, Composite{&t, std::move(support)});
  } else if (t.kind == ExprKind::Tuple || t.kind == ExprKind::List) {
    for (const auto& x : t.elts) composite_target(*x, out);
  } else if (t.kind == ExprKind::Starred && t.left) {
    composite_target(*t.left, out);
  }
}

void composite_targets_in(const StmtList& b, std::size_t begin, std::map<std::string, Composite>& out) {
  for (std::size_t i = begin; i < b.size(); ++i) {
    const Stmt& s = *b[i];
    if (s.kind == StmtKind::FunctionDef || s.kind == StmtKind::ClassDef) continue;
    for (const auto& t : s.targets) composite_target(*t, out);
    if (s.target && (s.kind == StmtKind::AugAssign || s.kind == StmtKind::For ||
                     (s.kind == StmtKind::AnnAssign && s.value)))
      composite_target(*s.target, out);
    composite_targets_in(s.body, 0, out);
    composite_targets_in(s.orelse, 0, out);
    composite_targets_in(s.finalbody, 0, out);
    for (const auto& h : s.handlers) composite_targets_in(h.body, 0, out);
  }
}

}  // namespace

std::map<std::string, Composite> composite_targets(const StmtList& block, std::size_t begin) {
  std::map<std::string, Composite> out;
  composite_targets_in(block, begin, out);
  return out;
}

Names bound_composites(const StmtList& block, std::size_t begin) {
  Names out;
  composites_in_block(block, begin, out);
  return out;
}

Names target_names(const Expr& target) {
  Names defs, uses;
  target_parts(target, defs, uses);
  return defs;
}

namespace {
bool stmt_returns(const Stmt& s) {
  switch (s.kind) {
    case StmtKind::Return:
      return true;
    case StmtKind::If:
      return definitely_returns(s.body) && definitely_returns(s.orelse);
    case StmtKind::With:
      return definitely_returns(s.body);
    case StmtKind::Try: {
      if (definitely_returns(s.finalbody)) return true;
      if (!definitely_returns(s.body)) return false;
      for (const auto& h : s.handlers)
        if (!definitely_returns(h.body)) return false;
      return true;
    }
    default:
      return false;
  }
}

bool contains_stmt(const StmtList& b, StmtKind kind, bool enter_loops, std::size_t begin = 0) {
  for (std::size_t i = begin; i < b.size(); ++i) {
    const auto& s = b[i];
    if (s->kind == kind) return true;
    if (s->kind == StmtKind::FunctionDef || s->kind == StmtKind::ClassDef) continue;
    const bool loop = s->kind == StmtKind::While || s->kind == StmtKind::For;
    if ((!loop || enter_loops) && contains_stmt(s->body, kind, enter_loops)) return true;
    if (contains_stmt(s->orelse, kind, enter_loops) || contains_stmt(s->finalbody, kind, enter_loops)) return true;
    for (const auto& h : s->handlers)
      if (contains_stmt(h.body, kind, enter_loops)) return true;
    for (const auto& c : s->cases)
      if (contains_stmt(c.body, kind, enter_loops)) return true;
  }
  return false;
}
}  // namespace

bool definitely_returns(const StmtList& block, std::size_t begin) {
  for (std::size_t i = begin; i < block.size(); ++i)
    if (stmt_returns(*block[i])) return true;
  return false;
}

bool contains_break(const StmtList& body, std::size_t begin) { return contains_stmt(body, StmtKind::Break, false, begin); }
bool contains_continue(const StmtList& body, std::size_t begin) {
  return contains_stmt(body, StmtKind::Continue, false, begin);
}
bool contains_return(const StmtList& body, std::size_t begin) { return contains_stmt(body, StmtKind::Return, true, begin); }

}  // namespace tfplay::function::autograph
