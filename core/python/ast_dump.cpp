// ast.dump() output for tfplay's AST. Field names and order follow CPython 3.12's
// Parser/Python.asdl; optional fields that are None are left out, as ast.dump does.
#include "core/python/ast_dump.h"

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

namespace tfplay::py {

namespace {

using namespace ast;

// ---- constants ----------------------------------------------------------------------------------

/// Digits in base 2..16 to decimal, for integers of any size.
std::string to_decimal(std::string_view digits, int base) {
  std::vector<uint32_t> limbs{0};  // little-endian, base 1e9
  for (char c : digits) {
    int d = c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10;
    uint64_t carry = static_cast<uint64_t>(d);
    for (uint32_t& limb : limbs) {
      uint64_t v = static_cast<uint64_t>(limb) * static_cast<uint64_t>(base) + carry;
      limb = static_cast<uint32_t>(v % 1000000000u);
      carry = v / 1000000000u;
    }
    if (carry) limbs.push_back(static_cast<uint32_t>(carry));
  }
  std::string out = std::to_string(limbs.back());
  for (size_t i = limbs.size() - 1; i-- > 0;) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "%09u", limbs[i]);
    out += buf;
  }
  return out;
}

std::string int_repr(const std::string& text) {
  if (text.size() > 1 && text[0] == '0') {
    char p = static_cast<char>(text[1] | 0x20);
    if (p == 'x') return to_decimal(std::string_view(text).substr(2), 16);
    if (p == 'o') return to_decimal(std::string_view(text).substr(2), 8);
    if (p == 'b') return to_decimal(std::string_view(text).substr(2), 2);
  }
  return to_decimal(text, 10);
}

/// Python's repr(float): the shortest digits that round-trip, in fixed notation when the
/// exponent is in [-4, 16), else d.ddde+XX. `dot0` adds ".0" to integral fixed values.
std::string float_repr(double v, bool dot0) {
  if (v != v) return "nan";
  if (v == 1.0 / 0.0) return "inf";
  if (v == -1.0 / 0.0) return "-inf";
  // The fewest digits that read back as v: at each length the correctly rounded ones, else a
  // neighbour one unit away in the last digit (2**-24 is 5.960464477539063e-08), as CPython's
  // short repr; the front end has its own copy of protocols.cpp's search (the fuzzers link
  // only the syntax sources).
  char buf[64];
  std::string found;
  for (int prec = 1; prec <= 17 && found.empty(); ++prec) {
    std::snprintf(buf, sizeof buf, "%.*e", prec - 1, v);
    if (std::strtod(buf, nullptr) == v || prec == 17) {
      found = buf;
      break;
    }
    std::string text(buf);
    const bool negative = text[0] == '-';
    const size_t epos = text.find('e');
    std::string d;
    for (size_t i = negative ? 1 : 0; i < epos; ++i)
      if (text[i] != '.') d += text[i];
    const int low = std::atoi(text.c_str() + epos + 1) - (prec - 1);
    const long long base = std::atoll(d.c_str());
    for (long long candidate : {base + 1, base - 1}) {
      if (candidate <= 0) continue;
      char probe[64];
      std::snprintf(probe, sizeof probe, "%s%llde%d", negative ? "-" : "", candidate, low);
      if (std::strtod(probe, nullptr) != v) continue;
      const std::string cd = std::to_string(candidate);
      const int exp10 = low + static_cast<int>(cd.size()) - 1;
      found = (negative ? "-" : "") + cd.substr(0, 1) + (cd.size() > 1 ? "." + cd.substr(1) : "");
      char eb[16];
      std::snprintf(eb, sizeof eb, "e%c%02d", exp10 < 0 ? '-' : '+', exp10 < 0 ? -exp10 : exp10);
      found += eb;
      break;
    }
  }
  // found is [-]d[.ddd]e[+-]XX
  std::string s(found);
  bool neg = s[0] == '-';
  if (neg) s.erase(0, 1);
  size_t e = s.find('e');
  int exp = std::atoi(s.c_str() + e + 1);
  std::string digits;
  for (size_t i = 0; i < e; ++i) {
    if (s[i] != '.') digits.push_back(s[i]);
  }
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  std::string out;
  if (exp >= -4 && exp < 16) {
    if (exp < 0) {
      out = "0." + std::string(static_cast<size_t>(-exp - 1), '0') + digits;
    } else if (static_cast<int>(digits.size()) <= exp + 1) {
      out = digits + std::string(static_cast<size_t>(exp + 1) - digits.size(), '0');
      if (dot0) out += ".0";
    } else {
      out = digits.substr(0, static_cast<size_t>(exp + 1)) + "." +
            digits.substr(static_cast<size_t>(exp + 1));
    }
  } else {
    out = digits.substr(0, 1);
    if (digits.size() > 1) out += "." + digits.substr(1);
    char eb[16];
    std::snprintf(eb, sizeof eb, "e%c%02d", exp < 0 ? '-' : '+', exp < 0 ? -exp : exp);
    out += eb;
  }
  return neg ? "-" + out : out;
}

/// Whether Python's str.isprintable() holds for a code point (approximation as in lexer.cpp).
bool printable(uint32_t cp) {
  if (cp < 0x20 || (cp >= 0x7F && cp <= 0xA0) || cp == 0xAD) return false;
  if ((cp >= 0x2000 && cp <= 0x200F) || (cp >= 0x2028 && cp <= 0x202F)) return false;
  if ((cp >= 0x205F && cp <= 0x206F) || cp == 0x3000 || cp == 0xFEFF) return false;
  if ((cp >= 0xD800 && cp <= 0xDFFF) || (cp >= 0xE000 && cp <= 0xF8FF)) return false;
  if ((cp & 0xFFFE) == 0xFFFE || (cp >= 0xFDD0 && cp <= 0xFDEF)) return false;  // noncharacters
  return cp <= 0x10FFFF;
}

std::string str_repr(const std::string& s, bool bytes) {
  bool has_single = s.find('\'') != std::string::npos;
  bool has_double = s.find('"') != std::string::npos;
  char quote = (has_single && !has_double) ? '"' : '\'';
  std::string out = bytes ? "b" : "";
  out.push_back(quote);
  char buf[16];
  for (size_t i = 0; i < s.size();) {
    auto b = static_cast<unsigned char>(s[i]);
    uint32_t cp = b;
    size_t n = 1;
    if (!bytes && b >= 0x80) {
      n = b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4;
      if (b < 0xC0 || i + n > s.size()) n = 1;
      cp = n == 1 ? b : n == 2 ? (b & 0x1F) : n == 3 ? (b & 0x0F) : (b & 0x07);
      for (size_t k = 1; k < n; ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    }
    if (cp == '\\') {
      out += "\\\\";
    } else if (cp == static_cast<uint32_t>(quote)) {
      out += '\\';
      out += quote;
    } else if (cp == '\t') {
      out += "\\t";
    } else if (cp == '\n') {
      out += "\\n";
    } else if (cp == '\r') {
      out += "\\r";
    } else if (bytes ? (cp < 0x20 || cp >= 0x7F) : !printable(cp)) {
      if (cp < 0x100) std::snprintf(buf, sizeof buf, "\\x%02x", cp);
      else if (cp < 0x10000) std::snprintf(buf, sizeof buf, "\\u%04x", cp);
      else std::snprintf(buf, sizeof buf, "\\U%08x", cp);
      out += buf;
    } else {
      out.append(s, i, n);
    }
    i += n;
  }
  out.push_back(quote);
  return out;
}

// ---- nodes --------------------------------------------------------------------------------------

const char* binop_name(BinOpKind k) {
  static const char* const names[] = {"Add", "Sub", "Mult", "MatMult", "Div", "FloorDiv", "Mod",
                                      "Pow", "LShift", "RShift", "BitOr", "BitXor", "BitAnd"};
  return names[static_cast<int>(k)];
}

const char* cmpop_name(CmpOpKind k) {
  static const char* const names[] = {"Eq", "NotEq", "Lt", "LtE", "Gt", "GtE", "Is", "IsNot", "In", "NotIn"};
  return names[static_cast<int>(k)];
}

const char* ctx_name(Ctx c) {
  return c == Ctx::Load ? "Load()" : c == Ctx::Store ? "Store()" : "Del()";
}

/// Builds "Name(field=..., ...)"; fields are appended in order.
class Node {
 public:
  explicit Node(const char* name) : out_(name) { out_ += "("; }
  Node& field(const char* name, const std::string& value) {
    if (!first_) out_ += ", ";
    first_ = false;
    out_ += name;
    out_ += "=";
    out_ += value;
    return *this;
  }
  std::string done() { return out_ + ")"; }

 private:
  std::string out_;
  bool first_ = true;
};

class Dumper {
 public:
  explicit Dumper(const DumpOptions& o) : opt_(o) {}

  std::string list(const ExprList& xs) {
    std::string out = "[";
    for (size_t i = 0; i < xs.size(); ++i) {
      if (i) out += ", ";
      out += xs[i] ? expr(*xs[i]) : "None";
    }
    return out + "]";
  }

  std::string list(const StmtList& xs) {
    std::string out = "[";
    for (size_t i = 0; i < xs.size(); ++i) {
      if (i) out += ", ";
      out += stmt(*xs[i]);
    }
    return out + "]";
  }

  template <class T, class F>
  std::string list_of(const std::vector<T>& xs, F f) {
    std::string out = "[";
    for (size_t i = 0; i < xs.size(); ++i) {
      if (i) out += ", ";
      out += f(xs[i]);
    }
    return out + "]";
  }

  static std::string quote(const std::string& s) { return str_repr(s, false); }

  void positions(Node& n, Pos p, const Pos* end) {
    if (!opt_.positions) return;
    n.field("lineno", std::to_string(p.line)).field("col_offset", std::to_string(p.col));
    if (end) n.field("end_lineno", std::to_string(end->line)).field("end_col_offset", std::to_string(end->col));
  }

  std::string arg(const Arg& a) {
    Node n("arg");
    n.field("arg", quote(a.name));
    if (a.annotation) n.field("annotation", expr(*a.annotation));
    positions(n, a.pos, nullptr);
    return n.done();
  }

  std::string arguments(const Arguments& a) {
    Node n("arguments");
    auto args = [&](const std::vector<Arg>& xs) { return list_of(xs, [&](const Arg& x) { return arg(x); }); };
    n.field("posonlyargs", args(a.posonlyargs)).field("args", args(a.args));
    if (a.vararg) n.field("vararg", arg(*a.vararg));
    n.field("kwonlyargs", args(a.kwonlyargs)).field("kw_defaults", list(a.kw_defaults));
    if (a.kwarg) n.field("kwarg", arg(*a.kwarg));
    n.field("defaults", list(a.defaults));
    return n.done();
  }

  std::string keywords(const std::vector<Keyword>& ks) {
    return list_of(ks, [&](const Keyword& k) {
      Node n("keyword");
      if (!k.arg.empty()) n.field("arg", quote(k.arg));
      n.field("value", expr(*k.value));
      positions(n, k.pos, nullptr);
      return n.done();
    });
  }

  std::string generators(const std::vector<Comprehension>& gs) {
    return list_of(gs, [&](const Comprehension& g) {
      return Node("comprehension")
          .field("target", expr(*g.target))
          .field("iter", expr(*g.iter))
          .field("ifs", list(g.ifs))
          .field("is_async", "0")
          .done();
    });
  }

  std::string expr(const Expr& e) {
    switch (e.kind) {
      case ExprKind::Name: {
        Node n("Name");
        n.field("id", quote(e.id)).field("ctx", ctx_name(e.ctx));
        return finish(n, e);
      }
      case ExprKind::Constant: {
        Node n("Constant");
        n.field("value", constant_repr(e));
        return finish(n, e);
      }
      case ExprKind::JoinedStr: {
        Node n("JoinedStr");
        n.field("values", list(e.elts));
        return finish(n, e);
      }
      case ExprKind::FormattedValue: {
        Node n("FormattedValue");
        n.field("value", expr(*e.left)).field("conversion", std::to_string(e.conversion ? e.conversion : -1));
        if (e.right) n.field("format_spec", expr(*e.right));
        return finish(n, e);
      }
      case ExprKind::BinOp: {
        Node n("BinOp");
        n.field("left", expr(*e.left)).field("op", std::string(binop_name(e.binop)) + "()").field("right", expr(*e.right));
        return finish(n, e);
      }
      case ExprKind::UnaryOp: {
        static const char* const ops[] = {"Invert()", "Not()", "UAdd()", "USub()"};
        Node n("UnaryOp");
        n.field("op", ops[static_cast<int>(e.unaryop)]).field("operand", expr(*e.left));
        return finish(n, e);
      }
      case ExprKind::BoolOp: {
        Node n("BoolOp");
        n.field("op", e.boolop == BoolOpKind::And ? "And()" : "Or()").field("values", list(e.elts));
        return finish(n, e);
      }
      case ExprKind::Compare: {
        Node n("Compare");
        n.field("left", expr(*e.left))
            .field("ops", list_of(e.ops, [](CmpOpKind k) { return std::string(cmpop_name(k)) + "()"; }))
            .field("comparators", list(e.elts));
        return finish(n, e);
      }
      case ExprKind::Call: {
        Node n("Call");
        n.field("func", expr(*e.left)).field("args", list(e.elts)).field("keywords", keywords(e.keywords));
        return finish(n, e);
      }
      case ExprKind::Attribute: {
        Node n("Attribute");
        n.field("value", expr(*e.left)).field("attr", quote(e.id)).field("ctx", ctx_name(e.ctx));
        return finish(n, e);
      }
      case ExprKind::Subscript: {
        Node n("Subscript");
        n.field("value", expr(*e.left)).field("slice", expr(*e.right)).field("ctx", ctx_name(e.ctx));
        return finish(n, e);
      }
      case ExprKind::Slice: {
        Node n("Slice");
        if (e.left) n.field("lower", expr(*e.left));
        if (e.right) n.field("upper", expr(*e.right));
        if (e.third) n.field("step", expr(*e.third));
        return finish(n, e);
      }
      case ExprKind::List:
      case ExprKind::Tuple: {
        Node n(e.kind == ExprKind::List ? "List" : "Tuple");
        n.field("elts", list(e.elts)).field("ctx", ctx_name(e.ctx));
        return finish(n, e);
      }
      case ExprKind::Set: {
        Node n("Set");
        n.field("elts", list(e.elts));
        return finish(n, e);
      }
      case ExprKind::Dict: {
        Node n("Dict");
        n.field("keys", list(e.keys)).field("values", list(e.elts));
        return finish(n, e);
      }
      case ExprKind::ListComp:
      case ExprKind::SetComp:
      case ExprKind::GeneratorExp: {
        Node n(e.kind == ExprKind::ListComp ? "ListComp" : e.kind == ExprKind::SetComp ? "SetComp" : "GeneratorExp");
        n.field("elt", expr(*e.left)).field("generators", generators(e.generators));
        return finish(n, e);
      }
      case ExprKind::DictComp: {
        Node n("DictComp");
        n.field("key", expr(*e.left)).field("value", expr(*e.right)).field("generators", generators(e.generators));
        return finish(n, e);
      }
      case ExprKind::Lambda: {
        Node n("Lambda");
        n.field("args", arguments(*e.args)).field("body", expr(*e.left));
        return finish(n, e);
      }
      case ExprKind::IfExp: {
        Node n("IfExp");
        n.field("test", expr(*e.left)).field("body", expr(*e.right)).field("orelse", expr(*e.third));
        return finish(n, e);
      }
      case ExprKind::Starred: {
        Node n("Starred");
        n.field("value", expr(*e.left)).field("ctx", ctx_name(e.ctx));
        return finish(n, e);
      }
      case ExprKind::NamedExpr: {
        Node n("NamedExpr");
        n.field("target", expr(*e.left)).field("value", expr(*e.right));
        return finish(n, e);
      }
      case ExprKind::Yield: {
        Node n("Yield");
        if (e.left) n.field("value", expr(*e.left));
        return finish(n, e);
      }
      case ExprKind::YieldFrom: {
        Node n("YieldFrom");
        n.field("value", expr(*e.left));
        return finish(n, e);
      }
    }
    return "?";
  }

  std::string finish(Node& n, const Expr& e) {
    positions(n, e.pos, &e.end);
    return n.done();
  }
  std::string finish(Node& n, const Stmt& s) {
    positions(n, s.pos, &s.end);
    return n.done();
  }

  std::string stmt(const Stmt& s) {
    switch (s.kind) {
      case StmtKind::Expr: {
        Node n("Expr");
        n.field("value", expr(*s.value));
        return finish(n, s);
      }
      case StmtKind::Assign: {
        Node n("Assign");
        n.field("targets", list(s.targets)).field("value", expr(*s.value));
        return finish(n, s);
      }
      case StmtKind::AugAssign: {
        Node n("AugAssign");
        n.field("target", expr(*s.target)).field("op", std::string(binop_name(s.binop)) + "()").field("value", expr(*s.value));
        return finish(n, s);
      }
      case StmtKind::AnnAssign: {
        Node n("AnnAssign");
        n.field("target", expr(*s.target)).field("annotation", expr(*s.annotation));
        if (s.value) n.field("value", expr(*s.value));
        n.field("simple", s.simple ? "1" : "0");
        return finish(n, s);
      }
      case StmtKind::Delete: {
        Node n("Delete");
        n.field("targets", list(s.targets));
        return finish(n, s);
      }
      case StmtKind::Pass:
      case StmtKind::Break:
      case StmtKind::Continue: {
        Node n(s.kind == StmtKind::Pass ? "Pass" : s.kind == StmtKind::Break ? "Break" : "Continue");
        return finish(n, s);
      }
      case StmtKind::Return: {
        Node n("Return");
        if (s.value) n.field("value", expr(*s.value));
        return finish(n, s);
      }
      case StmtKind::If:
      case StmtKind::While: {
        Node n(s.kind == StmtKind::If ? "If" : "While");
        n.field("test", expr(*s.test)).field("body", list(s.body)).field("orelse", list(s.orelse));
        return finish(n, s);
      }
      case StmtKind::For: {
        Node n("For");
        n.field("target", expr(*s.target)).field("iter", expr(*s.iter)).field("body", list(s.body)).field("orelse", list(s.orelse));
        return finish(n, s);
      }
      case StmtKind::FunctionDef: {
        Node n("FunctionDef");
        n.field("name", quote(s.name)).field("args", arguments(*s.args)).field("body", list(s.body))
            .field("decorator_list", list(s.decorator_list));
        if (s.returns) n.field("returns", expr(*s.returns));
        n.field("type_params", "[]");
        return finish(n, s);
      }
      case StmtKind::ClassDef: {
        Node n("ClassDef");
        n.field("name", quote(s.name)).field("bases", list(s.bases)).field("keywords", keywords(s.keywords))
            .field("body", list(s.body)).field("decorator_list", list(s.decorator_list)).field("type_params", "[]");
        return finish(n, s);
      }
      case StmtKind::Try: {
        Node n(s.star ? "TryStar" : "Try");
        n.field("body", list(s.body))
            .field("handlers", list_of(s.handlers, [&](const ExceptHandler& h) {
              Node hn("ExceptHandler");
              if (h.type) hn.field("type", expr(*h.type));
              if (!h.name.empty()) hn.field("name", quote(h.name));
              hn.field("body", list(h.body));
              positions(hn, h.pos, nullptr);
              return hn.done();
            }))
            .field("orelse", list(s.orelse))
            .field("finalbody", list(s.finalbody));
        return finish(n, s);
      }
      case StmtKind::Raise: {
        Node n("Raise");
        if (s.exc) n.field("exc", expr(*s.exc));
        if (s.cause) n.field("cause", expr(*s.cause));
        return finish(n, s);
      }
      case StmtKind::Assert: {
        Node n("Assert");
        n.field("test", expr(*s.test));
        if (s.msg) n.field("msg", expr(*s.msg));
        return finish(n, s);
      }
      case StmtKind::With: {
        Node n("With");
        n.field("items", list_of(s.items, [&](const WithItem& w) {
               Node wn("withitem");
               wn.field("context_expr", expr(*w.context_expr));
               if (w.optional_vars) wn.field("optional_vars", expr(*w.optional_vars));
               return wn.done();
             }))
            .field("body", list(s.body));
        return finish(n, s);
      }
      case StmtKind::Import:
      case StmtKind::ImportFrom: {
        Node n(s.kind == StmtKind::Import ? "Import" : "ImportFrom");
        if (s.kind == StmtKind::ImportFrom && !s.module.empty()) n.field("module", quote(s.module));
        n.field("names", list_of(s.names, [&](const Alias& a) {
          Node an("alias");
          an.field("name", quote(a.name));
          if (!a.asname.empty()) an.field("asname", quote(a.asname));
          positions(an, a.pos, nullptr);
          return an.done();
        }));
        if (s.kind == StmtKind::ImportFrom) n.field("level", std::to_string(s.level));
        return finish(n, s);
      }
      case StmtKind::Global:
      case StmtKind::Nonlocal: {
        Node n(s.kind == StmtKind::Global ? "Global" : "Nonlocal");
        n.field("names", list_of(s.identifiers, [](const std::string& x) { return quote(x); }));
        return finish(n, s);
      }
      case StmtKind::Match: {
        Node n("Match");
        n.field("subject", expr(*s.value)).field("cases", list_of(s.cases, [&](const MatchCase& c) {
          Node cn("match_case");
          cn.field("pattern", pattern(*c.pattern));
          if (c.guard) cn.field("guard", expr(*c.guard));
          cn.field("body", list(c.body));
          return cn.done();
        }));
        return finish(n, s);
      }
    }
    return "?";
  }

  /// A PEP 634 pattern, with the fields of CPython 3.12's Python.asdl `pattern` type.
  std::string pattern(const Pattern& p) {
    auto patterns = [&](const std::vector<PatternPtr>& ps) {
      return list_of(ps, [&](const PatternPtr& x) { return pattern(*x); });
    };
    const char* names[] = {"MatchValue", "MatchSingleton", "MatchSequence", "MatchMapping",
                           "MatchClass", "MatchStar",      "MatchAs",       "MatchOr"};
    Node n(names[static_cast<int>(p.kind)]);
    switch (p.kind) {
      case PatternKind::MatchValue: n.field("value", expr(*p.value)); break;
      case PatternKind::MatchSingleton:
        n.field("value", p.singleton == ConstantKind::None ? "None" : p.singleton == ConstantKind::True ? "True" : "False");
        break;
      case PatternKind::MatchSequence:
      case PatternKind::MatchOr: n.field("patterns", patterns(p.patterns)); break;
      case PatternKind::MatchMapping:
        n.field("keys", list(p.keys)).field("patterns", patterns(p.patterns));
        if (!p.name.empty()) n.field("rest", quote(p.name));
        break;
      case PatternKind::MatchClass:
        n.field("cls", expr(*p.value)).field("patterns", patterns(p.patterns))
            .field("kwd_attrs", list_of(p.kwd_attrs, [](const std::string& x) { return quote(x); }))
            .field("kwd_patterns", patterns(p.kwd_patterns));
        break;
      case PatternKind::MatchStar:
        if (!p.name.empty()) n.field("name", quote(p.name));
        break;
      case PatternKind::MatchAs:
        if (p.pattern) n.field("pattern", pattern(*p.pattern));
        if (!p.name.empty()) n.field("name", quote(p.name));
        break;
    }
    positions(n, p.pos, &p.end);
    return n.done();
  }

 private:
  DumpOptions opt_;
};

}  // namespace

std::string constant_repr(const ast::Expr& e) {
  switch (e.constant) {
    case ConstantKind::None: return "None";
    case ConstantKind::True: return "True";
    case ConstantKind::False: return "False";
    case ConstantKind::Ellipsis: return "Ellipsis";
    case ConstantKind::Int: return int_repr(e.id);
    case ConstantKind::Float: return float_repr(std::strtod(e.id.c_str(), nullptr), true);
    case ConstantKind::Imaginary: {
      std::string v = float_repr(std::strtod(e.id.substr(0, e.id.size() - 1).c_str(), nullptr), false);
      return v + "j";
    }
    case ConstantKind::Str: return str_repr(e.id, false);
    case ConstantKind::Bytes: return str_repr(e.id, true);
  }
  return "?";
}

std::string dump(const ast::Module& m, const DumpOptions& o) {
  Dumper d(o);
  return "Module(body=" + d.list(m.body) + ", type_ignores=[])";
}

std::string dump(const ast::Expr& e, const DumpOptions& o) { return Dumper(o).expr(e); }
std::string dump(const ast::Stmt& s, const DumpOptions& o) { return Dumper(o).stmt(s); }

}  // namespace tfplay::py
