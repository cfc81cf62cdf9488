// tf.autograph.to_code: rebuilds the code AutoGraph's converters generate, as text.
//
// The converters run in TF's order (api.py PyToTF.transform_ast). functions (FunctionScope
// names, docstrings), directives (set_loop_options), break_statements, continue_statements and
// return_statements rewrite statements, so they run first on a copy of the body
// (autograph_lowering.h). This file then prints that body while applying call_trees
// (converted_call), control_flow (if_stmt/while_stmt/for_stmt with get_state/set_state, on the
// static analysis of the lowered body), conditional_expressions (if_exp), logical_expressions
// (and_/or_/not_) and variables (ag__.ld on every read of an original name; `x += v` becomes
// `x = ag__.ld(x)` then `x += v`, its value left unvisited; `del x` becomes
// `x = ag__.Undefined('x')`). Python 3.12 prints the result with ast.unparse (pyct/parser.py),
// whose layout this file follows: 4-space indents, a blank line before each nested def,
// parentheses only where precedence needs them.
//
// Reproduced: positional parameters; expression, assignment, augmented assignment, assert,
// raise, del, try, with, pass and nested def statements; if/elif/else, while and for (name or
// tuple-of-names targets) with break, continue, return and else clauses; lambdas,
// comprehensions and conditional expressions. Anything else (global/nonlocal, classes,
// imports, attribute assignments inside converted control flow, ...) raises
// NotImplementedError naming the construct.
#include "core/function/autograph_codegen.h"

#include <functional>
#include <map>
#include <set>

#include "core/function/autograph_analysis.h"
#include "core/function/autograph_lowering.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"

namespace tfplay::function {

namespace ast = py::ast;
using autograph::Names;

namespace {

[[noreturn]] void unsupported(const std::string& what) {
  py::raise(py::E().NotImplementedError, "tfplay cannot show the code AutoGraph generates for " + what + " yet");
}

// ---- expressions (ast.unparse's _Precedence) --------------------------------------------------

enum Prec { kTuple = 1, kTest = 3, kOr, kAnd, kNot, kCmp, kExpr, kBor, kBxor, kBand, kShift, kArith, kTerm, kFactor, kPower, kAwait, kAtom };

int binop_prec(ast::BinOpKind k) {
  switch (k) {
    case ast::BinOpKind::Add:
    case ast::BinOpKind::Sub: return kArith;
    case ast::BinOpKind::Mult:
    case ast::BinOpKind::MatMult:
    case ast::BinOpKind::Div:
    case ast::BinOpKind::FloorDiv:
    case ast::BinOpKind::Mod: return kTerm;
    case ast::BinOpKind::Pow: return kPower;
    case ast::BinOpKind::LShift:
    case ast::BinOpKind::RShift: return kShift;
    case ast::BinOpKind::BitOr: return kBor;
    case ast::BinOpKind::BitXor: return kBxor;
    case ast::BinOpKind::BitAnd: return kBand;
  }
  return kArith;
}

const char* binop_text(ast::BinOpKind k) {
  switch (k) {
    case ast::BinOpKind::Add: return "+";
    case ast::BinOpKind::Sub: return "-";
    case ast::BinOpKind::Mult: return "*";
    case ast::BinOpKind::MatMult: return "@";
    case ast::BinOpKind::Div: return "/";
    case ast::BinOpKind::FloorDiv: return "//";
    case ast::BinOpKind::Mod: return "%";
    case ast::BinOpKind::Pow: return "**";
    case ast::BinOpKind::LShift: return "<<";
    case ast::BinOpKind::RShift: return ">>";
    case ast::BinOpKind::BitOr: return "|";
    case ast::BinOpKind::BitXor: return "^";
    case ast::BinOpKind::BitAnd: return "&";
  }
  return "?";
}

const char* cmp_text(ast::CmpOpKind k) {
  switch (k) {
    case ast::CmpOpKind::Eq: return "==";
    case ast::CmpOpKind::NotEq: return "!=";
    case ast::CmpOpKind::Lt: return "<";
    case ast::CmpOpKind::LtE: return "<=";
    case ast::CmpOpKind::Gt: return ">";
    case ast::CmpOpKind::GtE: return ">=";
    case ast::CmpOpKind::Is: return "is";
    case ast::CmpOpKind::IsNot: return "is not";
    case ast::CmpOpKind::In: return "in";
    case ast::CmpOpKind::NotIn: return "not in";
  }
  return "?";
}

std::string constant_text(const ast::Expr& e) {
  switch (e.constant) {
    case ast::ConstantKind::None: return "None";
    case ast::ConstantKind::True: return "True";
    case ast::ConstantKind::False: return "False";
    case ast::ConstantKind::Int: {
      for (char c : e.id)
        if (c < '0' || c > '9') unsupported("a non-decimal integer literal");
      return e.id;
    }
    case ast::ConstantKind::Float: return py::float_repr(std::stod(e.id));
    case ast::ConstantKind::Str: {
      for (unsigned char c : e.id)
        if (c < 0x20 || c > 0x7e || c == '\'' || c == '"' || c == '\\') unsupported("a string literal with quotes, escapes or non-ASCII text");
      return "'" + e.id + "'";
    }
    default: unsupported("this literal");
  }
}

/// ast.unparse's _write_docstring: triple double quotes around the text, shown only when it
/// needs no escaping.
std::string docstring_text(const std::string& doc) {
  for (unsigned char c : doc)
    if (c < 0x20 || c > 0x7e || c == '"' || c == '\\') unsupported("a docstring with quotes, escapes, newlines or non-ASCII text");
  return "\"\"\"" + doc + "\"\"\"";
}

/// A converted expression, kept as text with its precedence (a tiny ast.unparse).
struct Code {
  std::string text;
  int prec;
};

std::string in_context(const Code& c, int context) { return c.prec < context ? "(" + c.text + ")" : c.text; }

Code atom(std::string t) { return {std::move(t), kAtom}; }

std::string tuple_text(const std::vector<std::string>& items) {
  if (items.empty()) return "()";
  std::string s = "(";
  for (std::size_t i = 0; i < items.size(); ++i) s += (i ? ", " : "") + items[i];
  return s + (items.size() == 1 ? ",)" : ")");
}

// ---- the converter ------------------------------------------------------------------------------

/// FunctionDef bodies are converted with a shared namer (pyct/naming.py Namer.new_symbol).
struct Converter {
  Names params;
  autograph::Namer namer;
  const autograph::Lowered* lowered = nullptr;
  autograph::AnalysisCache cache;
  const autograph::CodeAnalysis* analysis = nullptr;
  std::string fscope = "fscope";
  bool recursive = true;
  bool raw_calls = false;  // inside a with statement's items: calls are not converted
  bool raw_logic = false;  // the text of a conditional expression's test: and/or/not as written

  std::string new_symbol(const std::string& root) { return namer.new_symbol(root); }
  /// variables.py: only the names of the original code are read through ag__.ld.
  bool is_generated(const std::string& id) const { return namer.generated.count(id) > 0; }

  // `ld` is false inside augmented-assignment values, which the variables converter skips.
  Code expr(const ast::Expr& e, bool ld = true) {
    switch (e.kind) {
      case ast::ExprKind::Name:
        return atom(ld && !is_generated(e.id) ? "ag__.ld(" + e.id + ")" : e.id);
      case ast::ExprKind::Constant:
        return {constant_text(e), e.constant == ast::ConstantKind::Int || e.constant == ast::ConstantKind::Float ? kAtom : kAtom};
      case ast::ExprKind::BinOp: {
        const int p = binop_prec(e.binop);
        const bool pow = e.binop == ast::BinOpKind::Pow;
        Code l = expr(*e.left, ld), r = expr(*e.right, ld);
        return {in_context(l, pow ? p + 1 : p) + " " + binop_text(e.binop) + " " + in_context(r, pow ? p : p + 1), p};
      }
      case ast::ExprKind::UnaryOp: {
        Code o = expr(*e.left, ld);
        if (e.unaryop == ast::UnaryOpKind::Not) {
          if (raw_logic) return {"not " + in_context(o, kNot), kNot};
          return atom("ag__.not_(" + in_context(o, kTest) + ")");
        }
        const char* op = e.unaryop == ast::UnaryOpKind::USub ? "-" : e.unaryop == ast::UnaryOpKind::UAdd ? "+" : "~";
        return {op + in_context(o, kFactor), kFactor};
      }
      case ast::ExprKind::BoolOp: {
        if (raw_logic) {
          // ast.unparse: each further operand one precedence level tighter.
          int p = e.boolop == ast::BoolOpKind::And ? kAnd : kOr;
          const int own = p;
          std::string s;
          for (std::size_t i = 0; i < e.elts.size(); ++i) {
            ++p;
            s += (i ? (e.boolop == ast::BoolOpKind::And ? " and " : " or ") : "") + in_context(expr(*e.elts[i], ld), p);
          }
          return {s, own};
        }
        // logical_expressions.py: a and b and c -> and_(lambda: a, lambda: and_(lambda: b, lambda: c)).
        const char* fn = e.boolop == ast::BoolOpKind::And ? "ag__.and_" : "ag__.or_";
        std::string right = in_context(expr(*e.elts.back(), ld), kTest);
        for (std::size_t i = e.elts.size() - 1; i-- > 0;)
          right = std::string(fn) + "(lambda: " + in_context(expr(*e.elts[i], ld), kTest) + ", lambda: " + right + ")";
        return atom(right);
      }
      case ast::ExprKind::Compare: {
        std::string s = in_context(expr(*e.left, ld), kCmp + 1);
        for (std::size_t i = 0; i < e.ops.size(); ++i)
          s += std::string(" ") + cmp_text(e.ops[i]) + " " + in_context(expr(*e.elts[i], ld), kCmp + 1);
        return {s, kCmp};
      }
      case ast::ExprKind::Attribute: {
        if (e.left->kind == ast::ExprKind::Constant) unsupported("an attribute of a literal");
        return atom(in_context(expr(*e.left, ld), kAtom) + "." + e.id);
      }
      case ast::ExprKind::Subscript: {
        std::string index;
        if (e.right->kind == ast::ExprKind::Tuple && !e.right->elts.empty()) {
          for (std::size_t i = 0; i < e.right->elts.size(); ++i)
            index += (i ? ", " : "") + in_context(expr(*e.right->elts[i], ld), kTest);
          if (e.right->elts.size() == 1) index += ",";
        } else {
          index = in_context(expr(*e.right, ld), kTest);
        }
        return atom(in_context(expr(*e.left, ld), kAtom) + "[" + index + "]");
      }
      case ast::ExprKind::Slice: {
        std::string s = e.left ? in_context(expr(*e.left, ld), kTest) : "";
        s += ":";
        if (e.right) s += in_context(expr(*e.right, ld), kTest);
        if (e.third) s += ":" + in_context(expr(*e.third, ld), kTest);
        return atom(s);
      }
      case ast::ExprKind::List:
      case ast::ExprKind::Tuple: {
        std::vector<std::string> items;
        for (const auto& x : e.elts)
          items.push_back(x->kind == ast::ExprKind::Starred ? "*" + in_context(expr(*x->left, ld), kExpr)
                                                            : in_context(expr(*x, ld), kTest));
        // ast.unparse parenthesizes a tuple wherever its precedence is above TUPLE, which is
        // every place this converter prints one (targets and subscripts are printed apart).
        if (e.kind == ast::ExprKind::Tuple) return atom(tuple_text(items));
        std::string s = "[";
        for (std::size_t i = 0; i < items.size(); ++i) s += (i ? ", " : "") + items[i];
        return atom(s + "]");
      }
      case ast::ExprKind::Dict: {
        std::string s = "{";
        for (std::size_t i = 0; i < e.elts.size(); ++i) {
          if (!e.keys[i]) unsupported("a dict display with **");
          s += (i ? ", " : "") + in_context(expr(*e.keys[i], ld), kTest) + ": " + in_context(expr(*e.elts[i], ld), kTest);
        }
        return atom(s + "}");
      }
      case ast::ExprKind::Call: return call(e, ld);
      case ast::ExprKind::IfExp: {
        // conditional_expressions.py: ag__.if_exp(test, lambda: body, lambda: orelse, 'test'),
        // the last argument being the test as written (calls already converted, no ld).
        // logical_expressions.py runs after this converter: the text keeps and/or/not.
        if (has_if_exp(*e.left)) unsupported("a conditional expression whose test holds another one");
        const bool saved = raw_logic;
        raw_logic = true;
        std::string repr = in_context(expr(*e.left, false), kTest);
        raw_logic = saved;
        for (char c : repr)
          if (c == '\'' || c == '"' || c == '\\') unsupported("a conditional expression whose test holds a string");
        return atom("ag__.if_exp(" + in_context(expr(*e.left, ld), kTest) + ", lambda: " + in_context(expr(*e.right, ld), kTest) +
                    ", lambda: " + in_context(expr(*e.third, ld), kTest) + ", '" + repr + "')");
      }
      // functions.py visit_Lambda: a lambda inside the converted function is marked as
      // already converted; its body is converted in place (reaching_definitions.py annotates
      // every name of the enclosing statement, so the parameters are read through ag__.ld too).
      case ast::ExprKind::Lambda: {
        const ast::Arguments& a = *e.args;
        if (!a.posonlyargs.empty() || a.vararg || !a.kwonlyargs.empty() || a.kwarg || !a.defaults.empty())
          unsupported("a lambda with default values, *args, **kwargs or keyword-only parameters");
        std::string params;
        for (std::size_t i = 0; i < a.args.size(); ++i) params += (i ? ", " : "") + a.args[i].name;
        const std::string body = in_context(expr(*e.left, ld), kTest);
        return atom("ag__.autograph_artifact(" + (params.empty() ? "lambda: " : "lambda " + params + ": ") + body + ")");
      }
      // Comprehensions stay Python (list_comprehensions.py is not run); their names are read
      // through ag__.ld like any other, the targets are not.
      case ast::ExprKind::ListComp:
      case ast::ExprKind::SetComp:
      case ast::ExprKind::GeneratorExp:
      case ast::ExprKind::DictComp: {
        std::string s = e.kind == ast::ExprKind::DictComp
                            ? in_context(expr(*e.left, ld), kTest) + ": " + in_context(expr(*e.right, ld), kTest)
                            : in_context(expr(*e.left, ld), kTest);
        for (const ast::Comprehension& g : e.generators) {
          s += " for " + target_text(*g.target) + " in " + in_context(expr(*g.iter, ld), kOr);
          for (const auto& c : g.ifs) s += " if " + in_context(expr(*c, ld), kOr);
        }
        if (e.kind == ast::ExprKind::ListComp) return atom("[" + s + "]");
        if (e.kind == ast::ExprKind::GeneratorExp) return atom("(" + s + ")");
        return atom("{" + s + "}");
      }
      default: break;
    }
    unsupported("this kind of expression (f-strings, sets, starred, walrus, yield, ...)");
  }

  static bool has_if_exp(const ast::Expr& e) {
    if (e.kind == ast::ExprKind::IfExp || e.kind == ast::ExprKind::Lambda) return true;
    for (const ast::Expr* c : {e.left.get(), e.right.get(), e.third.get()})
      if (c && has_if_exp(*c)) return true;
    for (const auto& c : e.elts)
      if (c && has_if_exp(*c)) return true;
    for (const auto& k : e.keywords)
      if (has_if_exp(*k.value)) return true;
    return false;
  }

  /// call_trees.py: f(a, k=v) -> ag__.converted_call(f, (a,), dict(k=v), fscope); print stays
  /// a plain call (Feature.BUILTIN_FUNCTIONS is off).
  Code call(const ast::Expr& e, bool ld) {
    std::string kwargs;
    for (const ast::Keyword& k : e.keywords)
      kwargs += (kwargs.empty() ? "" : ", ") + (k.arg.empty() ? "**" : k.arg + "=") + in_context(expr(*k.value, ld), kTest);
    std::string func = in_context(expr(*e.left, ld), kAtom);
    const bool internal = e.left->kind == ast::ExprKind::Attribute && e.left->left->kind == ast::ExprKind::Name &&
                          is_generated(e.left->left->id);
    if ((e.left->kind == ast::ExprKind::Name && e.left->id == "print") || internal || raw_calls) {
      std::string s = func + "(";
      for (std::size_t i = 0; i < e.elts.size(); ++i) {
        const ast::Expr& a = *e.elts[i];
        s += (i ? ", " : "") + (a.kind == ast::ExprKind::Starred ? "*" + in_context(expr(*a.left, ld), kExpr)
                                                                  : in_context(expr(a, ld), kTest));
      }
      if (!kwargs.empty()) s += (e.elts.empty() ? "" : ", ") + kwargs;
      return atom(s + ")");
    }
    // _ArgTemplateBuilder: f(a, *b, c) -> (a,) + tuple(b) + (c,).
    std::vector<std::string> parts, pending;
    bool grouped = false;
    for (const auto& a : e.elts) {
      if (a->kind == ast::ExprKind::Starred) {
        if (!pending.empty()) parts.push_back(tuple_text(pending));
        pending.clear();
        parts.push_back("tuple(" + in_context(expr(*a->left, ld), kTest) + ")");
        grouped = true;
      } else {
        pending.push_back(in_context(expr(*a, ld), kTest));
      }
    }
    if (!pending.empty() || !grouped) parts.push_back(tuple_text(pending));
    std::string args;
    for (std::size_t i = 0; i < parts.size(); ++i) args += (i ? " + " : "") + parts[i];
    return atom("ag__.converted_call(" + func + ", " + args + ", " + (kwargs.empty() ? "None" : "dict(" + kwargs + ")") +
                ", " + fscope + ")");
  }

  // ---- statements ------------------------------------------------------------------------------

  using Lines = std::vector<std::string>;  // lines relative to the block's indentation ("" = blank)

  static void indent_into(Lines& out, const Lines& body) {
    for (const std::string& l : body) out.push_back(l.empty() ? l : "    " + l);
  }
  /// ast.unparse's maybe_newline before a def: a blank line unless it starts the output.
  static void add_def(Lines& out, const std::string& header, const Lines& body) {
    out.push_back("");
    out.push_back(header);
    indent_into(out, body);
  }

  std::string target_text(const ast::Expr& t) {
    switch (t.kind) {
      case ast::ExprKind::Name: return t.id;
      // variables.py reads the object of an attribute or subscript target through ag__.ld.
      case ast::ExprKind::Attribute:
      case ast::ExprKind::Subscript: return expr(t).text;
      case ast::ExprKind::Tuple:
      case ast::ExprKind::List: {
        std::string s = t.kind == ast::ExprKind::List ? "[" : "";
        for (std::size_t i = 0; i < t.elts.size(); ++i) {
          const ast::ExprKind k = t.elts[i]->kind;
          if (k != ast::ExprKind::Name && k != ast::ExprKind::Attribute && k != ast::ExprKind::Subscript)
            unsupported("a nested assignment target");
          s += (i ? ", " : "") + target_text(*t.elts[i]);
        }
        if (t.kind == ast::ExprKind::List) return s + "]";
        return t.elts.size() == 1 ? s + "," : s;
      }
      default: unsupported("this assignment target");
    }
  }

  /// Whether a block (not its nested defs) assigns a subscript, a composite symbol whose
  /// carrying tfplay does not reproduce.
  static bool stores_subscript(const ast::StmtList& block) {
    std::function<bool(const ast::Expr&)> sub = [&](const ast::Expr& t) {
      if (t.kind == ast::ExprKind::Subscript) return true;
      for (const auto& x : t.elts)
        if (x && sub(*x)) return true;
      return false;
    };
    for (const auto& st : block) {
      if (st->kind == ast::StmtKind::FunctionDef || st->kind == ast::StmtKind::ClassDef) continue;
      for (const auto& t : st->targets)
        if (sub(*t)) return true;
      if (st->target && (st->kind == ast::StmtKind::AugAssign || st->kind == ast::StmtKind::For) && sub(*st->target)) return true;
      if (stores_subscript(st->body) || stores_subscript(st->orelse) || stores_subscript(st->finalbody)) return true;
      for (const auto& h : st->handlers)
        if (stores_subscript(h.body)) return true;
    }
    return false;
  }

  /// control_flow.py _get_block_vars: the carried symbols (outputs first, then input-only ones,
  /// each group sorted), the count of outputs, and the modified symbols not defined before.
  struct BlockVars {
    std::vector<std::string> vars;
    int nouts = 0;
    std::vector<std::string> undefined;
  };
  BlockVars block_vars(const ast::Stmt& s, const Names& modified, const Names& defined_in, const Names& composites) {
    return vars_from(analysis->liveness(s), modified, defined_in, composites);
  }
  BlockVars vars_from(const autograph::Liveness& live, const Names& modified, const Names& defined_in,
                      const Names& composites = {}) {
    std::vector<std::string> outs, ins;
    for (const std::string& v : modified) {
      const bool in = live.live_in.count(v) > 0, out = live.live_out.count(v) > 0;
      if (!in && !out) continue;
      (in && !out ? ins : outs).push_back(v);
    }
    // _get_block_composite_vars: an attribute the block assigns is carried (as an output) when
    // the object it belongs to is live into the block.
    for (const std::string& c : composites)
      if (live.live_in.count(c.substr(0, c.find('.')))) outs.push_back(c);
    std::sort(outs.begin(), outs.end());
    BlockVars b;
    b.vars = outs;
    b.vars.insert(b.vars.end(), ins.begin(), ins.end());
    b.nouts = static_cast<int>(outs.size());
    for (const std::string& v : modified)
      if (!defined_in.count(v)) b.undefined.push_back(v);
    // `undefined` is a tuple built from a set: with several names, Python's order changes from
    // run to run (string hashing). tfplay lists them sorted, one of the orders TF prints, as it
    // does the names of a nonlocal declaration.
    return b;
  }

  /// _create_nonlocal_declarations: the plain names (attributes need no declaration).
  Lines nonlocals(const std::vector<std::string>& vars) {
    std::vector<std::string> sorted;
    for (const std::string& v : vars)
      if (v.find('.') == std::string::npos) sorted.push_back(v);
    if (sorted.empty()) return {};
    std::sort(sorted.begin(), sorted.end());
    std::string s = "nonlocal ";
    for (std::size_t i = 0; i < sorted.size(); ++i) s += (i ? ", " : "") + sorted[i];
    return {s};
  }

  /// _create_state_functions.
  void state_functions(Lines& out, const std::vector<std::string>& vars, const std::string& getter, const std::string& setter) {
    if (vars.empty()) {
      add_def(out, "def " + getter + "():", {"return ()"});
      add_def(out, "def " + setter + "(block_vars):", {"pass"});
      return;
    }
    // An attribute is read through ag__.ldu(lambda: self.x, 'self.x'), which tolerates its absence.
    std::vector<std::string> guarded;
    for (const std::string& v : vars)
      guarded.push_back(v.find('.') == std::string::npos ? v : "ag__.ldu(lambda: " + v + ", '" + v + "')");
    add_def(out, "def " + getter + "():", {"return " + tuple_text(guarded)});
    Lines set = nonlocals(vars);
    std::string target;
    for (std::size_t i = 0; i < vars.size(); ++i) target += (i ? ", " : "") + vars[i];
    if (vars.size() == 1) target += ",";
    set.push_back(target + " = vars_");
    add_def(out, "def " + setter + "(vars_):", set);
  }

  std::string names_tuple(const std::vector<std::string>& vars) {
    std::vector<std::string> quoted;
    for (const std::string& v : vars) quoted.push_back("'" + v + "'");
    return tuple_text(quoted);
  }

  Lines block(const ast::StmtList& stmts, const Names& defined_before, const Names& loop_defs) {
    Lines out;
    Names defined = defined_before;
    for (const auto& s : stmts) {
      statement(*s, out, defined, loop_defs);
      for (const std::string& n : bound_by(*s)) defined.insert(n);
    }
    return out;
  }

  static Names bound_by(const ast::Stmt& s) {
    Names n;
    if (s.kind == ast::StmtKind::Assign || s.kind == ast::StmtKind::AugAssign) {
      std::function<void(const ast::Expr&)> walk = [&](const ast::Expr& t) {
        if (t.kind == ast::ExprKind::Name) n.insert(t.id);
        for (const auto& x : t.elts) walk(*x);
      };
      if (s.kind == ast::StmtKind::Assign)
        for (const auto& t : s.targets) walk(*t);
      else
        walk(*s.target);
    } else if (s.kind == ast::StmtKind::If || s.kind == ast::StmtKind::While || s.kind == ast::StmtKind::For) {
      Names a = autograph::bound_names(s.body), b = autograph::bound_names(s.orelse);
      n.insert(a.begin(), a.end());
      n.insert(b.begin(), b.end());
      if (s.kind == ast::StmtKind::For) {
        Names t = autograph::target_names(*s.target);
        n.insert(t.begin(), t.end());
      }
    }
    return n;
  }

  void statement(const ast::Stmt& s, Lines& out, const Names& defined, const Names& loop_defs) {
    // Reaching definitions: defined before, or on an earlier iteration of an enclosing loop.
    Names defined_in = defined;
    defined_in.insert(loop_defs.begin(), loop_defs.end());
    switch (s.kind) {
      case ast::StmtKind::Pass: out.push_back("pass"); return;
      case ast::StmtKind::Expr: {
        if (s.value->kind == ast::ExprKind::Constant && s.value->constant == ast::ConstantKind::Str)
          unsupported("a docstring or a string statement");
        out.push_back(in_context(expr(*s.value), kTest));
        return;
      }
      case ast::StmtKind::Assign: {
        std::string line;
        for (const auto& t : s.targets) line += target_text(*t) + " = ";
        out.push_back(line + in_context(expr(*s.value), kTest));
        return;
      }
      case ast::StmtKind::AugAssign: {
        if (s.target->kind != ast::ExprKind::Name) {
          // variables.py visit_AugAssign: other targets are visited as they are.
          out.push_back(target_text(*s.target) + " " + binop_text(s.binop) + "= " + in_context(expr(*s.value), kTest));
          return;
        }
        out.push_back(s.target->id + " = ag__.ld(" + s.target->id + ")");
        out.push_back(s.target->id + " " + binop_text(s.binop) + "= " + in_context(expr(*s.value, false), kTest));
        return;
      }
      case ast::StmtKind::If: return if_stmt(s, out, defined_in, loop_defs);
      case ast::StmtKind::While: return while_stmt(s, out, defined_in, loop_defs);
      case ast::StmtKind::For: return for_stmt(s, out, defined_in, loop_defs);
      // Only the function's final `return fscope.ret(retval_, do_return)` is left after lowering.
      case ast::StmtKind::Return:
        out.push_back(s.value ? "return " + in_context(expr(*s.value), kTest) : "return");
        return;
      case ast::StmtKind::Try: return try_stmt(s, out, defined, loop_defs);
      case ast::StmtKind::Raise: {
        std::string line = "raise";
        if (s.exc) line += " " + in_context(expr(*s.exc), kTest);
        if (s.cause) line += " from " + in_context(expr(*s.cause), kTest);
        out.push_back(line);
        return;
      }
      // asserts.py runs only with Feature.ASSERT_STATEMENTS, which tf.function does not enable:
      // the statement stays a Python assert.
      case ast::StmtKind::Assert: {
        std::string line = "assert " + in_context(expr(*s.test), kTest);
        if (s.msg) line += ", " + in_context(expr(*s.msg), kTest);
        out.push_back(line);
        return;
      }
      // variables.py visit_Delete: `del x` -> `x = ag__.Undefined('x')`.
      case ast::StmtKind::Delete: {
        for (const auto& t : s.targets)
          if (t->kind != ast::ExprKind::Name) unsupported("del of an attribute, a subscript or a tuple");
        for (const auto& t : s.targets) out.push_back(t->id + " = ag__.Undefined('" + t->id + "')");
        return;
      }
      case ast::StmtKind::With: return with_stmt(s, out, defined, loop_defs);
      case ast::StmtKind::FunctionDef: return nested_def(s, out);
      case ast::StmtKind::Break:
      case ast::StmtKind::Continue: unsupported("break or continue outside a loop");
      case ast::StmtKind::Global:
      case ast::StmtKind::Nonlocal: unsupported("global or nonlocal statements");
      case ast::StmtKind::Match: unsupported("a match statement");
      default: unsupported("this kind of statement (class, import, ...)");
    }
  }

  /// A try statement is left as it is (its blocks converted); the return conversion's
  /// `try: do_return = True ... except: do_return = False; raise` is one.
  void try_stmt(const ast::Stmt& s, Lines& out, const Names& defined, const Names& loop_defs) {
    out.push_back("try:");
    indent_into(out, block(s.body, defined, loop_defs));
    for (const ast::ExceptHandler& h : s.handlers) {
      std::string line = "except";
      if (h.type) line += " " + in_context(expr(*h.type), kTest);
      if (!h.name.empty()) line += " as " + h.name;
      out.push_back(line + ":");
      indent_into(out, block(h.body, defined, loop_defs));
    }
    if (!s.orelse.empty()) {
      out.push_back("else:");
      indent_into(out, block(s.orelse, defined, loop_defs));
    }
    if (!s.finalbody.empty()) {
      out.push_back("finally:");
      indent_into(out, block(s.finalbody, defined, loop_defs));
    }
  }

  /// call_trees.py visit_With leaves the context manager calls unconverted; variables.py still
  /// reads their names through ag__.ld.
  void with_stmt(const ast::Stmt& s, Lines& out, const Names& defined, const Names& loop_defs) {
    std::string line = "with ";
    raw_calls = true;
    for (std::size_t i = 0; i < s.items.size(); ++i) {
      line += (i ? ", " : "") + in_context(expr(*s.items[i].context_expr), kTest);
      if (s.items[i].optional_vars) line += " as " + target_text(*s.items[i].optional_vars);
    }
    raw_calls = false;
    out.push_back(line + ":");
    indent_into(out, block(s.body, defined, loop_defs));
  }

  /// functions.py: a nested def keeps its name, gains the ag__.autograph_artifact decorator and
  /// runs its body in its own FunctionScope with the options of a recursive conversion.
  void nested_def(const ast::Stmt& s, Lines& out) {
    if (!s.decorator_list.empty()) unsupported("a decorated nested function");
    check_signature(s);
    const autograph::FunctionInfo& info = lowered->nested.at(&s);
    const std::string saved_fscope = fscope;
    const autograph::CodeAnalysis* saved_analysis = analysis;
    fscope = info.fscope;
    analysis = &autograph::CodeAnalysis::of(&s.body, cache);
    Names params_in;
    params_in = param_names(*s.args);
    Lines body = function_body(s.body, params_in);
    fscope = saved_fscope;
    analysis = saved_analysis;
    const std::string options =
        recursive ? "ag__.STD"
                  : "ag__.ConversionOptions(recursive=False, user_requested=False, optional_features=(), "
                    "internal_convert_user_code=False)";
    out.push_back("");
    out.push_back("@ag__.autograph_artifact");
    out.push_back("def " + s.name + "(" + param_list(s) + "):");
    if (info.docstring) out.push_back("    " + docstring_text(*info.docstring));
    Lines with{"with ag__.FunctionScope('" + s.name + "', '" + info.fscope + "', " + options + ") as " + info.fscope + ":"};
    indent_into(with, body);
    indent_into(out, with);
  }

  static void check_signature(const ast::Stmt& def) {
    const ast::Arguments& args = *def.args;
    auto literal = [](const ast::ExprPtr& d) { return !d || !default_text(*d).empty(); };
    for (const auto& d : args.defaults)
      if (!literal(d)) unsupported("a function whose default values are not numbers, True, False or None");
    for (const auto& d : args.kw_defaults)
      if (!literal(d)) unsupported("a function whose default values are not numbers, True, False or None");
    auto annotated = [](const ast::Arg& a) { return a.annotation != nullptr; };
    for (const auto* list : {&args.posonlyargs, &args.args, &args.kwonlyargs})
      for (const ast::Arg& a : *list)
        if (annotated(a)) unsupported("a function with annotations");
    if ((args.vararg && annotated(*args.vararg)) || (args.kwarg && annotated(*args.kwarg)) || def.returns)
      unsupported("a function with annotations");
    if (def.is_generator) unsupported("a generator function");
  }

  /// A default value tfplay prints: a number (possibly negated), True, False or None; empty
  /// for anything else (call_trees.py and variables.py would convert other expressions).
  static std::string default_text(const ast::Expr& d) {
    if (d.kind == ast::ExprKind::UnaryOp && d.unaryop == ast::UnaryOpKind::USub && d.left->kind == ast::ExprKind::Constant &&
        (d.left->constant == ast::ConstantKind::Int || d.left->constant == ast::ConstantKind::Float))
      return "-" + constant_text(*d.left);
    if (d.kind != ast::ExprKind::Constant) return "";
    switch (d.constant) {
      case ast::ConstantKind::Int:
      case ast::ConstantKind::Float:
      case ast::ConstantKind::True:
      case ast::ConstantKind::False:
      case ast::ConstantKind::None: return constant_text(d);
      default: return "";
    }
  }

  /// Every name a signature binds.
  static Names param_names(const ast::Arguments& a) {
    Names n;
    for (const auto* list : {&a.posonlyargs, &a.args, &a.kwonlyargs})
      for (const ast::Arg& arg : *list) n.insert(arg.name);
    if (a.vararg) n.insert(a.vararg->name);
    if (a.kwarg) n.insert(a.kwarg->name);
    return n;
  }

  /// ast.unparse's arguments: `a, b=1, /, c, *args, d=2, **kwargs`.
  static std::string param_list(const ast::Stmt& def) {
    const ast::Arguments& a = *def.args;
    std::vector<std::string> items;
    const std::size_t positional = a.posonlyargs.size() + a.args.size();
    const std::size_t first_default = positional - a.defaults.size();
    std::size_t index = 0;
    auto with_default = [&](const ast::Arg& arg) {
      std::string s = arg.name;
      if (index >= first_default) s += "=" + default_text(*a.defaults[index - first_default]);
      ++index;
      return s;
    };
    for (const ast::Arg& arg : a.posonlyargs) items.push_back(with_default(arg));
    if (!a.posonlyargs.empty()) items.push_back("/");
    for (const ast::Arg& arg : a.args) items.push_back(with_default(arg));
    if (a.vararg) items.push_back("*" + a.vararg->name);
    else if (!a.kwonlyargs.empty()) items.push_back("*");
    for (std::size_t i = 0; i < a.kwonlyargs.size(); ++i) {
      std::string s = a.kwonlyargs[i].name;
      if (i < a.kw_defaults.size() && a.kw_defaults[i]) s += "=" + default_text(*a.kw_defaults[i]);
      items.push_back(s);
    }
    if (a.kwarg) items.push_back("**" + a.kwarg->name);
    std::string params;
    for (std::size_t i = 0; i < items.size(); ++i) params += (i ? ", " : "") + items[i];
    return params;
  }

  /// The statements of a (lowered) function body, as they appear inside its FunctionScope.
  Lines function_body(const ast::StmtList& body, const Names& params_in) {
    Lines out = block(body, params_in, {});
    if (out.empty()) out.push_back("pass");
    return out;
  }

  /// control_flow.py _create_loop_options: the directive's arguments as the loop's opts dict,
  /// `iterate_names` last for a for loop.
  std::string loop_options(const ast::Stmt& loop, const std::string& iterate_names = "") {
    std::string out = "{";
    auto it = lowered->loop_options.find(&loop);
    if (it != lowered->loop_options.end())
      for (const auto& [key, value] : it->second) out += (out.size() > 1 ? ", '" : "'") + key + "': " + in_context(expr(*value), kTest);
    if (!iterate_names.empty()) out += (out.size() > 1 ? ", " : "") + std::string("'iterate_names': '") + iterate_names + "'";
    return out + "}";
  }

  void if_stmt(const ast::Stmt& s, Lines& out, const Names& defined_in, const Names& loop_defs) {
    Names modified = autograph::bound_names(s.body);
    Names o = autograph::bound_names(s.orelse);
    modified.insert(o.begin(), o.end());
    Names composites = autograph::bound_composites(s.body);
    Names oc = autograph::bound_composites(s.orelse);
    composites.insert(oc.begin(), oc.end());
    if (stores_subscript(s.body) || stores_subscript(s.orelse)) unsupported("an if statement assigning subscripts");
    // generic_visit first: nested statements take their names before this one.
    Lines body = block(s.body, defined_in, loop_defs);
    Lines orelse = s.orelse.empty() ? Lines{"pass"} : block(s.orelse, defined_in, loop_defs);
    BlockVars b = block_vars(s, modified, defined_in, composites);
    emit_if(s, b, body, orelse, out);
  }

  void emit_if(const ast::Stmt& s, const BlockVars& b, const Lines& body, const Lines& orelse, Lines& out) {
    const std::string getter = new_symbol("get_state"), setter = new_symbol("set_state");
    const std::string body_name = new_symbol("if_body"), else_name = new_symbol("else_body");
    const std::string test = in_context(expr(*s.test), kTest);
    state_functions(out, b.vars, getter, setter);
    Lines nl = nonlocals(b.vars);
    Lines if_body = nl, else_body = nl;
    if_body.insert(if_body.end(), body.begin(), body.end());
    else_body.insert(else_body.end(), orelse.begin(), orelse.end());
    add_def(out, "def " + body_name + "():", if_body);
    add_def(out, "def " + else_name + "():", else_body);
    for (const std::string& u : b.undefined) out.push_back(u + " = ag__.Undefined('" + u + "')");
    out.push_back("ag__.if_stmt(" + test + ", " + body_name + ", " + else_name + ", " + getter + ", " + setter + ", " +
                  names_tuple(b.vars) + ", " + std::to_string(b.nouts) + ")");
  }

  void while_stmt(const ast::Stmt& s, Lines& out, const Names& defined_in, const Names& loop_defs) {
    if (stores_subscript(s.body)) unsupported("a loop assigning subscripts");
    Names modified = autograph::bound_names(s.body);
    Names inner_loop_defs = loop_defs;
    inner_loop_defs.insert(modified.begin(), modified.end());
    Lines body = block(s.body, defined_in, inner_loop_defs);
    BlockVars b = block_vars(s, modified, defined_in, autograph::bound_composites(s.body));
    const std::string getter = new_symbol("get_state"), setter = new_symbol("set_state");
    const std::string body_name = new_symbol("loop_body"), test_name = new_symbol("loop_test");
    state_functions(out, b.vars, getter, setter);
    Lines loop_body = nonlocals(b.vars);
    loop_body.insert(loop_body.end(), body.begin(), body.end());
    add_def(out, "def " + body_name + "():", loop_body);
    add_def(out, "def " + test_name + "():", {"return " + in_context(expr(*s.test), kTest)});
    for (const std::string& u : b.undefined) out.push_back(u + " = ag__.Undefined('" + u + "')");
    out.push_back("ag__.while_stmt(" + test_name + ", " + body_name + ", " + getter + ", " + setter + ", " +
                  names_tuple(b.vars) + ", " + loop_options(s) + ")");
  }

  void for_stmt(const ast::Stmt& s, Lines& out, const Names& defined_in, const Names& loop_defs) {
    if (stores_subscript(s.body)) unsupported("a loop assigning subscripts");
    if (s.target->kind != ast::ExprKind::Name && s.target->kind != ast::ExprKind::Tuple)
      unsupported("a for loop whose target is not a name or a tuple of names");
    Names modified = autograph::bound_names(s.body);
    const Names targets = autograph::target_names(*s.target);
    modified.insert(targets.begin(), targets.end());
    Names inner_loop_defs = loop_defs;
    inner_loop_defs.insert(modified.begin(), modified.end());
    Lines body = block(s.body, defined_in, inner_loop_defs);
    BlockVars b = block_vars(s, modified, defined_in, autograph::bound_composites(s.body));
    const std::string getter = new_symbol("get_state"), setter = new_symbol("set_state");
    const std::string iterated = in_context(expr(*s.iter), kTest);
    auto extra = lowered->extra_tests.find(&s);
    std::string extra_name = "None";
    if (extra != lowered->extra_tests.end()) extra_name = new_symbol("extra_test");
    const std::string itr = new_symbol("itr");
    const std::string body_name = new_symbol("loop_body");
    state_functions(out, b.vars, getter, setter);
    Lines loop_body = nonlocals(b.vars);
    // parser.unparse of the target: `i`, or `(i, x)` for a tuple; the body assigns it unparenthesized.
    std::string target = target_text(*s.target);
    std::string iterate_names = s.target->kind == ast::ExprKind::Tuple ? "(" + target + ")" : target;
    loop_body.push_back(target + " = " + itr);
    loop_body.insert(loop_body.end(), body.begin(), body.end());
    add_def(out, "def " + body_name + "(" + itr + "):", loop_body);
    if (extra != lowered->extra_tests.end()) {
      Lines test = nonlocals(b.vars);
      test.push_back("return " + in_context(expr(*extra->second), kTest));
      add_def(out, "def " + extra_name + "():", test);
    }
    for (const std::string& u : b.undefined) out.push_back(u + " = ag__.Undefined('" + u + "')");
    out.push_back("ag__.for_stmt(" + iterated + ", " + extra_name + ", " + body_name + ", " + getter + ", " + setter + ", " +
                  names_tuple(b.vars) + ", " + loop_options(s, iterate_names) + ")");
  }
};

/// Every name the function body mentions (activity analysis' `referenced`, widened to the
/// whole body), so generated names that would collide are detected.
void collect_names(const ast::Expr& e, Names& out) {
  if (e.kind == ast::ExprKind::Name) out.insert(e.id);
  for (const ast::Expr* c : {e.left.get(), e.right.get(), e.third.get()})
    if (c) collect_names(*c, out);
  for (const auto& c : e.elts) collect_names(*c, out);
  for (const auto& c : e.keys)
    if (c) collect_names(*c, out);
  for (const auto& k : e.keywords) collect_names(*k.value, out);
}

void collect_names(const ast::StmtList& body, Names& out) {
  for (const auto& s : body) {
    for (const ast::Expr* c : {s->value.get(), s->target.get(), s->test.get(), s->iter.get()})
      if (c) collect_names(*c, out);
    for (const auto& t : s->targets) collect_names(*t, out);
    if (!s->name.empty()) out.insert(s->name);
    if (s->args) {
      Names p = Converter::param_names(*s->args);
      out.insert(p.begin(), p.end());
    }
    for (const auto& item : s->items) {
      collect_names(*item.context_expr, out);
      if (item.optional_vars) collect_names(*item.optional_vars, out);
    }
    for (const auto& h : s->handlers) {
      if (!h.name.empty()) out.insert(h.name);
      if (h.type) collect_names(*h.type, out);
      collect_names(h.body, out);
    }
    for (const auto& x : {s->exc.get(), s->cause.get(), s->msg.get()})
      if (x) collect_names(*x, out);
    collect_names(s->body, out);
    collect_names(s->orelse, out);
    collect_names(s->finalbody, out);
  }
}

}  // namespace

std::string autograph_to_code(const py::FunctionObject& fn, bool recursive) {
  if (!fn.def || !fn.body) unsupported("a lambda");
  const ast::Stmt& def = *fn.def;
  Converter::check_signature(def);
  if (fn.closure) unsupported("a nested function");

  Converter c;
  c.recursive = recursive;
  collect_names(*fn.body, c.namer.reserved);
  for (const std::string& p : Converter::param_names(*def.args)) {
    c.params.insert(p);
    c.namer.reserved.insert(p);
  }
  // Names of the module's globals: the namer avoids them too.
  if (fn.globals) fn.globals->vars.for_each([&](const std::string& k, const py::Ref&) { c.namer.globals.insert(k); });
  if (c.namer.reserved.count("ag__") || c.namer.globals.count("ag__")) unsupported("a function using the name 'ag__'");

  // functions.py, break_statements.py, continue_statements.py, return_statements.py; the
  // control-flow, call, logical-expression and variable converters run while printing.
  autograph::Lowered lowered = autograph::lower_function(*fn.body, c.namer);
  c.lowered = &lowered;
  c.fscope = lowered.top.fscope;
  c.analysis = &autograph::CodeAnalysis::of(&lowered.body, c.cache);
  const Converter::Lines with_body = c.function_body(lowered.body, c.params);

  std::string out = "def tf__" + def.name + "(" + Converter::param_list(def) + "):\n";
  if (lowered.top.docstring) out += "    " + docstring_text(*lowered.top.docstring) + "\n";
  out += "    with ag__.FunctionScope('" + def.name + "', '" + c.fscope + "', ag__.ConversionOptions(recursive=" +
         (recursive ? "True" : "False") + ", user_requested=True, optional_features=(), internal_convert_user_code=True)) as " +
         c.fscope + ":\n";
  for (const std::string& l : with_body) out += l.empty() ? "\n" : "        " + l + "\n";
  return out;
}

}  // namespace tfplay::function
