// Which names a code block binds (CPython's symtable pass, reduced to what the evaluator needs):
// a name assigned anywhere in a function body is local to the whole body unless declared
// global/nonlocal, which is what makes UnboundLocalError and closures behave as in Python.
#include "core/python/symtable.h"

namespace tfplay::py {

namespace {

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
      info.locals.insert(e->id);
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

void collect_stmt(const ast::Stmt* s, CodeInfo& info) {
  using K = ast::StmtKind;
  switch (s->kind) {
    case K::Assign:
      for (const auto& t : s->targets) collect_target(t.get(), info);
      collect_expr(s->value.get(), info);
      break;
    case K::AugAssign:
    case K::AnnAssign:
      if (s->kind == K::AugAssign || s->value || s->target->kind == ast::ExprKind::Name)
        collect_target(s->target.get(), info);
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
      info.locals.insert(s->name);
      for (const auto& d : s->decorator_list) collect_expr(d.get(), info);
      return;  // the body is its own scope
    case K::Import:
    case K::ImportFrom:
      for (const auto& a : s->names) {
        if (a.name == "*") continue;
        if (!a.asname.empty()) info.locals.insert(a.asname);
        else if (s->kind == K::Import) info.locals.insert(a.name.substr(0, a.name.find('.')));
        else info.locals.insert(a.name);
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
        if (!h.name.empty()) info.locals.insert(h.name);
        collect_block(h.body, info);
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

void finish(CodeInfo& info) {
  for (const auto& n : info.globals) info.locals.erase(n);
  for (const auto& n : info.nonlocals) info.locals.erase(n);
}

}  // namespace

std::shared_ptr<CodeInfo> analyze_function(const ast::Arguments& args, const ast::StmtList* body,
                                           const ast::Expr* lambda_body) {
  auto info = std::make_shared<CodeInfo>();
  for (const auto& a : args.posonlyargs) info->locals.insert(a.name);
  for (const auto& a : args.args) info->locals.insert(a.name);
  for (const auto& a : args.kwonlyargs) info->locals.insert(a.name);
  if (args.vararg) info->locals.insert(args.vararg->name);
  if (args.kwarg) info->locals.insert(args.kwarg->name);
  if (body) collect_block(*body, *info);
  if (lambda_body) collect_expr(lambda_body, *info);
  finish(*info);
  return info;
}

std::shared_ptr<CodeInfo> analyze_block(const ast::StmtList& body) {
  auto info = std::make_shared<CodeInfo>();
  collect_block(body, *info);
  finish(*info);
  return info;
}

}  // namespace tfplay::py
