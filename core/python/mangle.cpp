// Private name mangling over a parsed program (CPython 3.12's Python/compile.c _Py_Mangle and
// the symtable's uses of it).
#include "core/python/mangle.h"

namespace tfplay::py {

std::string mangle_private_name(const std::string& class_name, const std::string& name) {
  if (class_name.empty() || name.size() < 3 || name[0] != '_' || name[1] != '_') return name;
  if (name.size() >= 4 && name[name.size() - 1] == '_' && name[name.size() - 2] == '_') return name;
  if (name.find('.') != std::string::npos) return name;  // a dotted import name
  std::size_t i = class_name.find_first_not_of('_');
  if (i == std::string::npos) return name;
  return "_" + class_name.substr(i) + name;
}

namespace {

using namespace ast;

class Mangler {
 public:
  void stmts(StmtList& list, const std::string& cls) {
    for (StmtPtr& s : list)
      if (s) stmt(*s, cls);
  }

 private:
  void name(std::string& id, const std::string& cls) { id = mangle_private_name(cls, id); }

  void exprs(ExprList& list, const std::string& cls) {
    for (ExprPtr& e : list) expr(e, cls);
  }

  void arguments(Arguments& a, const std::string& cls) {
    auto arg = [&](Arg& p) {
      name(p.name, cls);
      expr(p.annotation, cls);
    };
    for (Arg& p : a.posonlyargs) arg(p);
    for (Arg& p : a.args) arg(p);
    if (a.vararg) arg(*a.vararg);
    for (Arg& p : a.kwonlyargs) arg(p);
    if (a.kwarg) arg(*a.kwarg);
    exprs(a.kw_defaults, cls);
    exprs(a.defaults, cls);
  }

  void expr(ExprPtr& e, const std::string& cls) {
    if (!e) return;
    if (e->kind == ExprKind::Name || e->kind == ExprKind::Attribute) name(e->id, cls);
    expr(e->left, cls);
    expr(e->right, cls);
    expr(e->third, cls);
    exprs(e->elts, cls);
    exprs(e->keys, cls);
    for (Keyword& k : e->keywords) expr(k.value, cls);
    for (Comprehension& c : e->generators) {
      expr(c.target, cls);
      expr(c.iter, cls);
      exprs(c.ifs, cls);
    }
    if (e->args) arguments(*e->args, cls);
  }

  void pattern(PatternPtr& p, const std::string& cls) {
    if (!p) return;
    name(p->name, cls);
    expr(p->value, cls);
    exprs(p->keys, cls);
    for (PatternPtr& q : p->patterns) pattern(q, cls);
    for (PatternPtr& q : p->kwd_patterns) pattern(q, cls);
    pattern(p->pattern, cls);
  }

  void stmt(Stmt& s, const std::string& cls) {
    for (ExprPtr* e : {&s.value, &s.target, &s.test, &s.iter, &s.annotation, &s.returns, &s.exc, &s.cause, &s.msg})
      expr(*e, cls);
    exprs(s.targets, cls);
    exprs(s.bases, cls);
    for (Keyword& k : s.keywords) expr(k.value, cls);
    exprs(s.decorator_list, cls);
    if (s.args) arguments(*s.args, cls);
    for (ExceptHandler& h : s.handlers) {
      expr(h.type, cls);
      name(h.name, cls);
      stmts(h.body, cls);
    }
    for (WithItem& w : s.items) {
      expr(w.context_expr, cls);
      expr(w.optional_vars, cls);
    }
    for (MatchCase& c : s.cases) {
      pattern(c.pattern, cls);
      expr(c.guard, cls);
      stmts(c.body, cls);
    }
    stmts(s.orelse, cls);
    stmts(s.finalbody, cls);
    switch (s.kind) {
      case StmtKind::FunctionDef:
      case StmtKind::ClassDef: {
        const std::string written = s.name;
        name(s.name, cls);
        if (s.name != written) s.module = written;
        // A class body mangles with its own name; a def's body with the enclosing class's.
        stmts(s.body, s.kind == StmtKind::ClassDef ? written : cls);
        return;
      }
      case StmtKind::Global:
      case StmtKind::Nonlocal:
        for (std::string& id : s.identifiers) name(id, cls);
        break;
      case StmtKind::Import:
        for (Alias& a : s.names) name(a.asname, cls);
        break;
      case StmtKind::ImportFrom:
        for (Alias& a : s.names) {
          // The attribute imported keeps its name; the binding is mangled.
          if (a.asname.empty() && a.name != "*" && mangle_private_name(cls, a.name) != a.name)
            a.asname = mangle_private_name(cls, a.name);
          else
            name(a.asname, cls);
        }
        break;
      default:
        break;
    }
    stmts(s.body, cls);
  }
};

}  // namespace

void mangle_private_names(ast::Module& module) {
  Mangler().stmts(module.body, std::string());
}

}  // namespace tfplay::py
