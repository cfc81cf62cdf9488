// CPython's compile-time checks that run after a successful parse: first the symbol table's
// (duplicate parameters, nonlocal at module level, yield inside a comprehension), then the
// compiler's ('return' outside function, 'break' outside loop, misplaced starred expressions).
// CPython reports the first symbol-table error if there is one, else the first compiler error.
// The same walk marks generator functions (Stmt::is_generator).
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <map>
#include <set>
#include <string_view>
#include <unordered_map>

#include "core/python/ast_dump.h"

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
      case StmtKind::Match:
        for (const auto& c : s.cases) {
          captures(*c.pattern);
          expr(c.guard.get());
          body(c.body);
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

  void captures(const ast::Pattern& p) {
    if (!p.name.empty()) names.insert(p.name);
    if (p.pattern) captures(*p.pattern);
    for (const auto& x : p.patterns) captures(*x);
    for (const auto& x : p.kwd_patterns) captures(*x);
  }

  std::set<std::string> names, globals;
};

/// What the compiler tracks while it compiles one case's pattern (CPython's pattern_context).
struct PatternContext {
  bool allow_irrefutable = false;
  std::vector<std::string> stores;
};

struct Scope {
  Unit unit;
  Stmt* function = nullptr;        // Function: the def
  const char* comprehension = "";  // Comprehension: "list comprehension", ...
  int loops = 0;                   // enclosing loops within this scope
  const ast::Arguments* args = nullptr;
  /// What the scope did with each name before the statement being checked (symtable's flags):
  /// kUse, kLocal (bound: assigned, deleted, imported, def/class), kAnnot (annotated), kGlobal
  /// and kNonlocal (declared). The keys
  /// view the names in the AST being checked (hashed: a module scope sees hundreds of names).
  std::unordered_map<std::string_view, int> seen = {};
};

constexpr int kUse = 1, kLocal = 2, kAnnot = 4, kGlobal = 8, kNonlocal = 16;

class Checker {
 public:
  explicit Checker(const TokenStream& ts) : ts_(ts) {}

  void run(ast::Module& m) {
    scopes_.push_back(Scope{Unit::Module});
    for (auto& s : m.body) stmt(*s);
  }

  /// The statements of def.body from `from` on, inside the def. The def is one no function
  /// encloses (Parser::defer_body), so only the module scope is around it.
  void run_body(Stmt& def, size_t from) {
    scopes_.push_back(Scope{Unit::Module});
    scopes_.push_back(Scope{Unit::Function, &def, "", 0, def.args.get()});
    for (size_t i = from; i < def.body.size(); ++i) stmt(*def.body[i]);
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

  /// The current scope's enclosing loops ('L') and except* handlers ('*'), innermost last.
  /// (Balanced pushes and pops leave a popped scope's entry empty for the next one.)
  std::string& blocks() {
    if (blocks_.size() < scopes_.size()) blocks_.resize(scopes_.size());
    return blocks_[scopes_.size() - 1];
  }

  void body(ast::StmtList& list) {
    for (auto& s : list) stmt(*s);
  }

  void check_args(const ast::Arguments& a) {
    // A def has few parameters: a linear search beats building a set for each one.
    std::vector<std::string_view> seen;
    auto one = [&](const ast::Arg& arg) {
      if (std::find(seen.begin(), seen.end(), arg.name) == seen.end()) {
        seen.push_back(arg.name);
      } else {
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
        scope().seen[s.name] |= kLocal;
        scopes_.push_back(Scope{Unit::Function, &s, "", 0, s.args.get()});
        body(s.body);
        scopes_.pop_back();
        return;
      }
      case StmtKind::ClassDef:
        for (auto& d : s.decorator_list) expr(d.get());
        for (auto& b : s.bases) expr(b.get());
        repeated_keywords(s.keywords);
        for (auto& k : s.keywords) expr(k.value.get());
        scope().seen[s.name] |= kLocal;
        scopes_.push_back(Scope{Unit::Class});
        body(s.body);
        scopes_.pop_back();
        return;
      case StmtKind::Return: {
        if (scope().unit != Unit::Function) compiler(s.pos, s.end, "'return' outside function");
        value(s.value.get());
        // compiler_return reports at a constant return value, else at the statement.
        const bool constant = s.value && s.value->kind == ExprKind::Constant;
        if (blocks().find('*') != std::string::npos)
          compiler(constant ? s.value->pos : s.pos, constant ? s.value->end : s.end, kExceptStarJump);
        return;
      }
      case StmtKind::Break:
      case StmtKind::Continue: {
        // compiler_unwind_fblock_stack: an except* handler met before the loop is an error.
        const std::string& b = blocks();
        std::size_t star = b.rfind('*'), loop = b.rfind('L');
        if (star != std::string::npos && (loop == std::string::npos || loop < star)) {
          compiler(s.pos, s.end, kExceptStarJump);
        } else if (scope().loops == 0) {
          compiler(s.pos, s.end, s.kind == StmtKind::Break ? "'break' outside loop" : "'continue' not properly in loop");
        }
        return;
      }
      case StmtKind::For:
        expr(s.iter.get());
        starred_target(*s.target);
        expr(s.target.get());
        loop_body(s.body);
        body(s.orelse);
        return;
      case StmtKind::While:
        expr(s.test.get());
        loop_body(s.body);
        body(s.orelse);
        return;
      case StmtKind::Match:
        value(s.value.get());
        for (std::size_t i = 0; i < s.cases.size(); ++i) {
          ast::MatchCase& c = s.cases[i];
          const bool last = i + 1 == s.cases.size();
          // A trailing `case _:` is compiled apart (has_default), without a pattern.
          if (!(last && i > 0 && is_wildcard(*c.pattern))) {
            PatternContext pc;
            pc.allow_irrefutable = c.guard || last;
            pattern(*c.pattern, pc);
          }
          expr(c.guard.get());
          body(c.body);
        }
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
          if (!h.name.empty()) scope().seen[h.name] |= kLocal;
          if (s.star) blocks().push_back('*');
          body(h.body);
          if (s.star) blocks().pop_back();
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
          // symtable_visit_stmt: a name the scope already used, bound or annotated.
          auto it = scope().seen.find(name);
          if (it != scope().seen.end() && !(scope().unit == Unit::Function && is_param(scope().args, name))) {
            const std::string kind = nonlocal ? "nonlocal" : "global";
            if (it->second & kUse) symtable(s.pos, s.end, "name '" + name + "' is used prior to " + kind + " declaration");
            else if (it->second & kAnnot) symtable(s.pos, s.end, "annotated name '" + name + "' can't be " + kind);
            else if (it->second & kLocal) symtable(s.pos, s.end, "name '" + name + "' is assigned to before " + kind + " declaration");
          }
          if (nonlocal && scope().unit != Unit::Module && !enclosing_binding(name)) {
            report(analysis_error, s.pos, s.end, "no binding for nonlocal '" + name + "' found");
          }
          scope().seen[name] |= nonlocal ? kNonlocal : kGlobal;
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
        if (s.kind == StmtKind::AnnAssign && s.simple) annotated_name(s);
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
      case StmtKind::Import:
      case StmtKind::ImportFrom:
        for (const auto& a : s.names) {
          // symtable_visit_alias: the `*` is reported wherever a function or class has it.
          if (a.name == "*" && scope().unit != Unit::Module)
            symtable(a.pos, Pos{a.pos.line, a.pos.col + 1}, "import * only allowed at module level");
          if (a.name != "*")
            scope().seen[!a.asname.empty() ? std::string_view(a.asname) : std::string_view(a.name).substr(0, a.name.find('.'))] |= kLocal;
        }
        return;
      case StmtKind::Pass:
        return;
    }
  }

  /// symtable_visit_stmt's AnnAssign: a simple name declared global or nonlocal earlier in a
  /// function or class cannot be annotated (the whole statement is the error's range).
  void annotated_name(const Stmt& s) {
    int& flags = scope().seen[s.target->id];
    if ((flags & (kGlobal | kNonlocal)) && scope().unit != Unit::Module)
      symtable(s.pos, s.end, "annotated name '" + s.target->id + "' can't be " + (flags & kGlobal ? "global" : "nonlocal"));
    flags |= kAnnot;
  }

  static constexpr const char* kExceptStarJump = "'break', 'continue' and 'return' cannot appear in an except* block";

  void loop_body(ast::StmtList& list) {
    ++scope().loops;
    blocks().push_back('L');
    body(list);
    blocks().pop_back();
    --scope().loops;
  }

  // ---- patterns: compiler_pattern's checks, in its order ---------------------------------------

  static bool is_wildcard(const ast::Pattern& p) { return p.kind == ast::PatternKind::MatchAs && !p.pattern && p.name.empty(); }

  void pattern_error(const ast::Pattern& p, const std::string& msg) { compiler(p.pos, p.end, msg); }

  /// pattern_helper_store_name: a name bound twice in one pattern is an error.
  void store(const std::string& name, const ast::Pattern& at, PatternContext& pc) {
    if (name.empty()) return;
    if (std::find(pc.stores.begin(), pc.stores.end(), name) != pc.stores.end()) {
      pattern_error(at, "multiple assignments to name '" + name + "' in pattern");
      return;
    }
    pc.stores.push_back(name);
  }

  /// compiler_pattern_subpattern: sub-patterns of sequences, mappings and classes may be irrefutable.
  void subpattern(ast::Pattern& p, PatternContext& pc) {
    bool saved = pc.allow_irrefutable;
    pc.allow_irrefutable = true;
    pattern(p, pc);
    pc.allow_irrefutable = saved;
  }

  /// A literal key's value as CPython's constant folding sees it, as (hashable identity, repr);
  /// nullopt for attribute keys. 1, 1.0 and True are the same key, as in a set.
  static std::optional<std::pair<std::string, std::string>> constant_key(const Expr& e) {
    auto number = [](const Expr& c, bool negative) -> std::pair<std::string, std::string> {
      std::string r = constant_repr(c);
      if (negative) r = "-" + r;
      if (c.constant == ast::ConstantKind::Imaginary) return {"j:" + r, r};
      double v = std::strtod(r.c_str(), nullptr);
      if (c.constant == ast::ConstantKind::Float && v == static_cast<double>(static_cast<long long>(v)) && std::abs(v) < 9e15)
        return {"n:" + std::to_string(static_cast<long long>(v)), r};
      return {"n:" + r, r};
    };
    switch (e.kind) {
      case ExprKind::Constant:
        switch (e.constant) {
          case ast::ConstantKind::Str: return std::make_pair("s:" + e.id, constant_repr(e));
          case ast::ConstantKind::Bytes: return std::make_pair("b:" + e.id, constant_repr(e));
          case ast::ConstantKind::None: return std::make_pair(std::string("None"), std::string("None"));
          case ast::ConstantKind::True: return std::make_pair(std::string("n:1"), std::string("True"));
          case ast::ConstantKind::False: return std::make_pair(std::string("n:0"), std::string("False"));
          default: return number(e, false);
        }
      case ExprKind::UnaryOp: return number(*e.left, true);
      case ExprKind::BinOp: {
        auto re = e.left->kind == ExprKind::UnaryOp ? number(*e.left->left, true) : number(*e.left, false);
        std::string im = constant_repr(*e.right);
        std::string r = "(" + re.second + (e.binop == ast::BinOpKind::Add ? "+" : "-") + im + ")";
        return std::make_pair("c:" + r, r);
      }
      default: return std::nullopt;
    }
  }

  void pattern(ast::Pattern& p, PatternContext& pc) {
    using K = ast::PatternKind;
    switch (p.kind) {
      case K::MatchValue:
        if (p.value->kind == ExprKind::JoinedStr) pattern_error(p, "patterns may only match literals and attribute lookups");
        expr(p.value.get());
        return;
      case K::MatchSingleton:
        return;
      case K::MatchSequence: {
        int stars = 0;
        for (const auto& x : p.patterns) stars += x->kind == K::MatchStar;
        if (stars > 1) {
          pattern_error(p, "multiple starred names in sequence pattern");
          return;
        }
        for (auto& x : p.patterns) subpattern(*x, pc);
        return;
      }
      case K::MatchMapping: {
        std::set<std::string> seen;
        for (auto& key : p.keys) {
          if (auto k = constant_key(*key)) {
            if (!seen.insert(k->first).second) {
              pattern_error(p, "mapping pattern checks duplicate key (" + k->second + ")");
              return;
            }
          } else if (key->kind != ExprKind::Attribute) {
            pattern_error(p, "mapping pattern keys may only match literals and attribute lookups");
            return;
          }
          expr(key.get());
        }
        for (auto& x : p.patterns) subpattern(*x, pc);
        store(p.name, p, pc);
        return;
      }
      case K::MatchClass:
        for (std::size_t i = 0; i < p.kwd_attrs.size(); ++i)
          for (std::size_t j = i + 1; j < p.kwd_attrs.size(); ++j)
            if (p.kwd_attrs[i] == p.kwd_attrs[j]) {
              pattern_error(*p.kwd_patterns[j], "attribute name repeated in class pattern: " + p.kwd_attrs[i]);
              return;
            }
        expr(p.value.get());
        for (auto& x : p.patterns) subpattern(*x, pc);
        for (auto& x : p.kwd_patterns) subpattern(*x, pc);
        return;
      case K::MatchStar:
        store(p.name, p, pc);
        return;
      case K::MatchAs:
        if (!p.pattern) {
          if (!pc.allow_irrefutable) {
            pattern_error(p, p.name.empty() ? std::string("wildcard makes remaining patterns unreachable")
                                            : "name capture '" + p.name + "' makes remaining patterns unreachable");
            return;
          }
          store(p.name, p, pc);
          return;
        }
        pattern(*p.pattern, pc);
        store(p.name, p, pc);
        return;
      case K::MatchOr: {
        PatternContext old = pc;
        std::vector<std::string> control;
        for (std::size_t i = 0; i < p.patterns.size(); ++i) {
          ast::Pattern& alt = *p.patterns[i];
          pc.stores.clear();
          pc.allow_irrefutable = i + 1 == p.patterns.size() && old.allow_irrefutable;
          pattern(alt, pc);
          if (compiler_error) return;
          if (i == 0) {
            control = pc.stores;
            continue;
          }
          std::vector<std::string> a = control, b = pc.stores;
          std::sort(a.begin(), a.end());
          std::sort(b.begin(), b.end());
          if (a != b) {
            pattern_error(alt, "alternative patterns bind different names");
            return;
          }
        }
        pc = old;
        for (const auto& name : control) store(name, p, pc);
        return;
      }
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
        if (e->kind == ExprKind::Call) repeated_keywords(e->keywords);
        for (auto& x : e->elts) expr(x.get());
        for (auto& k : e->keywords) expr(k.value.get());
        return;
      case ExprKind::Starred:
        expr(e->left.get());
        return;
      case ExprKind::Name:
        scope().seen[e->id] |= e->ctx == ast::Ctx::Load ? kUse : kLocal;
        return;
      default:
        break;
    }
    for (Expr* child : {e->left.get(), e->right.get(), e->third.get()}) value(child);
    for (auto& x : e->elts) value(x.get());
    for (auto& x : e->keys) expr(x.get());
  }

  /// validate_keywords: a keyword argument given twice, reported at the second one.
  void repeated_keywords(const std::vector<ast::Keyword>& keywords) {
    for (std::size_t i = 0; i < keywords.size(); ++i) {
      if (keywords[i].arg.empty()) continue;
      for (std::size_t j = i + 1; j < keywords.size(); ++j)
        if (keywords[j].arg == keywords[i].arg) {
          compiler(keywords[j].pos, keywords[j].value->end, "keyword argument repeated: " + keywords[i].arg);
          return;
        }
    }
  }

  /// Whether an enclosing function (class bodies skipped, the module excluded) binds `name`.
  bool enclosing_binding(const std::string& name) {
    for (size_t i = scopes_.size() - 1; i-- > 0;) {
      const Scope& sc = scopes_[i];
      if (sc.unit == Unit::Module) return false;
      if (sc.unit == Unit::Class && name == "__class__") return true;  // the class block's implicit cell
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
  std::vector<std::string> blocks_;
};

}  // namespace

namespace {

void report_first(const Checker& checker) {
  if (checker.symtable_error) throw *checker.symtable_error;
  if (checker.analysis_error) throw *checker.analysis_error;
  if (checker.compiler_error) throw *checker.compiler_error;
}

}  // namespace

void Parser::compile_checks(ast::Module& m) {
  Checker checker(ts_);
  checker.run(m);
  report_first(checker);
}

void Parser::compile_checks_body(Stmt& def, size_t from) {
  Checker checker(ts_);
  checker.run_body(def, from);
  report_first(checker);
}

}  // namespace tfplay::py::detail
