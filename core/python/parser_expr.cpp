// The parser, expressions: precedence levels from lambda down to atoms, calls, subscripts,
// displays and comprehensions, parameters, and string / f-string literals.
#include <algorithm>
#include <cstdio>

#include "core/python/parser_internal.h"

namespace tfplay::py::detail {

namespace {

std::string fmt(const char* f, const std::string& a) {
  char buf[256];
  std::snprintf(buf, sizeof buf, f, a.c_str());
  return buf;
}

/// Adds one nesting level per link of a left-recursive chain (a.b.c, a+b+c), released together.
struct Chain {
  explicit Chain(Parser& p) : parser(p) {}
  void link() {
    ++links;
    if (++parser.depth_ > kMaxNesting) parser.too_deep();
  }
  ~Chain() { parser.depth_ -= links; }
  Parser& parser;
  int links = 0;
};

}  // namespace

// ---- top levels ---------------------------------------------------------------------------------

bool Parser::starts_expression(const Token& t) {
  switch (t.kind) {
    case TK::Name:
      return !t.keyword || t.text == "True" || t.text == "False" || t.text == "None" ||
             t.text == "not" || t.text == "lambda" || t.text == "await";
    case TK::Number:
    case TK::String:
    case TK::FStringStart:
    case TK::LPar:
    case TK::LSqb:
    case TK::LBrace:
    case TK::Minus:
    case TK::Plus:
    case TK::Tilde:
    case TK::Ellipsis:
      return true;
    default:
      return false;
  }
}

ExprPtr Parser::star_expressions() {
  ExprPtr first = star_expression();
  if (!at(TK::Comma)) return first;
  auto t = make(ExprKind::Tuple, start_of(*first));
  t->elts.push_back(std::move(first));
  while (accept(TK::Comma)) {
    if (!starts_expression(cur()) && !at(TK::Star)) break;  // trailing comma
    t->elts.push_back(star_expression());
  }
  return finish(std::move(t));
}

ExprPtr Parser::star_expression() {
  if (at(TK::Star)) {
    const Token star = advance();
    auto e = make(ExprKind::Starred, pos_of(star));
    e->left = bitwise_or();
    return finish(std::move(e));
  }
  return expression();
}

ExprPtr Parser::star_named_expression() {
  if (at(TK::Star)) {
    const Token star = advance();
    auto e = make(ExprKind::Starred, pos_of(star));
    e->left = bitwise_or();
    return finish(std::move(e));
  }
  return named_expression();
}

ExprPtr Parser::yield_or_star_expressions() {
  if (at_kw("yield")) return yield_expression();
  return star_expressions();
}

ExprPtr Parser::named_expression() {
  if (at_name() && peek().kind == TK::ColonEqual) {
    const Token name = advance();
    advance();  // ':='
    auto target = make(ExprKind::Name, pos_of(name));
    target->id = name.text;
    target->ctx = ast::Ctx::Store;
    target->end = end_of(name);
    auto e = make(ExprKind::NamedExpr, pos_of(name));
    e->left = std::move(target);
    e->right = expression();
    return finish(std::move(e));
  }
  ExprPtr e = expression();
  if (at(TK::ColonEqual)) {
    error_node(*e, fmt("cannot use assignment expressions with %s", expr_name(*e)));
  }
  if (at(TK::Equal)) check_maybe_assignment(*e);
  return e;
}

/// `if x = 1:` and friends (CPython's invalid_named_expression): '=' where only an expression
/// can stand gets a hint, when what follows the '=' parses.
void Parser::check_maybe_assignment(const Expr& e) {
  size_t saved = pos_;
  ExprPtr b;
  bool ok = speculate([&] {
    advance();  // '='
    b = bitwise_or();
  });
  if (!ok) return;
  if (at(TK::Equal) || at(TK::ColonEqual)) {
    pos_ = saved;
    return;
  }
  if (e.kind == ExprKind::Name && !parenthesized_.count(&e)) {
    error_between(e, *b, "invalid syntax. Maybe you meant '==' or ':=' instead of '='?");
  }
  if (bitwise_or_level(e) && !excluded_from_assign_hint(e)) {
    error_node(e, fmt("cannot assign to %s here. Maybe you meant '==' instead of '='?", expr_name(e)));
  }
  pos_ = saved;
}

ExprPtr Parser::expression() {
  Nest nest(*this);
  if (lone_atom()) return atom();
  if (at_kw("lambda")) return lambda_expression();
  ExprPtr body = disjunction();
  if (!at_kw("if")) return body;
  advance();
  ExprPtr test = disjunction();
  if (!accept_kw("else")) {
    if (!at(TK::Colon)) error_between(*body, *test, "expected 'else' after 'if' expression");
    invalid_syntax();
  }
  auto e = make(ExprKind::IfExp, start_of(*body));
  e->left = std::move(test);
  e->right = std::move(body);
  e->third = expression();
  return finish(std::move(e));
}

bool Parser::lone_atom() {
  const Token& t = cur();
  if (t.kind == TK::Name) {
    if (t.keyword && t.text != "None" && t.text != "True" && t.text != "False") return false;
  } else if (t.kind != TK::Number && t.kind != TK::String) {
    return false;  // (an f-string's fields, and strings that concatenate, take the long way)
  }
  switch (peek().kind) {
    case TK::Comma:
    case TK::RPar:
    case TK::RSqb:
    case TK::RBrace:
    case TK::Colon:
    case TK::Equal:
    case TK::Newline:
      return true;
    default:
      return false;
  }
}

ExprPtr Parser::yield_expression() {
  const Token kw = advance();  // 'yield'
  if (accept_kw("from")) {
    auto e = make(ExprKind::YieldFrom, pos_of(kw));
    e->left = expression();
    return finish(std::move(e));
  }
  auto e = make(ExprKind::Yield, pos_of(kw));
  if (starts_expression(cur()) || at(TK::Star)) e->left = star_expressions();
  return finish(std::move(e));
}

ExprPtr Parser::disjunction() {
  ExprPtr first = conjunction();
  if (!at_kw("or")) return first;
  auto e = make(ExprKind::BoolOp, start_of(*first));
  e->boolop = ast::BoolOpKind::Or;
  e->elts.push_back(std::move(first));
  while (accept_kw("or")) e->elts.push_back(conjunction());
  return finish(std::move(e));
}

ExprPtr Parser::conjunction() {
  ExprPtr first = inversion();
  if (!at_kw("and")) return first;
  auto e = make(ExprKind::BoolOp, start_of(*first));
  e->boolop = ast::BoolOpKind::And;
  e->elts.push_back(std::move(first));
  while (accept_kw("and")) e->elts.push_back(inversion());
  return finish(std::move(e));
}

ExprPtr Parser::inversion() {
  if (!at_kw("not")) return comparison();
  Nest nest(*this);
  const Token kw = advance();
  auto e = make(ExprKind::UnaryOp, pos_of(kw));
  e->unaryop = ast::UnaryOpKind::Not;
  e->left = inversion();
  return finish(std::move(e));
}

ExprPtr Parser::comparison() {
  ExprPtr left = bitwise_or();
  ExprPtr e;
  for (;;) {
    using C = ast::CmpOpKind;
    C op;
    const Token& t = cur();
    switch (t.kind) {
      case TK::EqEqual: op = C::Eq; break;
      case TK::NotEqual:
        if (t.text == "<>") invalid_syntax();  // only with `from __future__ import barry_as_FLUFL`
        op = C::NotEq;
        break;
      case TK::Less: op = C::Lt; break;
      case TK::LessEqual: op = C::LtE; break;
      case TK::Greater: op = C::Gt; break;
      case TK::GreaterEqual: op = C::GtE; break;
      case TK::Name:
        if (t.text == "in") {
          op = C::In;
        } else if (t.text == "not" && peek().kind == TK::Name && peek().text == "in") {
          advance();
          op = C::NotIn;
        } else if (t.text == "is") {
          if (peek().kind == TK::Name && peek().text == "not") {
            advance();
            op = C::IsNot;
          } else {
            op = C::Is;
          }
        } else {
          return e ? finish(std::move(e)) : std::move(left);
        }
        break;
      default:
        return e ? finish(std::move(e)) : std::move(left);
    }
    advance();
    if (!e) {
      e = make(ExprKind::Compare, start_of(*left));
      e->left = std::move(left);
    }
    e->ops.push_back(op);
    e->elts.push_back(bitwise_or());
  }
}

namespace {

/// Binary operator precedence for precedence climbing (| lowest, then ^ & shifts +- */ //% @).
int binary_precedence(TK k, ast::BinOpKind* op) {
  using B = ast::BinOpKind;
  switch (k) {
    case TK::VBar: *op = B::BitOr; return 0;
    case TK::Circumflex: *op = B::BitXor; return 1;
    case TK::Amper: *op = B::BitAnd; return 2;
    case TK::LeftShift: *op = B::LShift; return 3;
    case TK::RightShift: *op = B::RShift; return 3;
    case TK::Plus: *op = B::Add; return 4;
    case TK::Minus: *op = B::Sub; return 4;
    case TK::Star: *op = B::Mult; return 5;
    case TK::Slash: *op = B::Div; return 5;
    case TK::DoubleSlash: *op = B::FloorDiv; return 5;
    case TK::Percent: *op = B::Mod; return 5;
    case TK::At: *op = B::MatMult; return 5;
    default: return -1;
  }
}

}  // namespace

ExprPtr Parser::binary(int min_prec) {
  ExprPtr left = factor();
  Chain chain(*this);
  for (;;) {
    ast::BinOpKind op;
    int prec = binary_precedence(cur().kind, &op);
    if (prec < 0 || prec < min_prec) return left;
    advance();
    chain.link();
    ExprPtr right = binary(prec + 1);
    auto e = make(ExprKind::BinOp, start_of(*left));
    e->binop = op;
    e->left = std::move(left);
    e->right = std::move(right);
    left = finish(std::move(e));
  }
}

ExprPtr Parser::factor() {
  ast::UnaryOpKind op;
  switch (cur().kind) {
    case TK::Plus: op = ast::UnaryOpKind::UAdd; break;
    case TK::Minus: op = ast::UnaryOpKind::USub; break;
    case TK::Tilde: op = ast::UnaryOpKind::Invert; break;
    default: return power();
  }
  Nest nest(*this);
  const Token t = advance();
  auto e = make(ExprKind::UnaryOp, pos_of(t));
  e->unaryop = op;
  e->left = factor();
  return finish(std::move(e));
}

ExprPtr Parser::power() {
  if (at_kw("await")) {
    // tfplay has no coroutines; CPython rejects await outside `async def` at compile time.
    const Token kw = advance();
    ExprPtr operand = primary();
    error_range(pos_of(kw), operand->end,
                func_depth_ > 0 ? "'await' outside async function" : "'await' outside function");
  }
  ExprPtr base = primary();
  if (!at(TK::DoubleStar)) return base;
  Nest nest(*this);
  advance();
  auto e = make(ExprKind::BinOp, start_of(*base));
  e->binop = ast::BinOpKind::Pow;
  e->left = std::move(base);
  e->right = factor();
  return finish(std::move(e));
}

ExprPtr Parser::primary() {
  ExprPtr e = atom();
  Chain chain(*this);
  for (;;) {
    if (at(TK::Dot)) {
      advance();
      if (!at_name()) invalid_syntax();
      auto a = make(ExprKind::Attribute, start_of(*e));
      a->id = advance().text;
      a->left = std::move(e);
      e = finish(std::move(a));
    } else if (at(TK::LPar)) {
      e = call(std::move(e));
    } else if (at(TK::LSqb)) {
      e = subscript(std::move(e));
    } else {
      return e;
    }
    chain.link();
  }
}

// ---- atoms --------------------------------------------------------------------------------------

ExprPtr Parser::atom() {
  const Token& t = cur();
  switch (t.kind) {
    case TK::Name: {
      if (!t.keyword) {
        auto e = make(ExprKind::Name, pos_of(t));
        e->id = t.text;
        advance();
        return finish(std::move(e));
      }
      ast::ConstantKind k;
      if (t.text == "True") k = ast::ConstantKind::True;
      else if (t.text == "False") k = ast::ConstantKind::False;
      else if (t.text == "None") k = ast::ConstantKind::None;
      else invalid_syntax();
      auto e = make(ExprKind::Constant, pos_of(t));
      e->constant = k;
      advance();
      return finish(std::move(e));
    }
    case TK::Number:
      return number(advance());
    case TK::String:
    case TK::FStringStart:
      return strings();
    case TK::LPar:
      return paren_atom();
    case TK::LSqb:
      return list_atom();
    case TK::LBrace:
      return brace_atom();
    case TK::Ellipsis: {
      auto e = make(ExprKind::Constant, pos_of(t));
      e->constant = ast::ConstantKind::Ellipsis;
      advance();
      return finish(std::move(e));
    }
    default:
      invalid_syntax();
  }
}

ExprPtr Parser::number(const Token& t) {
  auto e = make(ExprKind::Constant, pos_of(t));
  std::string s;
  for (char c : t.text) {
    if (c != '_') s.push_back(c);
  }
  bool prefixed = s.size() > 1 && s[0] == '0' && std::string("xXoObB").find(s[1]) != std::string::npos;
  if (!prefixed && (s.back() == 'j' || s.back() == 'J')) {
    e->constant = ast::ConstantKind::Imaginary;
  } else if (!prefixed && s.find_first_of(".eE") != std::string::npos) {
    e->constant = ast::ConstantKind::Float;
  } else {
    e->constant = ast::ConstantKind::Int;
  }
  e->id = std::move(s);
  e->end = end_of(t);
  return e;
}

/// Reports the element after `a` when the closing bracket or comma is missing: CPython's hints
/// "Missing parentheses in call to 'print'" and "Perhaps you forgot a comma?", else a plain
/// "invalid syntax" at the unexpected token.
void Parser::missing_comma_or_invalid(const Expr& a) {
  const Token t = cur();
  if (!starts_expression(t)) invalid_syntax();
  size_t saved = pos_;
  if (a.kind == ExprKind::Name && (a.id == "print" || a.id == "exec") &&
      !parenthesized_.count(&a) && t.kind != TK::LPar) {
    ExprPtr b;
    if (speculate([&] { b = star_expressions(); })) {
      error_between(a, *b, "Missing parentheses in call to '" + a.id + "'. Did you mean " +
                               a.id + "(...)?");
    }
  }
  // The disjunction right before the unexpected expression.
  const Expr* d = &a;
  for (;;) {
    if (parenthesized_.count(d)) break;
    if (d->kind == ExprKind::IfExp) d = d->third.get();
    else if (d->kind == ExprKind::Lambda) d = d->left.get();
    else if (d->kind == ExprKind::NamedExpr) d = d->right.get();
    else break;
  }
  if (d->kind != ExprKind::Starred && d->kind != ExprKind::Yield && d->kind != ExprKind::YieldFrom) {
    // !(NAME STRING | SOFT_KEYWORD) at the start of that disjunction.
    auto it = std::lower_bound(toks_.begin(), toks_.end(), d->pos, [](const Token& x, const Pos& p) {
      return x.line < p.line || (x.line == p.line && x.col < p.col);
    });
    bool excluded = false;
    if (it != toks_.end() && it->kind == TK::Name) {
      excluded = is_soft_keyword(it->text) ||
                 (it + 1 != toks_.end() && ((it + 1)->kind == TK::String || (it + 1)->kind == TK::FStringStart));
    }
    ExprPtr b;
    if (!excluded && speculate([&] { b = expression(); }) && prev().paren_level > 0) {
      error_between(*d, *b, "invalid syntax. Perhaps you forgot a comma?");
    }
  }
  pos_ = saved;
  invalid_syntax();
}

/// Elements of a display after the first, up to `close` (consumed).
void Parser::element_list(ExprList& elts, TK close) {
  for (;;) {
    if (accept(TK::Comma)) {
      if (at(close)) break;
      elts.push_back(star_named_expression());
      continue;
    }
    if (at(close)) break;
    if (at_kw("for") && elts.size() > 1) {
      error_between(*elts.front(), *elts.back(), "did you forget parentheses around the comprehension target?");
    }
    missing_comma_or_invalid(*elts.back());
  }
  advance();
}

ExprPtr Parser::paren_atom() {
  Nest nest(*this);
  const Token lpar = advance();
  if (at(TK::RPar)) {
    advance();
    auto t = finish(make(ExprKind::Tuple, pos_of(lpar)));
    mark_parenthesized(t.get(), lpar);
    return t;
  }
  if (at_kw("yield")) {
    ExprPtr y = yield_expression();
    if (!at(TK::RPar)) missing_comma_or_invalid(*y);
    advance();
    mark_parenthesized(y.get(), lpar);
    return y;
  }
  ExprPtr first = star_named_expression();
  if (at_kw("for")) {
    if (first->kind == ExprKind::Starred) {
      error_node(*first, "iterable unpacking cannot be used in comprehension");
    }
    auto g = make(ExprKind::GeneratorExp, pos_of(lpar));
    g->left = std::move(first);
    comprehension_clauses(g->generators);
    if (!at(TK::RPar)) invalid_syntax();
    advance();
    return finish(std::move(g));
  }
  if (at(TK::RPar)) {
    advance();
    if (first->kind == ExprKind::Starred) error_node(*first, "cannot use starred expression here");
    mark_parenthesized(first.get(), lpar);
    return first;
  }
  if (!at(TK::Comma)) missing_comma_or_invalid(*first);
  auto t = make(ExprKind::Tuple, pos_of(lpar));
  t->elts.push_back(std::move(first));
  element_list(t->elts, TK::RPar);
  auto result = finish(std::move(t));
  mark_parenthesized(result.get(), lpar);
  return result;
}

ExprPtr Parser::list_atom() {
  Nest nest(*this);
  const Token lsqb = advance();
  if (at(TK::RSqb)) {
    advance();
    return finish(make(ExprKind::List, pos_of(lsqb)));
  }
  ExprPtr first = star_named_expression();
  if (at_kw("for")) {
    if (first->kind == ExprKind::Starred) {
      error_node(*first, "iterable unpacking cannot be used in comprehension");
    }
    auto c = make(ExprKind::ListComp, pos_of(lsqb));
    c->left = std::move(first);
    comprehension_clauses(c->generators);
    if (!at(TK::RSqb)) invalid_syntax();
    advance();
    return finish(std::move(c));
  }
  auto l = make(ExprKind::List, pos_of(lsqb));
  l->elts.push_back(std::move(first));
  element_list(l->elts, TK::RSqb);
  return finish(std::move(l));
}

ExprPtr Parser::brace_atom() {
  Nest nest(*this);
  const Token lbrace = advance();
  if (at(TK::RBrace)) {
    advance();
    return finish(make(ExprKind::Dict, pos_of(lbrace)));
  }
  auto dict_rest = [&](ExprPtr d) {
    // After the first key/value pair: more pairs or `**mapping`s, up to '}'.
    for (;;) {
      if (accept(TK::Comma)) {
        if (at(TK::RBrace)) break;
        if (accept(TK::DoubleStar)) {
          d->keys.push_back(nullptr);
          d->elts.push_back(bitwise_or());
          continue;
        }
        ExprPtr k = expression();
        if (at(TK::Colon) && (peek().kind == TK::Comma || peek().kind == TK::RBrace)) {
          error_at(cur(), "expression expected after dictionary key and ':'");
        }
        if (!accept(TK::Colon)) {
          if (at(TK::Comma) || at(TK::RBrace)) {
            raise(SyntaxErrorException("SyntaxError", "':' expected after dictionary key",
                                       k->end.line, k->end.col, k->end.line, 0,
                                       ts_.line_text(k->end.line)));
          }
          missing_comma_or_invalid(*k);
        }
        d->keys.push_back(std::move(k));
        d->elts.push_back(expression());
        continue;
      }
      if (at(TK::RBrace)) break;
      missing_comma_or_invalid(*d->elts.back());
    }
    advance();
    return finish(std::move(d));
  };
  if (at(TK::DoubleStar)) {
    const Token stars = advance();
    auto d = make(ExprKind::Dict, pos_of(lbrace));
    d->keys.push_back(nullptr);
    d->elts.push_back(bitwise_or());
    if (at_kw("for")) {
      error_at(stars, "dict unpacking cannot be used in dict comprehension");
    }
    return dict_rest(std::move(d));
  }
  ExprPtr first = star_named_expression();
  if (first->kind != ExprKind::Starred && at(TK::Colon)) {
    if (peek().kind == TK::Comma || peek().kind == TK::RBrace) {
      error_at(cur(), "expression expected after dictionary key and ':'");
    }
    advance();
    ExprPtr value = expression();
    if (at_kw("for")) {
      auto c = make(ExprKind::DictComp, pos_of(lbrace));
      c->left = std::move(first);
      c->right = std::move(value);
      comprehension_clauses(c->generators);
      if (!at(TK::RBrace)) invalid_syntax();
      advance();
      return finish(std::move(c));
    }
    auto d = make(ExprKind::Dict, pos_of(lbrace));
    d->keys.push_back(std::move(first));
    d->elts.push_back(std::move(value));
    return dict_rest(std::move(d));
  }
  if (at_kw("for")) {
    if (first->kind == ExprKind::Starred) {
      error_node(*first, "iterable unpacking cannot be used in comprehension");
    }
    auto c = make(ExprKind::SetComp, pos_of(lbrace));
    c->left = std::move(first);
    comprehension_clauses(c->generators);
    if (!at(TK::RBrace)) invalid_syntax();
    advance();
    return finish(std::move(c));
  }
  auto s = make(ExprKind::Set, pos_of(lbrace));
  s->elts.push_back(std::move(first));
  element_list(s->elts, TK::RBrace);
  return finish(std::move(s));
}

void Parser::comprehension_clauses(std::vector<ast::Comprehension>& out) {
  while (at_kw("for") || at_kw("async")) {
    if (at_kw("async")) error_at(cur(), "tfplay does not support async comprehensions");
    advance();
    ast::Comprehension c;
    c.target = star_targets();
    check_target(*c.target, Targets::For);
    if (!accept_kw("in")) invalid_syntax();
    c.iter = disjunction();
    while (accept_kw("if")) c.ifs.push_back(disjunction());
    out.push_back(std::move(c));
  }
}

// ---- calls and subscripts -----------------------------------------------------------------------

namespace {

/// The end of a comprehension's last clause (CPython's _PyPegen_get_last_comprehension_item).
const Expr& last_comprehension_item(const std::vector<ast::Comprehension>& gens) {
  const ast::Comprehension& c = gens.back();
  return c.ifs.empty() ? *c.iter : *c.ifs.back();
}

}  // namespace

ExprPtr Parser::call(ExprPtr func) {
  Nest nest(*this);
  const Token lpar = advance();
  auto e = make(ExprKind::Call, start_of(*func));
  e->left = std::move(func);
  bool saw_keyword = false, saw_double_star = false;
  while (!at(TK::RPar)) {
    const Token start = cur();
    const Expr* last = nullptr;
    if (at(TK::Star)) {
      advance();
      if (saw_double_star) {
        error_at(start, "iterable argument unpacking follows keyword argument unpacking");
      }
      auto s = make(ExprKind::Starred, pos_of(start));
      s->left = expression();
      if (at(TK::Equal)) {
        advance();
        ExprPtr rhs = expression();
        error_range(pos_of(start), rhs->end, "cannot assign to iterable argument unpacking");
      }
      e->elts.push_back(finish(std::move(s)));
      last = e->elts.back().get();
    } else if (at(TK::DoubleStar)) {
      advance();
      ast::Keyword k;
      k.pos = pos_of(start);
      k.value = expression();
      if (at(TK::Equal)) {
        advance();
        ExprPtr rhs = expression();
        error_range(pos_of(start), rhs->end, "cannot assign to keyword argument unpacking");
      }
      saw_double_star = true;
      e->keywords.push_back(std::move(k));
      last = e->keywords.back().value.get();
    } else if (at_name() && peek().kind == TK::Equal) {
      advance();
      const Token eq = advance();
      ast::Keyword k;
      k.pos = pos_of(start);
      k.arg = start.text;
      if (at(TK::Comma) || at(TK::RPar)) error_range(pos_of(start), end_of(eq), "expected argument value expression");
      k.value = expression();
      if (at_kw("for")) {
        error_range(pos_of(start), end_of(eq),
                    "invalid syntax. Maybe you meant '==' or ':=' instead of '='?");
      }
      saw_keyword = true;
      e->keywords.push_back(std::move(k));
      last = e->keywords.back().value.get();
    } else if (start.kind == TK::Name &&
               (start.text == "True" || start.text == "False" || start.text == "None") &&
               peek().kind == TK::Equal) {
      error_range(pos_of(start), end_of(peek()), "cannot assign to " + std::string(start.text));
    } else {
      ExprPtr arg;
      if (at_name() && peek().kind == TK::ColonEqual) {
        arg = named_expression();
      } else {
        arg = expression();
      }
      if (at(TK::Equal)) {
        const Token& eq = cur();
        error_range(arg->pos, end_of(eq), "expression cannot contain assignment, perhaps you meant \"==\"?");
      }
      if (at_kw("for")) {
        auto g = make(ExprKind::GeneratorExp, pos_of(lpar));
        Pos elt_pos = arg->pos;
        g->left = std::move(arg);
        comprehension_clauses(g->generators);
        bool alone = e->elts.empty() && e->keywords.empty() && at(TK::RPar);
        if (!alone) {
          error_range(elt_pos, last_comprehension_item(g->generators).end,
                      "Generator expression must be parenthesized");
        }
        advance();
        g->end = end_of(prev());
        e->elts.push_back(std::move(g));
        return finish(std::move(e));
      }
      if (saw_double_star || saw_keyword) {
        error_at(cur(), saw_double_star ? "positional argument follows keyword argument unpacking"
                                        : "positional argument follows keyword argument");
      }
      e->elts.push_back(std::move(arg));
      last = e->elts.back().get();
    }
    if (accept(TK::Comma)) continue;
    if (at(TK::RPar)) break;
    missing_comma_or_invalid(*last);
  }
  advance();
  return finish(std::move(e));
}

ExprPtr Parser::subscript(ExprPtr value) {
  Nest nest(*this);
  advance();  // '['
  auto e = make(ExprKind::Subscript, start_of(*value));
  e->left = std::move(value);
  ExprPtr first = slice_item();
  const Expr* last = first.get();
  if (at(TK::Comma) || first->kind == ExprKind::Starred) {  // a[*b] indexes with a tuple
    auto t = make(ExprKind::Tuple, start_of(*first));
    t->elts.push_back(std::move(first));
    while (accept(TK::Comma)) {
      if (at(TK::RSqb)) break;
      t->elts.push_back(slice_item());
      last = t->elts.back().get();
    }
    first = finish(std::move(t));
  }
  if (!at(TK::RSqb)) missing_comma_or_invalid(*last);
  advance();
  e->right = std::move(first);
  return finish(std::move(e));
}

ExprPtr Parser::slice_item() {
  const Token start = cur();
  ExprPtr lower;
  if (!at(TK::Colon)) {
    if (at(TK::Star)) {
      advance();
      auto s = make(ExprKind::Starred, pos_of(start));
      s->left = bitwise_or();
      return finish(std::move(s));
    }
    ExprPtr e = named_expression();
    if (!at(TK::Colon)) return e;
    lower = std::move(e);
  }
  auto s = make(ExprKind::Slice, pos_of(start));
  advance();  // ':'
  s->left = std::move(lower);
  if (!at(TK::Colon) && !at(TK::Comma) && !at(TK::RSqb)) s->right = expression();
  if (accept(TK::Colon)) {
    if (!at(TK::Comma) && !at(TK::RSqb)) s->third = expression();
  }
  return finish(std::move(s));
}

// ---- lambda and parameters ----------------------------------------------------------------------

ExprPtr Parser::lambda_expression() {
  const Token kw = advance();
  auto e = make(ExprKind::Lambda, pos_of(kw));
  e->args = parameters(true);
  expect(TK::Colon);
  ++func_depth_;
  e->left = expression();
  --func_depth_;
  return finish(std::move(e));
}

std::shared_ptr<ast::Arguments> Parser::parameters(bool lambda) {
  auto a = std::make_shared<ast::Arguments>();
  TK close = lambda ? TK::Colon : TK::RPar;
  bool saw_slash = false, saw_star = false, saw_kwarg = false, saw_default = false;
  auto param = [&]() {
    ast::Arg arg;
    const Token name = advance();
    arg.pos = pos_of(name);
    arg.name = name.text;
    if (!lambda && accept(TK::Colon)) arg.annotation = at(TK::Star) ? star_expression() : expression();
    return arg;
  };
  auto arg_end = [&](const ast::Arg& arg) { return arg.annotation ? arg.annotation->end : end_of(prev()); };
  while (!at(close)) {
    const Token t = cur();
    if (t.kind == TK::Slash) {
      if (saw_kwarg) error_at(t, "arguments cannot follow var-keyword argument");
      if (saw_star) error_at(t, "/ must be ahead of *");
      if (saw_slash) error_at(t, "/ may appear only once");
      if (a->args.empty()) error_at(t, "at least one argument must precede /");
      saw_slash = true;
      a->posonlyargs = std::move(a->args);
      a->args.clear();
      advance();
    } else if (t.kind == TK::Star) {
      if (saw_kwarg) error_at(t, "arguments cannot follow var-keyword argument");
      if (saw_star) error_at(t, "* argument may appear only once");
      advance();
      saw_star = true;
      if (at(TK::Comma) || at(close)) {
        if (at(close) || peek().kind == close || peek().kind == TK::DoubleStar) {
          error_at(t, "named arguments must follow bare *");
        }
      } else {
        if (!at_name()) invalid_syntax();
        a->vararg = param();
        if (at(TK::Equal)) error_at(cur(), "var-positional argument cannot have default value");
      }
    } else if (t.kind == TK::DoubleStar) {
      if (saw_kwarg) error_at(t, "arguments cannot follow var-keyword argument");
      advance();
      if (!at_name()) invalid_syntax();
      a->kwarg = param();
      saw_kwarg = true;
      if (at(TK::Equal)) error_at(cur(), "var-keyword argument cannot have default value");
    } else if (at_name()) {
      ast::Arg arg = param();
      if (saw_kwarg) error_range(arg.pos, arg_end(arg), "arguments cannot follow var-keyword argument");
      ExprPtr def;
      if (at(TK::Equal)) {
        const Token eq = advance();
        if (at(TK::Comma) || at(close)) error_at(eq, "expected default value expression");
        def = expression();
      }
      if (saw_star) {
        a->kwonlyargs.push_back(std::move(arg));
        a->kw_defaults.push_back(std::move(def));
      } else if (def) {
        saw_default = true;
        a->defaults.push_back(std::move(def));
        a->args.push_back(std::move(arg));
      } else {
        if (saw_default) {
          error_range(arg.pos, arg_end(arg), "parameter without a default follows parameter with a default");
        }
        a->args.push_back(std::move(arg));
      }
    } else if (t.kind == TK::LPar && !lambda) {
      invalid_syntax();
    } else {
      invalid_syntax();
    }
    if (accept(TK::Comma)) continue;
    if (!at(close)) invalid_syntax();
  }
  return a;
}

// ---- strings ------------------------------------------------------------------------------------

namespace {

struct Prefix {
  bool raw = false, bytes = false, fstring = false;
  size_t len = 0;  // letters before the quote
};

Prefix string_prefix(std::string_view text) {
  Prefix p;
  while (p.len < text.size() && text[p.len] != '\'' && text[p.len] != '"') {
    char c = static_cast<char>(text[p.len] | 0x20);
    p.raw |= c == 'r';
    p.bytes |= c == 'b';
    p.fstring |= c == 'f';
    ++p.len;
  }
  return p;
}

}  // namespace

/// STRING+ and f-strings, implicitly concatenated. Like CPython, decoding errors and mixing
/// bytes with str are reported at the token after the last string.
ExprPtr Parser::strings() {
  const Token first = cur();
  ExprList parts;
  std::string pending;
  bool any_f = false, any_bytes = false, any_str = false;
  std::string decode_error;
  while (at(TK::String) || at(TK::FStringStart)) {
    const Token& t = cur();
    if (t.kind == TK::FStringStart) {
      any_f = any_str = true;
      fstring(t, parts, pending);
      continue;
    }
    Prefix p = string_prefix(t.text);
    (p.bytes ? any_bytes : any_str) = true;
    if (p.bytes) {
      for (char c : t.text) {
        if (static_cast<unsigned char>(c) >= 0x80) error_at(t, "bytes can only contain ASCII literal characters");
      }
    }
    size_t q = (t.text.size() - p.len >= 6 && t.text[p.len] == t.text[p.len + 1] &&
                t.text[p.len] == t.text[p.len + 2])
                   ? 3
                   : 1;
    std::string_view body(t.text);
    body = body.substr(p.len + q, body.size() - p.len - 2 * q);
    std::string err;
    char bad_escape = 0;
    auto decoded = decode_string_body(body, p.raw, p.bytes, false, &err, &bad_escape);
    if (!decoded) {
      if (decode_error.empty()) decode_error = err;
    } else {
      pending += *decoded;
    }
    if (bad_escape) {
      std::string esc = "\\";
      esc += bad_escape;
      warn("SyntaxWarning", "invalid escape sequence '" + esc + "'", t);
    }
    advance();
  }
  if (!decode_error.empty()) error_at(cur(), decode_error);
  if (any_bytes && any_str) error_at(cur(), "cannot mix bytes and nonbytes literals");
  if (!any_f) {
    auto e = make(ExprKind::Constant, pos_of(first));
    e->constant = any_bytes ? ast::ConstantKind::Bytes : ast::ConstantKind::Str;
    e->id = std::move(pending);
    return finish(std::move(e));
  }
  auto e = make(ExprKind::JoinedStr, pos_of(first));
  if (!pending.empty()) {
    auto c = make(ExprKind::Constant, pos_of(first));
    c->constant = ast::ConstantKind::Str;
    c->id = std::move(pending);
    parts.push_back(std::move(c));
  }
  e->elts = std::move(parts);
  e = finish(std::move(e));
  spread_position(*e, e->pos, e->end);
  return e;
}

/// The literal and formatted parts of a JoinedStr (and of their format specs) get the position
/// of the whole string, as in CPython 3.11; only the embedded expressions keep their own.
void Parser::spread_position(Expr& joined, Pos start, Pos end) {
  for (auto& part : joined.elts) {
    part->pos = start;
    part->end = end;
    if (part->kind == ExprKind::FormattedValue && part->right) {
      part->right->pos = start;
      part->right->end = end;
      spread_position(*part->right, start, end);
    }
  }
}

/// One f-string: FSTRING_START (FSTRING_MIDDLE | replacement field)* FSTRING_END. Literal text
/// accumulates in `pending`; each field flushes it as a Constant part first.
void Parser::fstring(const Token& start_tok, ExprList& parts, std::string& pending) {
  Nest nest(*this);
  const Token start = start_tok;
  Prefix p = string_prefix(start.text);
  advance();
  auto flush = [&] {
    if (pending.empty()) return;
    auto c = make(ExprKind::Constant, pos_of(start));
    c->constant = ast::ConstantKind::Str;
    c->id = std::move(pending);
    pending.clear();
    parts.push_back(std::move(c));
  };
  for (;;) {
    if (at(TK::FStringMiddle)) {
      std::string err;
      char bad_escape = 0;
      auto decoded = decode_string_body(cur().text, p.raw, false, true, &err, &bad_escape);
      if (!decoded) error_at(cur(), err);
      if (bad_escape) {
        std::string esc = "\\";
        esc += bad_escape;
        warn("SyntaxWarning", "invalid escape sequence '" + esc + "'", cur());
      }
      pending += *decoded;
      advance();
    } else if (at(TK::LBrace)) {
      ExprList field;
      fstring_field(field);
      for (auto& f : field) {
        if (f->kind == ExprKind::Constant) {
          pending += f->id;
        } else {
          flush();
          parts.push_back(std::move(f));
        }
      }
    } else if (at(TK::FStringEnd)) {
      advance();
      return;
    } else {
      invalid_syntax();
    }
  }
}

/// '{' (yield_expr | star_expressions) ['='] ['!' NAME] [':' spec*] '}'. Appends the
/// FormattedValue to `out`, preceded by the "expr=" text for self-documenting fields.
void Parser::fstring_field(ExprList& out) {
  const Token lbrace = advance();
  switch (cur().kind) {
    case TK::Equal: error_at(cur(), "f-string: valid expression required before '='");
    case TK::Exclamation: error_at(cur(), "f-string: valid expression required before '!'");
    case TK::Colon: error_at(cur(), "f-string: valid expression required before ':'");
    case TK::RBrace: error_at(cur(), "f-string: valid expression required before '}'");
    default: break;
  }
  if (!starts_expression(cur()) && !at(TK::Star) && !at_kw("yield")) {
    error_at(cur(), "f-string: expecting a valid expression after '{'");
  }
  ExprPtr value = yield_or_star_expressions();
  auto fv = make(ExprKind::FormattedValue, start_of(*value));
  bool debug = false;
  if (at(TK::Equal)) {
    advance();  // '='
    debug = true;
    // The field's source text, from after '{' to the next token, whitespace included.
    const std::string& src = *ts_.source;
    size_t a = lbrace.end, b = cur().start;
    auto text = make(ExprKind::Constant, pos_of(lbrace));
    text->constant = ast::ConstantKind::Str;
    text->id = src.substr(a, b > a ? b - a : 0);
    out.push_back(std::move(text));
  }
  if (at(TK::Exclamation)) {
    const Token excl = advance();
    if (!at(TK::Name)) {
      error_at(cur(), (at(TK::Colon) || at(TK::RBrace)) ? "f-string: missing conversion character"
                                                         : "f-string: invalid conversion character");
    }
    const Token conv = cur();
    if (conv.line != excl.line || conv.col != excl.end_col) {
      error_range(pos_of(excl), end_of(conv),
                  "f-string: conversion type must come right after the exclamanation mark");
    }
    if (conv.text != "s" && conv.text != "r" && conv.text != "a") {
      error_at(conv, "f-string: invalid conversion character '" + std::string(conv.text) +
                         "': expected 's', 'r', or 'a'");
    }
    fv->conversion = conv.text[0];
    advance();
  }
  if (at(TK::Colon)) {
    const Token colon = advance();
    auto spec = make(ExprKind::JoinedStr, pos_of(colon));
    std::string pending;
    auto flush = [&] {
      if (pending.empty()) return;
      auto c = make(ExprKind::Constant, pos_of(colon));
      c->constant = ast::ConstantKind::Str;
      c->id = std::move(pending);
      pending.clear();
      spec->elts.push_back(std::move(c));
    };
    for (;;) {
      if (at(TK::FStringMiddle)) {
        std::string err;
        auto decoded = decode_string_body(cur().text, false, false, false, &err, nullptr);
        if (!decoded) error_at(cur(), err);
        pending += *decoded;
        advance();
      } else if (at(TK::LBrace)) {
        ExprList field;
        fstring_field(field);
        for (auto& f : field) {
          if (f->kind == ExprKind::Constant) {
            pending += f->id;
          } else {
            flush();
            spec->elts.push_back(std::move(f));
          }
        }
      } else {
        break;
      }
    }
    flush();
    spec = finish(std::move(spec));
    fv->right = std::move(spec);
    if (!at(TK::RBrace)) error_at(cur(), "f-string: expecting '}'");
  } else if (!at(TK::RBrace)) {
    if (fv->conversion) error_at(cur(), "f-string: expecting ':' or '}'");
    if (debug) error_at(cur(), "f-string: expecting '!', or ':', or '}'");
    error_at(cur(), "f-string: expecting '=', or '!', or ':', or '}'");
  }
  advance();  // '}'
  if (debug && !fv->conversion && !fv->right) fv->conversion = 'r';
  fv->left = std::move(value);
  out.push_back(finish(std::move(fv)));
}

}  // namespace tfplay::py::detail
