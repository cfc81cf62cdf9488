// The match statement (PEP 634): CPython 3.12's match_stmt, case_block and pattern rules of
// Grammar/python.gram, with the messages of their invalid_* alternatives. `match` and `case`
// are soft keywords: a line that does not read as a match statement is parsed as an ordinary
// statement, so both stay usable as names.
#include "core/python/parser_internal.h"

namespace tfplay::py::detail {

using ast::PatternKind;
using ast::PatternPtr;

namespace {

PatternPtr make_pattern(PatternKind k, Pos p) { return std::make_unique<ast::Pattern>(k, p); }

bool is_imaginary(const Expr& e) { return e.kind == ExprKind::Constant && e.constant == ast::ConstantKind::Imaginary; }

}  // namespace

/// match_stmt: "match" subject_expr ':' NEWLINE INDENT case_block+ DEDENT. Returns false, with
/// the position unchanged, when the line is not a match statement (e.g. `match = 1`).
bool Parser::match_statement(StmtList& out) {
  const Token kw = cur();
  const size_t start = pos_;
  ExprPtr subject;
  bool header = speculate([&] {
    advance();
    subject = subject_expr();
    if (!at(TK::Colon) && !at(TK::Newline)) invalid_syntax();
  });
  if (!header) return false;
  if (at(TK::Newline)) {
    // `match x` NEWLINE: an expression statement if it is one (`match(x)`), else the
    // invalid_match_stmt message.
    const Token newline = cur();
    pos_ = start;
    StmtList probe;
    if (speculate([&] { simple_statements(probe); })) {
      for (auto& s : probe) out.push_back(std::move(s));
      return true;
    }
    error_at(newline, "expected ':'");
  }
  advance();  // ':'
  if (!at(TK::Newline)) {
    pos_ = start;
    return false;
  }
  advance();
  if (!at(TK::Indent)) {
    error_at(cur(), "expected an indented block after 'match' statement on line " + std::to_string(kw.line),
             "IndentationError");
  }
  advance();
  auto s = make_stmt(StmtKind::Match, pos_of(kw));
  s->value = std::move(subject);
  if (!at_kw("case")) invalid_syntax();
  while (at_kw("case")) s->cases.push_back(case_block());
  if (!at(TK::Dedent) && !at(TK::EndMarker)) invalid_syntax();
  accept(TK::Dedent);
  s->end = s->cases.back().body.back()->end;
  out.push_back(std::move(s));
  return true;
}

/// subject_expr: star_named_expression ',' star_named_expressions? | named_expression.
ExprPtr Parser::subject_expr() {
  ExprPtr first = star_named_expression();
  if (!at(TK::Comma)) {
    if (first->kind == ExprKind::Starred) invalid_syntax();
    return first;
  }
  auto t = make(ExprKind::Tuple, first->pos);
  t->elts.push_back(std::move(first));
  while (accept(TK::Comma)) {
    if (at(TK::Colon) || at(TK::Newline)) break;
    t->elts.push_back(star_named_expression());
  }
  return finish(std::move(t));
}

/// case_block: "case" patterns guard? ':' block, with invalid_case_block's messages.
ast::MatchCase Parser::case_block() {
  const Token kw = advance();
  ast::MatchCase c;
  c.pattern = patterns();
  if (accept_kw("if")) c.guard = named_expression();
  if (at(TK::Newline)) error_at(cur(), "expected ':'");
  if (!accept(TK::Colon)) invalid_syntax();
  c.body = block("'case' statement", kw.line);
  return c;
}

/// patterns: open_sequence_pattern (a tuple without parentheses) | pattern.
PatternPtr Parser::patterns() {
  // Nodes span their rule's first and last tokens: a parenthesized first or last element
  // widens them to its parentheses.
  const Pos start = pos_of(cur());
  PatternPtr first = maybe_star_pattern();
  if (!at(TK::Comma)) {
    if (first->kind == PatternKind::MatchStar) invalid_syntax();
    return first;
  }
  auto seq = make_pattern(PatternKind::MatchSequence, start);
  seq->patterns.push_back(std::move(first));
  while (accept(TK::Comma)) {
    if (at(TK::Colon) || at_kw("if") || at(TK::Newline)) break;
    seq->patterns.push_back(maybe_star_pattern());
  }
  seq->end = end_of(prev());
  return seq;
}

/// maybe_star_pattern: '*' (capture | '_') | pattern.
PatternPtr Parser::maybe_star_pattern() {
  if (!at(TK::Star)) return pattern();
  const Token star = advance();
  auto p = make_pattern(PatternKind::MatchStar, pos_of(star));
  if (!at_name() || peek().kind == TK::Dot || peek().kind == TK::LPar || peek().kind == TK::Equal) {
    if (at_name()) advance();
    invalid_syntax();
  }
  const Token name = advance();
  if (name.text != "_") p->name = name.text;
  p->end = end_of(name);
  return p;
}

/// pattern: or_pattern ['as' capture target], with invalid_as_pattern's messages.
PatternPtr Parser::pattern() {
  Nest nest(*this);
  const Pos start = pos_of(cur());
  PatternPtr p = or_pattern();
  if (!at_kw("as")) return p;
  advance();
  const Token& t = cur();
  if (t.kind == TK::Name && t.text == "_") error_at(t, "cannot use '_' as a target");
  if (!at_name()) {
    ExprPtr bad = expression();
    error_node(*bad, "invalid pattern target");
  }
  const Token name = advance();
  if (at(TK::Dot) || at(TK::LPar) || at(TK::Equal)) invalid_syntax();
  auto as = make_pattern(PatternKind::MatchAs, start);
  as->pattern = std::move(p);
  as->name = name.text;
  as->end = end_of(name);
  return as;
}

/// or_pattern: '|'.closed_pattern+.
PatternPtr Parser::or_pattern() {
  const Pos start = pos_of(cur());
  PatternPtr first = closed_pattern();
  if (!at(TK::VBar)) return first;
  auto p = make_pattern(PatternKind::MatchOr, start);
  p->patterns.push_back(std::move(first));
  while (accept(TK::VBar)) p->patterns.push_back(closed_pattern());
  p->end = end_of(prev());
  return p;
}

/// A literal usable as a pattern or a mapping key: signed numbers, `real ± imaginary`,
/// strings, None/True/False (literal_expr). Returns null when the current token starts none.
ExprPtr Parser::literal_expr() {
  const Token& t = cur();
  if (t.kind == TK::String || t.kind == TK::FStringStart) return strings();
  if (t.kind == TK::Name && (t.text == "None" || t.text == "True" || t.text == "False")) {
    const Token k = advance();
    auto e = make(ExprKind::Constant, pos_of(k));
    e->constant = k.text == "None" ? ast::ConstantKind::None : k.text == "True" ? ast::ConstantKind::True : ast::ConstantKind::False;
    e->end = end_of(k);
    return e;
  }
  if (t.kind != TK::Number && !(t.kind == TK::Minus && peek().kind == TK::Number)) return nullptr;
  // signed_number
  ExprPtr value;
  if (at(TK::Minus)) {
    const Token minus = advance();
    const Token n = advance();
    value = make(ExprKind::UnaryOp, pos_of(minus));
    value->unaryop = ast::UnaryOpKind::USub;
    value->left = number(n);
    value->end = end_of(n);
  } else {
    value = number(advance());
  }
  if (!at(TK::Plus) && !at(TK::Minus)) return value;
  // complex_number: signed_real_number ('+' | '-') imaginary_number
  const Expr& real = value->kind == ExprKind::UnaryOp ? *value->left : *value;
  if (is_imaginary(real)) error_node(real, "real number required in complex literal");
  const Token op = advance();
  if (!at(TK::Number)) invalid_syntax();
  ExprPtr imag = number(advance());
  if (!is_imaginary(*imag)) error_node(*imag, "imaginary number required in complex literal");
  auto e = make(ExprKind::BinOp, value->pos);
  e->binop = op.kind == TK::Plus ? ast::BinOpKind::Add : ast::BinOpKind::Sub;
  e->left = std::move(value);
  e->right = std::move(imag);
  e->end = e->right->end;
  return e;
}

/// name_or_attr: NAME ('.' NAME)*, as a Name or an Attribute chain.
ExprPtr Parser::name_or_attr() {
  const Token n = advance();
  auto e = make(ExprKind::Name, pos_of(n));
  e->id = n.text;
  e->end = end_of(n);
  while (at(TK::Dot)) {
    advance();
    if (!at_name()) invalid_syntax();
    const Token a = advance();
    auto attr = make(ExprKind::Attribute, e->pos);
    attr->left = std::move(e);
    attr->id = a.text;
    attr->end = end_of(a);
    e = std::move(attr);
  }
  return e;
}

/// closed_pattern: literal | capture | wildcard | value | group | sequence | mapping | class.
PatternPtr Parser::closed_pattern() {
  Nest nest(*this);
  const Token t = cur();
  if (ExprPtr lit = literal_expr()) {
    if (lit->kind == ExprKind::Constant &&
        (lit->constant == ast::ConstantKind::None || lit->constant == ast::ConstantKind::True ||
         lit->constant == ast::ConstantKind::False)) {
      auto p = make_pattern(PatternKind::MatchSingleton, lit->pos);
      p->singleton = lit->constant;
      p->end = lit->end;
      return p;
    }
    auto p = make_pattern(PatternKind::MatchValue, lit->pos);
    p->end = lit->end;
    p->value = std::move(lit);
    return p;
  }
  if (at_name()) {
    const TK next = peek().kind;
    if (next != TK::Dot && next != TK::LPar && next != TK::Equal) {
      advance();
      auto p = make_pattern(PatternKind::MatchAs, pos_of(t));
      if (t.text != "_") p->name = t.text;
      p->end = end_of(t);
      return p;
    }
    ExprPtr target = name_or_attr();
    if (at(TK::LPar)) return class_pattern(std::move(target));
    if (target->kind == ExprKind::Name || at(TK::Equal)) invalid_syntax();
    auto p = make_pattern(PatternKind::MatchValue, target->pos);
    p->end = target->end;
    p->value = std::move(target);
    return p;
  }
  if (at(TK::LPar) || at(TK::LSqb)) {
    const Token open = advance();
    const TK close = open.kind == TK::LPar ? TK::RPar : TK::RSqb;
    auto seq = make_pattern(PatternKind::MatchSequence, pos_of(open));
    bool comma = false;
    while (!at(close)) {
      seq->patterns.push_back(maybe_star_pattern());
      if (!accept(TK::Comma)) break;
      comma = true;
    }
    if (!at(close)) invalid_syntax();
    const Token end = advance();
    // group_pattern: '(' pattern ')' is the pattern itself.
    if (open.kind == TK::LPar && !comma && seq->patterns.size() == 1) {
      if (seq->patterns[0]->kind == PatternKind::MatchStar) {
        pos_ -= 1;  // CPython stops at the ')' after a lone starred pattern
        invalid_syntax();
      }
      return std::move(seq->patterns[0]);
    }
    seq->end = end_of(end);
    return seq;
  }
  if (at(TK::LBrace)) return mapping_pattern();
  invalid_syntax();
}

/// mapping_pattern: '{' [key_value_pattern (',' key_value_pattern)*] [',' '**' capture] [','] '}'.
PatternPtr Parser::mapping_pattern() {
  const Token open = advance();
  auto p = make_pattern(PatternKind::MatchMapping, pos_of(open));
  while (!at(TK::RBrace)) {
    if (at(TK::DoubleStar)) {
      advance();
      if (!at_name() || cur().text == "_") invalid_syntax();
      const Token name = advance();
      if (at(TK::Dot) || at(TK::LPar) || at(TK::Equal)) invalid_syntax();
      p->name = name.text;
      accept(TK::Comma);
      if (!at(TK::RBrace)) invalid_syntax();
      break;
    }
    ExprPtr key = literal_expr();
    if (!key) {
      if (!at_name()) invalid_syntax();
      key = name_or_attr();
      if (key->kind == ExprKind::Name) invalid_syntax();
    }
    if (!accept(TK::Colon)) invalid_syntax();
    p->keys.push_back(std::move(key));
    p->patterns.push_back(pattern());
    if (!accept(TK::Comma)) break;
  }
  if (!at(TK::RBrace)) invalid_syntax();
  p->end = end_of(advance());
  return p;
}

/// class_pattern: name_or_attr '(' [positional patterns] [keyword patterns] ')', with
/// invalid_class_pattern's "positional patterns follow keyword patterns".
PatternPtr Parser::class_pattern(ExprPtr cls) {
  advance();  // '('
  auto p = make_pattern(PatternKind::MatchClass, cls->pos);
  p->value = std::move(cls);
  const ast::Pattern* first_late = nullptr;  // a positional pattern after a keyword one
  const ast::Pattern* last_late = nullptr;
  std::vector<PatternPtr> late;
  while (!at(TK::RPar)) {
    if (at_name() && peek().kind == TK::Equal) {
      const Token name = advance();
      advance();  // '='
      p->kwd_attrs.emplace_back(name.text);
      p->kwd_pos.push_back(pos_of(name));
      p->kwd_patterns.push_back(pattern());
    } else {
      PatternPtr sub = pattern();
      if (!p->kwd_attrs.empty()) {
        if (!first_late) first_late = sub.get();
        last_late = sub.get();
        late.push_back(std::move(sub));
      } else {
        p->patterns.push_back(std::move(sub));
      }
    }
    if (!accept(TK::Comma)) break;
  }
  if (!at(TK::RPar)) invalid_syntax();
  if (first_late) error_range(first_late->pos, last_late->end, "positional patterns follow keyword patterns");
  p->end = end_of(advance());
  return p;
}

}  // namespace tfplay::py::detail
