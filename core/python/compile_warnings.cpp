// The SyntaxWarnings CPython 3.12's compiler emits while it generates code (Python/compile.c:
// check_compare, check_caller, check_subscripter, check_index, compiler_assert). They see the
// tree after the AST optimizer folded constants (Python/ast_opt.c), so `x is -1` and
// `(1, 2)(3)` warn like plain literals. The walk follows the compiler's order: a check runs
// before its node's children, a class body before its bases, a `finally` body once for the
// normal exit and once for the exceptional one, plus once more for each return/break/continue
// that leaves the try through it (compiler_unwind_fblock), as CPython 3.12 does.
#include "core/python/compile_warnings.h"

#include <iterator>
#include <optional>

namespace tfplay::py {

namespace {

using ast::Expr;
using ast::ExprKind;
using ast::Stmt;
using ast::StmtKind;

bool numeric(const std::string& t) { return t == "int" || t == "bool" || t == "float" || t == "complex"; }

/// The type of `e` once folded into a constant (ast_opt.c), or nullopt when it is not a constant.
std::optional<std::string> folded_type(const Expr& e) {
  switch (e.kind) {
    case ExprKind::Constant:
      switch (e.constant) {
        case ast::ConstantKind::None: return "NoneType";
        case ast::ConstantKind::True:
        case ast::ConstantKind::False: return "bool";
        case ast::ConstantKind::Ellipsis: return "ellipsis";
        case ast::ConstantKind::Int: return "int";
        case ast::ConstantKind::Float: return "float";
        case ast::ConstantKind::Imaginary: return "complex";
        case ast::ConstantKind::Str: return "str";
        case ast::ConstantKind::Bytes: return "bytes";
      }
      return std::nullopt;
    case ExprKind::UnaryOp: {
      auto t = folded_type(*e.left);
      if (!t) return std::nullopt;
      if (e.unaryop == ast::UnaryOpKind::Not) return "bool";
      if (e.unaryop == ast::UnaryOpKind::Invert) {
        if (*t == "int" || *t == "bool") return "int";
        return std::nullopt;
      }
      if (!numeric(*t)) return std::nullopt;
      return *t == "bool" ? "int" : *t;
    }
    case ExprKind::Tuple:
      if (e.ctx != ast::Ctx::Load) return std::nullopt;
      for (const auto& x : e.elts)
        if (!folded_type(*x)) return std::nullopt;
      return "tuple";
    case ExprKind::BinOp: {
      auto l = folded_type(*e.left), r = folded_type(*e.right);
      if (!l || !r) return std::nullopt;
      using B = ast::BinOpKind;
      if (numeric(*l) && numeric(*r)) {
        if (e.binop == B::MatMult) return std::nullopt;
        if (*l == "complex" || *r == "complex") {
          bool ok = e.binop == B::Add || e.binop == B::Sub || e.binop == B::Mult || e.binop == B::Div || e.binop == B::Pow;
          return ok ? std::optional<std::string>("complex") : std::nullopt;
        }
        bool ints = (*l == "int" || *l == "bool") && (*r == "int" || *r == "bool");
        bool division = e.binop == B::Div || e.binop == B::FloorDiv || e.binop == B::Mod;
        // 1/0 is left alone (the fold fails); a float operand makes every result a float.
        if (division && e.right->kind == ExprKind::Constant && (e.right->id == "0" || e.right->id == "0.0")) return std::nullopt;
        if (!ints) {
          bool bitwise = e.binop == B::LShift || e.binop == B::RShift || e.binop == B::BitOr || e.binop == B::BitXor ||
                         e.binop == B::BitAnd;
          return bitwise ? std::nullopt : std::optional<std::string>("float");
        }
        if (e.binop == B::Div) return "float";
        if ((*l == "bool" && *r == "bool") && (e.binop == B::BitOr || e.binop == B::BitAnd || e.binop == B::BitXor))
          return "bool";
        if (e.binop == B::Pow && e.right->kind == ExprKind::UnaryOp) return "float";  // 2 ** -1
        return "int";
      }
      bool seq_l = *l == "str" || *l == "bytes" || *l == "tuple";
      if (e.binop == B::Add && seq_l && *l == *r) return *l;
      if (e.binop == B::Mult && seq_l && (*r == "int" || *r == "bool")) return *l;
      bool seq_r = *r == "str" || *r == "bytes" || *r == "tuple";
      if (e.binop == B::Mult && seq_r && (*l == "int" || *l == "bool")) return *r;
      return std::nullopt;
    }
    default:
      return std::nullopt;
  }
}

/// compile.c's infer_type: the type a literal display or folded constant has, else nullopt.
std::optional<std::string> infer_type(const Expr& e) {
  if (auto t = folded_type(e)) return t;
  switch (e.kind) {
    case ExprKind::Tuple: return "tuple";
    case ExprKind::List:
    case ExprKind::ListComp: return "list";
    case ExprKind::Dict:
    case ExprKind::DictComp: return "dict";
    case ExprKind::Set:
    case ExprKind::SetComp: return "set";
    case ExprKind::GeneratorExp: return "generator";
    case ExprKind::Lambda: return "function";
    case ExprKind::JoinedStr:
    case ExprKind::FormattedValue: return "str";
    default: return std::nullopt;
  }
}

class Walker {
 public:
  explicit Walker(std::vector<CompileWarning>& out) : out_(out) {}

  void stmts(const ast::StmtList& body) {
    for (const auto& s : body) stmt(*s);
  }

 private:
  void warn(const ast::Pos& pos, std::string msg) {
    out_.push_back(CompileWarning{"SyntaxWarning", std::move(msg), pos.line, pos.col + 1});
  }

  void opt(const ast::ExprPtr& e) {
    if (e) expr(*e);
  }
  void all(const ast::ExprList& list) {
    for (const auto& e : list) opt(e);
  }

  // check_is_arg: anything but a constant other than None/True/False/Ellipsis.
  static bool is_arg(const Expr& e) {
    auto t = folded_type(e);
    return !t || *t == "NoneType" || *t == "bool" || *t == "ellipsis";
  }

  void check_compare(const Expr& e) {
    bool left = is_arg(*e.left);
    const Expr* left_expr = e.left.get();
    for (std::size_t i = 0; i < e.ops.size() && i < e.elts.size(); ++i) {
      const Expr& right_expr = *e.elts[i];
      bool right = is_arg(right_expr);
      ast::CmpOpKind op = e.ops[i];
      if ((op == ast::CmpOpKind::Is || op == ast::CmpOpKind::IsNot) && (!right || !left)) {
        const Expr& literal = !left ? *left_expr : right_expr;
        std::string type = *folded_type(literal);
        warn(e.pos, op == ast::CmpOpKind::Is ? "\"is\" with '" + type + "' literal. Did you mean \"==\"?"
                                             : "\"is not\" with '" + type + "' literal. Did you mean \"!=\"?");
        return;
      }
      left = right;
      left_expr = &right_expr;
    }
  }

  void check_caller(const Expr& f) {
    switch (f.kind) {
      case ExprKind::Constant: case ExprKind::Tuple: case ExprKind::List: case ExprKind::ListComp:
      case ExprKind::Dict: case ExprKind::DictComp: case ExprKind::Set: case ExprKind::SetComp:
      case ExprKind::GeneratorExp: case ExprKind::JoinedStr: case ExprKind::FormattedValue:
        break;
      default:
        if (!folded_type(f)) return;  // a folded -1 or 1 + 2 is a Constant too
    }
    warn(f.pos, "'" + infer_type(f).value_or("object") + "' object is not callable; perhaps you missed a comma?");
  }

  void check_subscripter(const Expr& v) {
    if (auto t = folded_type(v)) {
      if (!(*t == "NoneType" || *t == "ellipsis" || numeric(*t) || *t == "frozenset")) return;
    } else if (!(v.kind == ExprKind::Set || v.kind == ExprKind::SetComp || v.kind == ExprKind::GeneratorExp ||
                 v.kind == ExprKind::Lambda)) {
      return;
    }
    warn(v.pos, "'" + *infer_type(v) + "' object is not subscriptable; perhaps you missed a comma?");
  }

  void check_index(const Expr& v, const Expr& s) {
    auto index_type = infer_type(s);
    if (!index_type || *index_type == "int" || *index_type == "bool") return;
    if (auto t = folded_type(v)) {
      if (!(*t == "str" || *t == "bytes" || *t == "tuple")) return;
    } else if (!(v.kind == ExprKind::List || v.kind == ExprKind::ListComp || v.kind == ExprKind::JoinedStr ||
                 v.kind == ExprKind::FormattedValue)) {
      return;
    }
    warn(v.pos, *infer_type(v) + " indices must be integers or slices, not " + *index_type + "; perhaps you missed a comma?");
  }

  void arguments(const ast::Arguments& a) {
    all(a.defaults);
    all(a.kw_defaults);
  }

  void comprehension(const Expr& e, bool inlined) {
    // Inlined comprehensions (PEP 709: list, set, dict) evaluate the outermost iterable first;
    // a generator expression's code is compiled before it.
    if (inlined && !e.generators.empty()) expr(*e.generators[0].iter);
    for (std::size_t i = 0; i < e.generators.size(); ++i) {
      const auto& g = e.generators[i];
      if (i > 0) expr(*g.iter);
      expr(*g.target);
      all(g.ifs);
    }
    opt(e.left);
    if (e.kind == ExprKind::DictComp) opt(e.right);
    if (!inlined && !e.generators.empty()) expr(*e.generators[0].iter);
  }

  void expr(const Expr& e) {
    switch (e.kind) {
      case ExprKind::Compare:
        check_compare(e);
        expr(*e.left);
        all(e.elts);
        return;
      case ExprKind::Call:
        if (e.left->kind != ExprKind::Attribute) check_caller(*e.left);
        expr(*e.left);
        all(e.elts);
        for (const auto& k : e.keywords) opt(k.value);
        return;
      case ExprKind::Subscript:
        if (e.ctx == ast::Ctx::Load) {
          check_subscripter(*e.left);
          check_index(*e.left, *e.right);
        }
        expr(*e.left);
        expr(*e.right);
        return;
      case ExprKind::Dict:
        for (std::size_t i = 0; i < e.elts.size(); ++i) {
          if (i < e.keys.size()) opt(e.keys[i]);
          opt(e.elts[i]);
        }
        return;
      case ExprKind::ListComp:
      case ExprKind::SetComp:
      case ExprKind::DictComp:
        comprehension(e, true);
        return;
      case ExprKind::GeneratorExp:
        comprehension(e, false);
        return;
      case ExprKind::Lambda:
        if (e.args) arguments(*e.args);
        opt(e.left);
        return;
      case ExprKind::NamedExpr:
        opt(e.right);
        opt(e.left);
        return;
      default:
        opt(e.left);
        opt(e.right);
        opt(e.third);
        all(e.keys);
        all(e.elts);
        for (const auto& k : e.keywords) opt(k.value);
        return;
    }
  }

  void stmt(const Stmt& s) {
    switch (s.kind) {
      case StmtKind::Assert: {
        const Expr& t = *s.test;
        if ((t.kind == ExprKind::Tuple && !t.elts.empty())) warn(s.pos, "assertion is always true, perhaps remove parentheses?");
        expr(t);
        opt(s.msg);
        return;
      }
      case StmtKind::FunctionDef:
        all(s.decorator_list);
        if (s.args) {
          arguments(*s.args);
          for (const auto* list : {&s.args->posonlyargs, &s.args->args, &s.args->kwonlyargs})
            for (const auto& a : *list) opt(a.annotation);
          if (s.args->vararg) opt(s.args->vararg->annotation);
          if (s.args->kwarg) opt(s.args->kwarg->annotation);
        }
        opt(s.returns);
        {
          auto saved = finally_stack_;
          finally_stack_.clear();
          stmts(s.body);
          finally_stack_ = std::move(saved);
        }
        return;
      case StmtKind::ClassDef:
        all(s.decorator_list);
        {
          auto saved = finally_stack_;
          finally_stack_.clear();
          stmts(s.body);
          finally_stack_ = std::move(saved);
        }
        all(s.bases);
        for (const auto& k : s.keywords) opt(k.value);
        return;
      case StmtKind::Assign:
        opt(s.value);
        all(s.targets);
        return;
      case StmtKind::AnnAssign:
        opt(s.value);
        opt(s.target);
        opt(s.annotation);
        return;
      case StmtKind::For:
        opt(s.iter);
        opt(s.target);
        loop_body(s.body);
        stmts(s.orelse);
        return;
      case StmtKind::While:
        opt(s.test);
        loop_body(s.body);
        stmts(s.orelse);
        return;
      case StmtKind::With:
        for (const auto& item : s.items) {
          opt(item.context_expr);
          opt(item.optional_vars);
        }
        stmts(s.body);
        return;
      case StmtKind::Try:
        if (!s.finalbody.empty()) {
          finally_stack_.push_back({&s.finalbody, loop_depth_});
          try_except(s);
          finally_stack_.pop_back();
          stmts(s.finalbody);  // the normal exit
          stmts(s.finalbody);  // the exceptional exit
        } else {
          try_except(s);
        }
        return;
      case StmtKind::Match:
        // compiler_match: the subject, then each case's pattern, guard and body.
        opt(s.value);
        for (const auto& c : s.cases) {
          pattern(*c.pattern);
          opt(c.guard);
          stmts(c.body);
        }
        return;
      case StmtKind::Return:
        opt(s.value);
        unwind(false);
        return;
      case StmtKind::Break:
      case StmtKind::Continue:
        unwind(true);
        return;
      default:
        opt(s.value);
        opt(s.target);
        opt(s.test);
        opt(s.iter);
        opt(s.exc);
        opt(s.cause);
        opt(s.msg);
        all(s.targets);
        stmts(s.body);
        stmts(s.orelse);
        return;
    }
  }

  void pattern(const ast::Pattern& p) {
    opt(p.value);
    all(p.keys);
    if (p.pattern) pattern(*p.pattern);
    for (const auto& x : p.patterns) pattern(*x);
    for (const auto& x : p.kwd_patterns) pattern(*x);
  }

  void try_except(const Stmt& s) {
    stmts(s.body);
    for (const auto& h : s.handlers) {
      opt(h.type);
      stmts(h.body);
    }
    stmts(s.orelse);
  }

  void loop_body(const ast::StmtList& body) {
    ++loop_depth_;
    stmts(body);
    --loop_depth_;
  }

  // return/break/continue compile the finally bodies they leave (innermost first); break and
  // continue leave only those inside the innermost loop.
  void unwind(bool loop_exit) {
    auto stack = finally_stack_;
    for (auto it = stack.rbegin(); it != stack.rend(); ++it) {
      if (loop_exit && it->loop_depth < loop_depth_) break;
      finally_stack_.assign(stack.begin(), std::next(it).base());
      stmts(*it->body);
    }
    finally_stack_ = std::move(stack);
  }

  struct Finally {
    const ast::StmtList* body;
    int loop_depth;
  };
  std::vector<CompileWarning>& out_;
  std::vector<Finally> finally_stack_;
  int loop_depth_ = 0;
};

}  // namespace

void collect_compile_warnings(const ast::Module& module, std::vector<CompileWarning>& out) {
  Walker(out).stmts(module.body);
}

std::string format_compile_warning(const CompileWarning& w, const std::string& filename, const std::string& line) {
  std::string text = filename + ":" + std::to_string(w.lineno) + ": " + w.category + ": " + w.message + "\n";
  // warnings.formatwarning: the source line stripped, indented by two spaces, when there is one.
  if (!line.empty()) {
    std::size_t b = line.find_first_not_of(" \t\f\r\n\v");
    std::size_t e = line.find_last_not_of(" \t\f\r\n\v");
    text += "  " + (b == std::string::npos ? std::string() : line.substr(b, e - b + 1)) + "\n";
  }
  return text;
}

}  // namespace tfplay::py
