// CPython's compile-time checks that run after a successful parse: first the symbol table's
// (duplicate parameters, nonlocal at module level, yield inside a comprehension), then the
// compiler's ('return' outside function, 'break' outside loop, misplaced starred expressions).
// CPython reports the first symbol-table error if there is one, else the first compiler error.
// The same walk marks generator functions (Stmt::is_generator).
#include <optional>
#include <set>

#include "core/python/parser_internal.h"

namespace tfplay::py::detail {

namespace {

enum class Unit { Module, Function, Class, Lambda, Comprehension };

/// Names a function body binds, for `nonlocal` lookups: assignment targets, loop and with
/// targets, imports, nested def/class names, := targets; minus names it declares global.
class Bindings {
 public:
  void args(const ast::Arguments& a) {
    for (const auto& x : a.posonlyargs) names.insert(x.name);
    for (const auto& x : a.args) names.insert(x.name);
    for (const auto& x : a.kwonlyargs) names.insert(x.name);
    if (a.vararg) names.insert(a.vararg->name);
    if (a.kwarg) names.insert(a.kwarg->name);
  }

  void body(const ast::StmtList& list) {
    for (const auto& s : list) stmt(*s);
  }

  bool binds(const std::string& name) const { return names.count(name) && !globals.count(name); }

 private:
  void target(const Expr* e) {
    if (!e) return;
    if (e->kind == ExprKind::Name) names.insert(e->id);
    if (e->kind == ExprKind::Starred) target(e->left.get());
    if (e->kind == ExprKind::Tuple || e->kind == ExprKind::List) {
      for (const auto& x : e->elts) target(x.get());
    }
    expr(e);
  }

  void expr(const Expr* e) {
    if (!e || e->kind == ExprKind::Lambda) return;
    if (e->kind == ExprKind::NamedExpr) names.insert(e->left->id);
    for (const Expr* c : {e->left.get(), e->right.get(), e->third.get()}) expr(c);
    for (const auto& x : e->elts) expr(x.get());
    for (const auto& x : e->keys) expr(x.get());
    for (const auto& k : e->keywords) expr(k.value.get());
    for (const auto& g : e->generators) {
      expr(g.iter.get());
      for (const auto& c : g.ifs) expr(c.get());
    }
  }

  void stmt(const Stmt& s) {
    switch (s.kind) {
      case StmtKind::FunctionDef:
      case StmtKind::ClassDef:
        names.insert(s.name);
        return;
      case StmtKind::Import:
      case StmtKind::ImportFrom:
        for (const auto& a : s.names) {
          if (a.name == "*") continue;
          names.insert(!a.asname.empty() ? a.asname : a.name.substr(0, a.name.find('.')));
        }
        return;
      case StmtKind::Global:
        for (const auto& n : s.identifiers) globals.insert(n);
        return;
      case StmtKind::Nonlocal:
        for (const auto& n : s.identifiers) names.insert(n);
        return;
      case StmtKind::Try:
        for (const auto& h : s.handlers) {
          if (!h.name.empty()) names.insert(h.name);
          body(h.body);
        }
        break;
      case StmtKind::With:
        for (const auto& item : s.items) {
          expr(item.context_expr.get());
          target(item.optional_vars.get());
        }
        break;
      default:
        break;
    }
    for (const auto& t : s.targets) target(t.get());
    target(s.target.get());
    for (const Expr* e : {s.value.get(), s.test.get(), s.iter.get(), s.exc.get(), s.msg.get()}) expr(e);
    body(s.body);
    body(s.orelse);
    body(s.finalbody);
  }

  std::set<std::string> names, globals;
};

struct Scope {
  Unit unit;
  Stmt* function = nullptr;        // Function: the def
  const char* comprehension = "";  // Comprehension: "list comprehension", ...
  int loops = 0;                   // enclosing loops within this scope
  const ast::Arguments* args = nullptr;
};

class Checker {
 public:
  explicit Checker(const TokenStream& ts) : ts_(ts) {}

  void run(ast::Module& m) {
    scopes_.push_back(Scope{Unit::Module});
    for (auto& s : m.body) stmt(*s);
  }

  // Symbol-table errors found while building it, then while analysing it, then the compiler's.
  std::optional<SyntaxErrorException> symtable_error, analysis_error, compiler_error;

 private:
  void report(std::optional<SyntaxErrorException>& slot, Pos a, Pos b, const std::string& msg) {
    if (slot) return;
    slot.emplace("SyntaxError", msg, a.line, a.col + 1, b.line, b.col + 1, ts_.line_text(a.line));
  }
  void symtable(Pos a, Pos b, const std::string& msg) { report(symtable_error, a, b, msg); }
  void compiler(Pos a, Pos b, const std::string& msg) { report(compiler_error, a, b, msg); }

  Scope& scope() { return scopes_.back(); }

  void body(ast::StmtList& list) {
    for (auto& s : list) stmt(*s);
  }

  void check_args(const ast::Arguments& a) {
    std::set<std::string> seen;
    auto one = [&](const ast::Arg& arg) {
      if (!seen.insert(arg.name).second) {
        Pos end{arg.pos.line, arg.pos.col + static_cast<int>(arg.name.size())};
        if (arg.annotation) end = arg.annotation->end;
        symtable(arg.pos, end, "duplicate argument '" + arg.name + "' in function definition");
      }
    };
    for (const auto& x : a.posonlyargs) one(x);
    for (const auto& x : a.args) one(x);
    if (a.vararg) one(*a.vararg);
    for (const auto& x : a.kwonlyargs) one(x);
    if (a.kwarg) one(*a.kwarg);
  }

  /// Defaults and annotations are evaluated in the enclosing scope.
  void arg_exprs(ast::Arguments& a) {
    for (auto& d : a.defaults) expr(d.get());
    for (auto& d : a.kw_defaults) expr(d.get());
    auto ann = [&](ast::Arg& arg) { expr(arg.annotation.get()); };
    for (auto& x : a.posonlyargs) ann(x);
    for (auto& x : a.args) ann(x);
    if (a.vararg) ann(*a.vararg);
    for (auto& x : a.kwonlyargs) ann(x);
    if (a.kwarg) ann(*a.kwarg);
  }

  static bool is_param(const ast::Arguments* a, const std::string& name) {
    if (!a) return false;
    for (const auto& x : a->posonlyargs) if (x.name == name) return true;
    for (const auto& x : a->args) if (x.name == name) return true;
    for (const auto& x : a->kwonlyargs) if (x.name == name) return true;
    return (a->vararg && a->vararg->name == name) || (a->kwarg && a->kwarg->name == name);
  }

  /// Starred targets: `*a = b` and `a, *b, *c = d` (the compiler's checks).
  void starred_target(const Expr& t) {
    if (t.kind == ExprKind::Starred) {
      compiler(t.pos, t.end, "starred assignment target must be in a list or tuple");
      return;
    }
    if (t.kind != ExprKind::Tuple && t.kind != ExprKind::List) return;
    int stars = 0;
    for (const auto& e : t.elts) {
      if (e->kind == ExprKind::Starred) {
        ++stars;
        starred_target(*e->left);
      } else {
        starred_target(*e);
      }
    }
    if (stars > 1) compiler(t.pos, t.end, "multiple starred expressions in assignment");
  }

  void value(Expr* e) {
    if (e && e->kind == ExprKind::Starred) compiler(e->pos, e->end, "can't use starred expression here");
    expr(e);
  }

  void stmt(Stmt& s) {
    switch (s.kind) {
      case StmtKind::FunctionDef: {
        for (auto& d : s.decorator_list) expr(d.get());
        arg_exprs(*s.args);
        expr(s.returns.get());
        check_args(*s.args);
        scopes_.push_back(Scope{Unit::Function, &s, "", 0, s.args.get()});
        body(s.body);
        scopes_.pop_back();
        return;
      }
      case StmtKind::ClassDef:
        for (auto& d : s.decorator_list) expr(d.get());
        for (auto& b : s.bases) expr(b.get());
        for (auto& k : s.keywords) expr(k.value.get());
        scopes_.push_back(Scope{Unit::Class});
        body(s.body);
        scopes_.pop_back();
        return;
      case StmtKind::Return:
        if (scope().unit != Unit::Function) compiler(s.pos, s.end, "'return' outside function");
        value(s.value.get());
        return;
      case StmtKind::Break:
        if (scope().loops == 0) compiler(s.pos, s.end, "'break' outside loop");
        return;
      case StmtKind::Continue:
        if (scope().loops == 0) compiler(s.pos, s.end, "'continue' not properly in loop");
        return;
      case StmtKind::For:
        expr(s.iter.get());
        starred_target(*s.target);
        expr(s.target.get());
        ++scope().loops;
        body(s.body);
        --scope().loops;
        body(s.orelse);
        return;
      case StmtKind::While:
        expr(s.test.get());
        ++scope().loops;
        body(s.body);
        --scope().loops;
        body(s.orelse);
        return;
      case StmtKind::If:
        expr(s.test.get());
        body(s.body);
        body(s.orelse);
        return;
      case StmtKind::Try:
        body(s.body);
        for (auto& h : s.handlers) {
          expr(h.type.get());
          body(h.body);
        }
        body(s.orelse);
        body(s.finalbody);
        return;
      case StmtKind::With:
        for (auto& item : s.items) {
          expr(item.context_expr.get());
          if (item.optional_vars) {
            starred_target(*item.optional_vars);
            expr(item.optional_vars.get());
          }
        }
        body(s.body);
        return;
      case StmtKind::Global:
      case StmtKind::Nonlocal: {
        bool nonlocal = s.kind == StmtKind::Nonlocal;
        if (nonlocal && scope().unit == Unit::Module) {
          symtable(s.pos, s.end, "nonlocal declaration not allowed at module level");
        }
        for (const auto& name : s.identifiers) {
          if (scope().unit == Unit::Function && is_param(scope().args, name)) {
            symtable(s.pos, s.end,
                     "name '" + name + "' is parameter and " + (nonlocal ? "nonlocal" : "global"));
          }
          if (nonlocal && scope().unit != Unit::Module && !enclosing_binding(name)) {
            report(analysis_error, s.pos, s.end, "no binding for nonlocal '" + name + "' found");
          }
        }
        return;
      }
      case StmtKind::Assign:
        value(s.value.get());
        for (auto& t : s.targets) {
          starred_target(*t);
          expr(t.get());
        }
        return;
      case StmtKind::AugAssign:
      case StmtKind::AnnAssign:
        expr(s.target.get());
        expr(s.annotation.get());
        value(s.value.get());
        return;
      case StmtKind::Expr:
        value(s.value.get());
        return;
      case StmtKind::Delete:
        for (auto& t : s.targets) expr(t.get());
        return;
      case StmtKind::Raise:
        expr(s.exc.get());
        expr(s.cause.get());
        return;
      case StmtKind::Assert:
        expr(s.test.get());
        expr(s.msg.get());
        return;
      case StmtKind::Pass:
      case StmtKind::Import:
      case StmtKind::ImportFrom:
        return;
    }
  }

  void comprehension(Expr& e, const char* what) {
    // The first iterable is evaluated in the enclosing scope.
    expr(e.generators[0].iter.get());
    scopes_.push_back(Scope{Unit::Comprehension, nullptr, what});
    for (size_t i = 0; i < e.generators.size(); ++i) {
      auto& g = e.generators[i];
      expr(g.target.get());
      if (i > 0) expr(g.iter.get());
      for (auto& c : g.ifs) expr(c.get());
    }
    expr(e.left.get());
    expr(e.right.get());
    scopes_.pop_back();
  }

  void expr(Expr* e) {
    if (!e) return;
    switch (e->kind) {
      case ExprKind::Yield:
      case ExprKind::YieldFrom: {
        Scope& sc = scope();
        if (sc.unit == Unit::Comprehension) {
          symtable(e->pos, e->end, std::string("'yield' inside ") + sc.comprehension);
        } else if (sc.unit == Unit::Function) {
          sc.function->is_generator = true;
        } else if (sc.unit != Unit::Lambda) {
          compiler(e->pos, e->end, "'yield' outside function");
        }
        expr(e->left.get());
        return;
      }
      case ExprKind::Lambda:
        arg_exprs(*e->args);
        check_args(*e->args);
        scopes_.push_back(Scope{Unit::Lambda, nullptr, "", 0, e->args.get()});
        expr(e->left.get());
        scopes_.pop_back();
        return;
      case ExprKind::ListComp: return comprehension(*e, "list comprehension");
      case ExprKind::SetComp: return comprehension(*e, "set comprehension");
      case ExprKind::DictComp: return comprehension(*e, "dict comprehension");
      case ExprKind::GeneratorExp: return comprehension(*e, "generator expression");
      case ExprKind::List:
      case ExprKind::Tuple:
      case ExprKind::Set:
      case ExprKind::Call:
        // Starred elements and arguments are fine here.
        expr(e->left.get());
        for (auto& x : e->elts) expr(x.get());
        for (auto& k : e->keywords) expr(k.value.get());
        return;
      case ExprKind::Starred:
        expr(e->left.get());
        return;
      default:
        break;
    }
    for (Expr* child : {e->left.get(), e->right.get(), e->third.get()}) value(child);
    for (auto& x : e->elts) value(x.get());
    for (auto& x : e->keys) expr(x.get());
  }

  /// Whether an enclosing function (class bodies skipped, the module excluded) binds `name`.
  bool enclosing_binding(const std::string& name) {
    for (size_t i = scopes_.size() - 1; i-- > 0;) {
      const Scope& sc = scopes_[i];
      if (sc.unit == Unit::Module) return false;
      if (sc.unit != Unit::Function && sc.unit != Unit::Lambda) continue;
      Bindings b;
      if (sc.args) b.args(*sc.args);
      if (sc.function) b.body(sc.function->body);
      if (b.binds(name)) return true;
    }
    return false;
  }

  const TokenStream& ts_;
  std::vector<Scope> scopes_;
};

}  // namespace

void Parser::compile_checks(ast::Module& m) {
  Checker checker(ts_);
  checker.run(m);
  if (checker.symtable_error) throw *checker.symtable_error;
  if (checker.analysis_error) throw *checker.analysis_error;
  if (checker.compiler_error) throw *checker.compiler_error;
}

}  // namespace tfplay::py::detail
