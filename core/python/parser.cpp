// The parser: token handling, error reporting, statements and assignment targets.
// Expressions are in parser_expr.cpp, CPython's compile-time checks in parser_checks.cpp.
#include "core/python/parser.h"

#include <algorithm>
#include <cstdio>

#include "core/python/parser_internal.h"

namespace tfplay::py {

namespace detail {

namespace {

/// Thrown for errors that must not be swallowed by a speculative parse: tokenizer errors met
/// while parsing and the nesting limit.
struct FatalSyntaxError : SyntaxErrorException {
  explicit FatalSyntaxError(const SyntaxErrorException& e) : SyntaxErrorException(e) {}
};

std::string fmt(const char* f, const std::string& a) {
  char buf[256];
  std::snprintf(buf, sizeof buf, f, a.c_str());
  return buf;
}

}  // namespace

Parser::Parser(TokenStream ts, std::vector<CompileWarning>* warnings)
    : ts_(std::move(ts)), warnings_(warnings) {
  // The streams come without Comment and NL tokens (tokenize's `trivia` off).
  toks_ = std::move(ts_.tokens);
}

std::unique_ptr<ast::Module> Parser::parse_file() {
  auto m = std::make_unique<ast::Module>();
  while (!at(TK::EndMarker)) statement(m->body);
  compile_checks(*m);
  return m;
}

// ---- tokens -------------------------------------------------------------------------------------

void Parser::tokenizer_error() { throw FatalSyntaxError(*ts_.error); }


bool Parser::accept_kw(std::string_view kw) {
  if (!at_kw(kw)) return false;
  advance();
  return true;
}

bool Parser::is_keyword(std::string_view s) { return is_python_keyword(s); }

bool Parser::is_soft_keyword(std::string_view s) { return is_python_soft_keyword(s); }

bool Parser::at_name() {
  const Token& t = cur();
  return t.kind == TK::Name && !t.keyword;
}

// ---- errors -------------------------------------------------------------------------------------

void Parser::raise(SyntaxErrorException e) {
  // A bracket left open wins over parser errors found after its line (CPython's
  // _PyPegen_tokenize_full_source_to_check_for_errors).
  if (ts_.unclosed_char) {
    const Token& last = toks_[std::min(fetched_, toks_.size() - 1)];
    if (last.kind == TK::EndMarker || last.line > ts_.unclosed_line ||
        e.lineno > ts_.unclosed_line) {
      std::string msg = "'";
      msg += ts_.unclosed_char;
      msg += "' was never closed";
      throw FatalSyntaxError(SyntaxErrorException("SyntaxError", msg, ts_.unclosed_line,
                                                  ts_.unclosed_col + 1, ts_.unclosed_line, 0,
                                                  ts_.line_text(ts_.unclosed_line)));
    }
  }
  throw e;
}

void Parser::error_at(const Token& t, const std::string& msg, const char* type) {
  if (t.synthetic) {
    raise(SyntaxErrorException(type, msg, t.line, t.cursor_col, t.line, -1, ts_.line_text(t.line)));
  }
  raise(SyntaxErrorException(type, msg, t.line, t.col + 1, t.end_line, t.end_col + 1,
                             ts_.line_text(t.line)));
}

void Parser::error_range(Pos start, Pos end, const std::string& msg) {
  raise(SyntaxErrorException("SyntaxError", msg, start.line, start.col + 1, end.line,
                             end.col + 1, ts_.line_text(start.line)));
}

void Parser::invalid_syntax() {
  const Token& t = cur();
  if (t.kind == TK::Indent) error_at(t, "unexpected indent", "IndentationError");
  if (t.kind == TK::Dedent) error_at(t, "unexpected unindent", "IndentationError");
  error_at(t, "invalid syntax");
}

void Parser::too_deep() {
  const Token& t = toks_[pos_];
  throw FatalSyntaxError(SyntaxErrorException(
      "RecursionError", "maximum recursion depth exceeded during compilation", t.line, t.col + 1,
      t.end_line, t.end_col + 1, ts_.line_text(t.line)));
}

void Parser::expect(TK k) {
  if (!accept(k)) invalid_syntax();
}

void Parser::expect_forced(TK k, const char* shown) {
  if (!accept(k)) error_at(cur(), std::string("expected ") + shown);
}

bool Parser::speculate(const std::function<void()>& attempt) {
  size_t saved_pos = pos_;
  size_t saved_warnings = warnings_ ? warnings_->size() : 0;
  int saved_depth = depth_;
  try {
    attempt();
    return true;
  } catch (const FatalSyntaxError&) {
    throw;
  } catch (const SyntaxErrorException&) {
    pos_ = saved_pos;
    depth_ = saved_depth;
    if (warnings_) warnings_->resize(saved_warnings);
    return false;
  }
}

void Parser::warn(const std::string& category, const std::string& msg, const Token& t) {
  if (warnings_) warnings_->push_back(CompileWarning{category, msg, t.line, t.col + 1});
}

// ---- statements ---------------------------------------------------------------------------------

void Parser::statement(StmtList& out) {
  const Token& t = cur();
  if (t.kind == TK::Indent) invalid_syntax();
  if (t.kind == TK::At) {
    push_definition(out, decorated());
    return;
  }
  if (t.kind == TK::Name) {
    std::string_view w = t.text;
    if (w == "if") return out.push_back(if_statement(false));
    if (w == "while") return out.push_back(while_statement());
    if (w == "for") return out.push_back(for_statement());
    if (w == "try") return out.push_back(try_statement());
    if (w == "with") return out.push_back(with_statement());
    if (w == "def") return push_definition(out, function_def({}, t));
    if (w == "class") return push_definition(out, class_def({}, t));
    if (w == "match" && match_statement(out)) return;
    if (w == "type") {
      const Token& n = peek(1);
      const Token& n2 = peek(2);
      if (n.kind == TK::Name && !n.keyword && (n2.kind == TK::Equal || n2.kind == TK::LSqb)) return type_alias_statement(out);
    }
    if (w == "async") reject_unsupported_statement();
  }
  simple_statements(out);
}

/// Statements tfplay does not run yet: reported at their first token so the learner sees why.
void Parser::reject_unsupported_statement() {
  const Token& t = cur();
  if (t.text == "async") {
    error_at(t, "tfplay does not support async code (async def / async for / async with)");
  }
}

void Parser::simple_statements(StmtList& out) {
  for (;;) {
    StmtPtr s = simple_statement();
    const Expr* last = nullptr;
    switch (s->kind) {
      case StmtKind::Expr:
      case StmtKind::Assign:
      case StmtKind::AugAssign:
      case StmtKind::Return:
        last = s->value.get();
        break;
      case StmtKind::AnnAssign:
        last = s->value ? s->value.get() : s->annotation.get();
        break;
      default:
        break;
    }
    out.push_back(std::move(s));
    if (accept(TK::Semi)) {
      if (at(TK::Newline)) break;
      continue;
    }
    if (!at(TK::Newline)) {
      if (last) missing_comma_or_invalid(*last);
      invalid_syntax();
    }
    break;
  }
  advance();  // NEWLINE
}

StmtPtr Parser::simple_statement() {
  const Token& t = cur();
  if (t.kind == TK::Name) {
    std::string_view w = t.text;
    if (w == "pass" || w == "break" || w == "continue") {
      StmtKind k = w == "pass" ? StmtKind::Pass : w == "break" ? StmtKind::Break : StmtKind::Continue;
      auto s = make_stmt(k, pos_of(t));
      advance();
      return finish(std::move(s));
    }
    if (w == "return") return return_statement();
    if (w == "import") return import_statement();
    if (w == "from") return from_import_statement();
    if (w == "raise") return raise_statement();
    if (w == "del") return del_statement();
    if (w == "assert") return assert_statement();
    if (w == "global") return global_statement(false);
    if (w == "nonlocal") return global_statement(true);
  }
  return expression_statement();
}

namespace {

bool augassign_op(TK k, ast::BinOpKind* op) {
  using B = ast::BinOpKind;
  switch (k) {
    case TK::PlusEqual: *op = B::Add; return true;
    case TK::MinEqual: *op = B::Sub; return true;
    case TK::StarEqual: *op = B::Mult; return true;
    case TK::AtEqual: *op = B::MatMult; return true;
    case TK::SlashEqual: *op = B::Div; return true;
    case TK::DoubleSlashEqual: *op = B::FloorDiv; return true;
    case TK::PercentEqual: *op = B::Mod; return true;
    case TK::DoubleStarEqual: *op = B::Pow; return true;
    case TK::LeftShiftEqual: *op = B::LShift; return true;
    case TK::RightShiftEqual: *op = B::RShift; return true;
    case TK::VBarEqual: *op = B::BitOr; return true;
    case TK::CircumflexEqual: *op = B::BitXor; return true;
    case TK::AmperEqual: *op = B::BitAnd; return true;
    default: return false;
  }
}

}  // namespace

StmtPtr Parser::expression_statement() {
  const Token& first = cur();
  Pos start = pos_of(first);
  ExprPtr e = yield_or_star_expressions();

  if (at(TK::Colon)) {
    // Annotated assignment: target ':' expression ['=' annotated_rhs].
    advance();
    ExprPtr annotation = expression();
    bool paren = parenthesized_.count(e.get()) > 0;
    if (e->kind == ExprKind::Tuple) {
      if (paren || e->elts.empty()) error_node(*e, "only single target (not tuple) can be annotated");
      error_node(*e->elts[0], "only single target (not tuple) can be annotated");
    }
    if (e->kind == ExprKind::List) error_node(*e, "only single target (not list) can be annotated");
    if (e->kind != ExprKind::Name && e->kind != ExprKind::Attribute &&
        e->kind != ExprKind::Subscript) {
      error_node(*e, "illegal target for annotation");
    }
    set_context(*e, ast::Ctx::Store);
    auto s = make_stmt(StmtKind::AnnAssign, start);
    s->simple = e->kind == ExprKind::Name && !paren;
    s->target = std::move(e);
    s->annotation = std::move(annotation);
    if (accept(TK::Equal)) s->value = yield_or_star_expressions();
    return finish(std::move(s));
  }

  ast::BinOpKind op;
  if (augassign_op(cur().kind, &op)) {
    advance();
    ExprPtr value = yield_or_star_expressions();
    if (e->kind != ExprKind::Name && e->kind != ExprKind::Attribute &&
        e->kind != ExprKind::Subscript) {
      error_node(*e, fmt("'%s' is an illegal expression for augmented assignment", expr_name(*e)));
    }
    set_context(*e, ast::Ctx::Store);
    auto s = make_stmt(StmtKind::AugAssign, start);
    s->target = std::move(e);
    s->binop = op;
    s->value = std::move(value);
    return finish(std::move(s));
  }

  if (at(TK::Equal)) {
    ExprList chain;
    chain.push_back(std::move(e));
    while (accept(TK::Equal)) chain.push_back(yield_or_star_expressions());
    ExprPtr value = std::move(chain.back());
    chain.pop_back();
    for (size_t i = 0; i < chain.size(); ++i) {
      Expr& target = *chain[i];
      if (target.kind == ExprKind::Yield || target.kind == ExprKind::YieldFrom) {
        error_node(target, "assignment to yield expression not possible");
      }
      const Expr* bad = invalid_target(&target, Targets::Star);
      if (!bad) continue;
      if (i == 0 && chain.size() == 1 && starts_with_bitwise_or(*value)) {
        // CPython's invalid_named_expression looks at what stands right before the '=' (the
        // whole target, or the last element of a bare tuple) and hints that '==' was meant.
        const Expr* before = &target;
        if (target.kind == ExprKind::Tuple && !parenthesized_.count(&target)) {
          before = target.elts.back().get();
        }
        if (before != &target && before->kind == ExprKind::Name && !parenthesized_.count(before)) {
          error_range(before->pos, leftmost_bitwise_or(*value).end,
                      "invalid syntax. Maybe you meant '==' or ':=' instead of '='?");
        }
        if (bitwise_or_level(*before) && !excluded_from_assign_hint(*before)) {
          error_node(*before, fmt("cannot assign to %s here. Maybe you meant '==' instead of '='?",
                                  expr_name(*before)));
        }
      }
      invalid_target_error(*bad, Targets::Star);
    }
    auto s = make_stmt(StmtKind::Assign, start);
    for (auto& target : chain) set_context(*target, ast::Ctx::Store);
    s->targets = std::move(chain);
    s->value = std::move(value);
    return finish(std::move(s));
  }

  auto s = make_stmt(StmtKind::Expr, start);
  s->value = std::move(e);
  return finish(std::move(s));
}

StmtList Parser::block(const char* what, int header_line) {
  StmtList body;
  if (accept(TK::Newline)) {
    if (!at(TK::Indent)) {
      char msg[128];
      std::snprintf(msg, sizeof msg, "expected an indented block after %s on line %d", what,
                    header_line);
      error_at(cur(), msg, "IndentationError");
    }
    advance();
    while (!at(TK::Dedent) && !at(TK::EndMarker)) statement(body);
    accept(TK::Dedent);
    return body;
  }
  simple_statements(body);
  return body;
}

namespace {

/// The end of a compound statement: that of its last nested statement.
Pos last_end(const StmtList& a, const StmtList& b = {}, const StmtList& c = {}) {
  if (!c.empty()) return c.back()->end;
  if (!b.empty()) return b.back()->end;
  return a.empty() ? Pos{} : a.back()->end;
}

}  // namespace

/// ':' after a header; a NEWLINE instead gets CPython's "expected ':'".
void Parser::header_colon() {
  if (accept(TK::Colon)) return;
  if (at(TK::Newline)) error_at(cur(), "expected ':'");
  invalid_syntax();
}

StmtPtr Parser::if_statement(bool elif) {
  const Token kw = advance();
  auto s = make_stmt(StmtKind::If, pos_of(kw));
  s->test = named_expression();
  header_colon();
  s->body = block(elif ? "'elif' statement" : "'if' statement", kw.line);
  if (at_kw("elif")) {
    s->orelse.push_back(if_statement(true));
  } else if (at_kw("else")) {
    const Token e = advance();
    expect_forced(TK::Colon, "':'");
    s->orelse = block("'else' statement", e.line);
  }
  s->end = last_end(s->body, s->orelse);
  return s;
}

StmtPtr Parser::while_statement() {
  const Token kw = advance();
  auto s = make_stmt(StmtKind::While, pos_of(kw));
  s->test = named_expression();
  header_colon();
  s->body = block("'while' statement", kw.line);
  if (at_kw("else")) {
    const Token e = advance();
    expect_forced(TK::Colon, "':'");
    s->orelse = block("'else' statement", e.line);
  }
  s->end = last_end(s->body, s->orelse);
  return s;
}

StmtPtr Parser::for_statement() {
  const Token kw = advance();
  auto s = make_stmt(StmtKind::For, pos_of(kw));
  s->target = star_targets();
  check_target(*s->target, Targets::For);
  if (!accept_kw("in")) invalid_syntax();
  s->iter = star_expressions();
  header_colon();
  s->body = block("'for' statement", kw.line);
  if (at_kw("else")) {
    const Token e = advance();
    expect_forced(TK::Colon, "':'");
    s->orelse = block("'else' statement", e.line);
  }
  s->end = last_end(s->body, s->orelse);
  return s;
}

StmtPtr Parser::try_statement() {
  const Token kw = advance();
  auto s = make_stmt(StmtKind::Try, pos_of(kw));
  expect_forced(TK::Colon, "':'");
  s->body = block("'try' statement", kw.line);
  Pos end = last_end(s->body);
  while (at_kw("except")) {
    const Token ex = advance();
    ast::ExceptHandler h;
    h.pos = pos_of(ex);
    const bool star = at(TK::Star);
    if (star) {
      const Token star_tok = advance();
      if (at(TK::Colon) || at(TK::Newline)) error_at(cur(), "expected one or more exception types");
      if (!s->handlers.empty() && !s->star) {
        // invalid_try_stmt: the range from 'except' to '*' (if the clause parses).
        speculate([&] {
          expression();
          if (accept_kw("as")) {
            if (!at_name()) invalid_syntax();
            advance();
          }
          if (!at(TK::Colon)) invalid_syntax();
        });
        raise(SyntaxErrorException("SyntaxError", "cannot have both 'except' and 'except*' on the same 'try'", ex.line,
                                   ex.col + 1, star_tok.end_line, star_tok.end_col + 1, ts_.line_text(ex.line)));
      }
      s->star = true;
    } else if (s->star) {
      error_at(ex, "cannot have both 'except' and 'except*' on the same 'try'");
    }
    if (!at(TK::Colon)) {
      if (at(TK::Newline)) error_at(cur(), "expected ':'");
      h.type = expression();
      if (at(TK::Comma)) {
        // except A, B:  -- CPython points from A to the ':' (if the rest parses).
        const Expr& a = *h.type;
        while (accept(TK::Comma)) expression();
        if (accept_kw("as")) {
          if (!at_name()) invalid_syntax();
          advance();
        }
        if (!at(TK::Colon)) invalid_syntax();
        const Token& colon = cur();
        raise(SyntaxErrorException("SyntaxError", "multiple exception types must be parenthesized",
                                   a.pos.line, a.pos.col + 1, colon.end_line, colon.end_col,
                                   ts_.line_text(a.pos.line)));
      }
      if (accept_kw("as")) {
        if (!at_name()) invalid_syntax();
        h.name = advance().text;
      }
      header_colon();
    } else {
      advance();
    }
    h.body = block(star ? "'except*' statement" : "'except' statement", ex.line);
    end = last_end(h.body);
    s->handlers.push_back(std::move(h));
  }
  if (!s->handlers.empty() && at_kw("else")) {
    const Token e = advance();
    expect_forced(TK::Colon, "':'");
    s->orelse = block("'else' statement", e.line);
    end = last_end(s->orelse);
  }
  if (at_kw("finally")) {
    const Token f = advance();
    expect_forced(TK::Colon, "':'");
    s->finalbody = block("'finally' statement", f.line);
    end = last_end(s->finalbody);
  }
  if (s->handlers.empty() && s->finalbody.empty()) {
    error_at(cur(), "expected 'except' or 'finally' block");
  }
  s->end = end;
  return s;
}

/// with_item: expression ['as' star_target], the target followed by ',' ')' or ':'.
ast::WithItem Parser::with_item() {
  ast::WithItem item;
  item.context_expr = expression();
  if (accept_kw("as")) {
    item.optional_vars = star_target();
    if (!at(TK::Comma) && !at(TK::RPar) && !at(TK::Colon) && !at(TK::Newline)) invalid_syntax();
    check_target(*item.optional_vars, Targets::Star);
  }
  return item;
}

/// The parenthesized form `with (a as b, c as d,):`; false (position restored) when the
/// parentheses are an ordinary expression instead.
bool Parser::parenthesized_with_items(std::vector<ast::WithItem>& items) {
  std::vector<ast::WithItem> got;
  bool ok = speculate([&] {
    advance();  // '('
    for (;;) {
      got.push_back(with_item());
      if (accept(TK::Comma)) {
        if (at(TK::RPar)) break;
        continue;
      }
      break;
    }
    expect(TK::RPar);
    if (!at(TK::Colon) && !at(TK::Newline)) invalid_syntax();
  });
  if (ok) items = std::move(got);
  return ok;
}

StmtPtr Parser::with_statement() {
  const Token kw = advance();
  auto s = make_stmt(StmtKind::With, pos_of(kw));
  if (!(at(TK::LPar) && parenthesized_with_items(s->items))) {
    for (;;) {
      s->items.push_back(with_item());
      if (!accept(TK::Comma)) break;
    }
  }
  header_colon();
  s->body = block("'with' statement", kw.line);
  s->end = last_end(s->body);
  return s;
}

StmtPtr Parser::function_def(ExprList decorators, const Token& def_tok) {
  const Token def = def_tok;
  advance();  // 'def'
  auto s = make_stmt(StmtKind::FunctionDef, pos_of(def));
  s->decorator_list = std::move(decorators);
  if (!at_name()) invalid_syntax();
  s->name = advance().text;
  std::vector<TypeParam> params;
  if (at(TK::LSqb)) params = type_params();
  expect_forced(TK::LPar, "'('");
  s->args = parameters(false);
  expect(TK::RPar);
  if (at(TK::RArrow)) {
    if (!starts_expression(peek())) error_at(cur(), "expected ':'");
    advance();
    s->returns = expression();
  }
  expect_forced(TK::Colon, "':'");
  if (lazy_bodies_ && func_depth_ == 0 && params.empty() && defer_body(*s)) {
    generic_params_.clear();
    return s;
  }
  ++func_depth_;
  s->body = block("function definition", def.line);
  --func_depth_;
  s->end = last_end(s->body);
  generic_params_ = std::move(params);
  return s;
}

bool Parser::defer_body(Stmt& s) {
  // The lexer left the body as NEWLINE INDENT [its first line] BODY DEDENT.
  if (!at(TK::Newline) || peek().kind != TK::Indent) return false;
  advance();
  advance();
  ++func_depth_;
  while (!at(TK::Dedent) && !at(TK::EndMarker) && !at(TK::Body)) statement(s.body);
  --func_depth_;
  if (!at(TK::Body)) {  // scanned whole (a generator, or only a docstring): parsed as a block
    accept(TK::Dedent);
    s.end = last_end(s.body);
    return true;
  }
  const Token& body = cur();
  auto lazy = std::make_shared<ast::LazyBody>();
  lazy->source = ts_.source;
  lazy->begin = body.start;
  lazy->end = body.end;
  lazy->line = body.line;
  s.lazy = std::move(lazy);
  s.end = end_of(body);
  advance();
  accept(TK::Dedent);
  return true;
}

ast::StmtList Parser::deferred_body() {
  // INDENT statements DEDENT ENDMARKER: the lines of the body after its docstring.
  expect(TK::Indent);
  ++func_depth_;
  StmtList body;
  while (!at(TK::Dedent) && !at(TK::EndMarker)) statement(body);
  accept(TK::Dedent);
  if (!at(TK::EndMarker)) invalid_syntax();
  --func_depth_;
  return body;
}

StmtPtr Parser::class_def(ExprList decorators, const Token& cls_tok) {
  const Token cls = cls_tok;
  advance();  // 'class'
  auto s = make_stmt(StmtKind::ClassDef, pos_of(cls));
  s->decorator_list = std::move(decorators);
  if (!at_name()) invalid_syntax();
  s->name = advance().text;
  std::vector<TypeParam> params;
  if (at(TK::LSqb)) params = type_params();
  if (at(TK::LPar)) {
    // The bases are parsed like call arguments.
    auto dummy = make(ExprKind::Name, pos_of(cur()));
    ExprPtr call_expr = call(std::move(dummy));
    s->bases = std::move(call_expr->elts);
    s->keywords = std::move(call_expr->keywords);
  }
  header_colon();
  s->body = block("class definition", cls.line);
  s->end = last_end(s->body);
  generic_params_ = std::move(params);
  return s;
}

StmtPtr Parser::decorated() {
  ExprList decorators;
  while (accept(TK::At)) {
    decorators.push_back(named_expression());
    if (!accept(TK::Newline)) invalid_syntax();
  }
  const Token& t = cur();
  if (t.kind == TK::Name && t.text == "def") return function_def(std::move(decorators), t);
  if (t.kind == TK::Name && t.text == "class") return class_def(std::move(decorators), t);
  if (t.kind == TK::Name && t.text == "async") reject_unsupported_statement();
  invalid_syntax();
}

std::string Parser::dotted_name() {
  if (!at_name()) invalid_syntax();
  std::string name(advance().text);
  while (at(TK::Dot)) {
    advance();
    if (!at_name()) invalid_syntax();
    name += ".";
    name += advance().text;
  }
  return name;
}

StmtPtr Parser::import_statement() {
  const Token kw = advance();
  auto s = make_stmt(StmtKind::Import, pos_of(kw));
  for (;;) {
    ast::Alias a;
    a.pos = pos_of(cur());
    a.name = dotted_name();
    if (accept_kw("as")) {
      if (!at_name()) invalid_syntax();
      a.asname = advance().text;
    }
    s->names.push_back(std::move(a));
    if (!accept(TK::Comma)) break;
  }
  return finish(std::move(s));
}

StmtPtr Parser::from_import_statement() {
  const Token kw = advance();
  auto s = make_stmt(StmtKind::ImportFrom, pos_of(kw));
  while (at(TK::Dot) || at(TK::Ellipsis)) s->level += at(TK::Dot) ? 1 : 3, advance();
  if (!at_kw("import")) s->module = dotted_name();
  if (s->level == 0 && s->module.empty()) invalid_syntax();
  if (!accept_kw("import")) invalid_syntax();
  if (at(TK::Star)) {
    ast::Alias a;
    a.pos = pos_of(cur());
    a.name.push_back('*');
    advance();
    s->names.push_back(std::move(a));
    return finish(std::move(s));
  }
  bool paren = accept(TK::LPar);
  for (;;) {
    if (!at_name()) invalid_syntax();
    ast::Alias a;
    a.pos = pos_of(cur());
    a.name = advance().text;
    if (accept_kw("as")) {
      if (!at_name()) invalid_syntax();
      a.asname = advance().text;
    }
    s->names.push_back(std::move(a));
    if (!accept(TK::Comma)) break;
    if (paren && at(TK::RPar)) break;
    if (!paren && at(TK::Newline)) {
      error_at(cur(), "trailing comma not allowed without surrounding parentheses");
    }
  }
  if (paren) expect(TK::RPar);
  return finish(std::move(s));
}

StmtPtr Parser::del_statement() {
  const Token kw = advance();
  auto s = make_stmt(StmtKind::Delete, pos_of(kw));
  for (;;) {
    ExprPtr t = star_expression();
    const Expr* bad = invalid_target(t.get(), Targets::Del);
    if (bad) invalid_target_error(*bad, Targets::Del);
    set_context(*t, ast::Ctx::Del);
    s->targets.push_back(std::move(t));
    if (!accept(TK::Comma)) break;
    if (at(TK::Newline) || at(TK::Semi)) break;
  }
  return finish(std::move(s));
}

StmtPtr Parser::return_statement() {
  const Token kw = advance();
  auto s = make_stmt(StmtKind::Return, pos_of(kw));
  if (!at(TK::Newline) && !at(TK::Semi)) s->value = star_expressions();
  return finish(std::move(s));
}

StmtPtr Parser::raise_statement() {
  const Token kw = advance();
  auto s = make_stmt(StmtKind::Raise, pos_of(kw));
  if (!at(TK::Newline) && !at(TK::Semi)) {
    s->exc = expression();
    if (accept_kw("from")) s->cause = expression();
  }
  return finish(std::move(s));
}

StmtPtr Parser::assert_statement() {
  const Token kw = advance();
  auto s = make_stmt(StmtKind::Assert, pos_of(kw));
  s->test = expression();
  if (accept(TK::Comma)) s->msg = expression();
  return finish(std::move(s));
}

StmtPtr Parser::global_statement(bool nonlocal) {
  const Token kw = advance();
  auto s = make_stmt(nonlocal ? StmtKind::Nonlocal : StmtKind::Global, pos_of(kw));
  for (;;) {
    if (!at_name()) invalid_syntax();
    s->identifiers.emplace_back(advance().text);
    if (!accept(TK::Comma)) break;
  }
  return finish(std::move(s));
}

// ---- assignment targets -------------------------------------------------------------------------

const char* Parser::expr_name(const Expr& e) {
  switch (e.kind) {
    case ExprKind::Attribute: return "attribute";
    case ExprKind::Subscript: return "subscript";
    case ExprKind::Starred: return "starred";
    case ExprKind::Name: return "name";
    case ExprKind::List: return "list";
    case ExprKind::Tuple: return "tuple";
    case ExprKind::Lambda: return "lambda";
    case ExprKind::Call: return "function call";
    case ExprKind::BoolOp:
    case ExprKind::BinOp:
    case ExprKind::UnaryOp: return "expression";
    case ExprKind::GeneratorExp: return "generator expression";
    case ExprKind::Yield:
    case ExprKind::YieldFrom: return "yield expression";
    case ExprKind::ListComp: return "list comprehension";
    case ExprKind::SetComp: return "set comprehension";
    case ExprKind::DictComp: return "dict comprehension";
    case ExprKind::Dict: return "dict literal";
    case ExprKind::Set: return "set display";
    case ExprKind::JoinedStr:
    case ExprKind::FormattedValue: return "f-string expression";
    case ExprKind::Constant:
      switch (e.constant) {
        case ast::ConstantKind::None: return "None";
        case ast::ConstantKind::True: return "True";
        case ast::ConstantKind::False: return "False";
        case ast::ConstantKind::Ellipsis: return "ellipsis";
        default: return "literal";
      }
    case ExprKind::Compare: return "comparison";
    case ExprKind::IfExp: return "conditional expression";
    case ExprKind::NamedExpr: return "named expression";
    case ExprKind::Slice: return "slice";
  }
  return "expression";
}

const Expr* Parser::invalid_target(const Expr* e, Targets type) {
  if (!e) return nullptr;
  switch (e->kind) {
    case ExprKind::List:
    case ExprKind::Tuple:
      for (const auto& x : e->elts) {
        if (const Expr* bad = invalid_target(x.get(), type)) return bad;
      }
      return nullptr;
    case ExprKind::Starred:
      if (type == Targets::Del) return e;
      return invalid_target(e->left.get(), type);
    case ExprKind::Compare:
      // `for a in b` parsed as a comparison: look at the left side.
      if (type == Targets::For) {
        if (e->ops[0] == ast::CmpOpKind::In) return invalid_target(e->left.get(), type);
        return nullptr;
      }
      return e;
    case ExprKind::Name:
    case ExprKind::Subscript:
    case ExprKind::Attribute:
      return nullptr;
    default:
      return e;
  }
}

void Parser::invalid_target_error(const Expr& bad, Targets type) {
  error_node(bad, fmt(type == Targets::Del ? "cannot delete %s" : "cannot assign to %s",
                      expr_name(bad)));
}

void Parser::check_target(Expr& e, Targets type) {
  if (const Expr* bad = invalid_target(&e, type)) invalid_target_error(*bad, type);
  set_context(e, type == Targets::Del ? ast::Ctx::Del : ast::Ctx::Store);
}

void Parser::set_context(Expr& e, ast::Ctx ctx) {
  switch (e.kind) {
    case ExprKind::Name:
    case ExprKind::Attribute:
    case ExprKind::Subscript:
      e.ctx = ctx;
      return;
    case ExprKind::Starred:
      e.ctx = ctx;
      if (e.left) set_context(*e.left, ctx);
      return;
    case ExprKind::List:
    case ExprKind::Tuple:
      e.ctx = ctx;
      for (auto& x : e.elts) set_context(*x, ctx);
      return;
    default:
      return;
  }
}

bool Parser::bitwise_or_level(const Expr& e) const {
  if (parenthesized_.count(&e)) return true;
  switch (e.kind) {
    case ExprKind::Compare:
    case ExprKind::BoolOp:
    case ExprKind::IfExp:
    case ExprKind::Lambda:
    case ExprKind::NamedExpr:
    case ExprKind::Starred:
    case ExprKind::Yield:
    case ExprKind::YieldFrom:
    case ExprKind::Tuple:
      return false;
    case ExprKind::UnaryOp:
      return e.unaryop != ast::UnaryOpKind::Not;
    default:
      return true;
  }
}

bool Parser::excluded_from_assign_hint(const Expr& e) const {
  switch (e.kind) {
    case ExprKind::List:
    case ExprKind::Tuple:
    case ExprKind::GeneratorExp:
      return true;
    case ExprKind::Constant:
      return !parenthesized_.count(&e) &&
             (e.constant == ast::ConstantKind::True || e.constant == ast::ConstantKind::False ||
              e.constant == ast::ConstantKind::None);
    default:
      return false;
  }
}

const Expr& Parser::leftmost_bitwise_or(const Expr& e) const {
  if (parenthesized_.count(&e)) return e;
  switch (e.kind) {
    case ExprKind::Tuple:
    case ExprKind::BoolOp:
      return e.elts.empty() ? e : leftmost_bitwise_or(*e.elts[0]);
    case ExprKind::Compare:
      return leftmost_bitwise_or(*e.left);
    case ExprKind::IfExp:
      return leftmost_bitwise_or(*e.right);
    default:
      return e;
  }
}

bool Parser::starts_with_bitwise_or(const Expr& e) const {
  if (parenthesized_.count(&e)) return true;
  switch (e.kind) {
    case ExprKind::Tuple:
    case ExprKind::BoolOp:
      return !e.elts.empty() && starts_with_bitwise_or(*e.elts[0]);
    case ExprKind::Compare:
      return starts_with_bitwise_or(*e.left);
    case ExprKind::IfExp:
      return starts_with_bitwise_or(*e.right);
    default:
      return bitwise_or_level(e);
  }
}

ExprPtr Parser::star_target() {
  if (at(TK::Star)) {
    const Token star = advance();
    auto e = make(ExprKind::Starred, pos_of(star));
    e->left = star_target();
    return finish(std::move(e));
  }
  return bitwise_or();
}

ExprPtr Parser::star_targets() {
  ExprPtr first = star_target();
  if (!at(TK::Comma)) return first;
  auto t = make(ExprKind::Tuple, start_of(*first));
  t->elts.push_back(std::move(first));
  while (accept(TK::Comma)) {
    if (at_kw("in") || at(TK::Equal)) break;
    t->elts.push_back(star_target());
  }
  return finish(std::move(t));
}

}  // namespace detail

std::unique_ptr<ast::Module> parse_module(std::string_view source) {
  return parse_module(source, nullptr);
}

namespace {

std::unique_ptr<ast::Module> parse_tokens(TokenStream ts, std::vector<CompileWarning>* warnings, bool lazy_bodies) {
  detail::Parser parser(std::move(ts), warnings);
  parser.lazy_bodies_ = lazy_bodies;
  try {
    return parser.parse_file();
  } catch (const SyntaxErrorException& e) {
    throw SyntaxErrorException(e);  // slice off the internal subclass
  }
}

}  // namespace

std::unique_ptr<ast::Module> parse_module(std::string_view source,
                                          std::vector<CompileWarning>* warnings) {
  return parse_tokens(tokenize(source, false), warnings, false);
}

std::unique_ptr<ast::Module> parse_library_module(std::string_view source) {
  return parse_tokens(tokenize_deferring_bodies(source, false), nullptr, true);
}

void parse_deferred_body(const ast::Stmt& def) {
  if (!def.lazy) return;
  const ast::LazyBody& lazy = *def.lazy;
  // The text starts at line lazy.line of the module: number its lines so.
  const int shift = lazy.line - 1;
  TokenStream ts;
  try {
    ts = tokenize(std::string_view(*lazy.source).substr(lazy.begin, lazy.end - lazy.begin), false);
  } catch (SyntaxErrorException& e) {
    e.lineno += shift;
    e.end_lineno += shift;
    throw;
  }
  for (Token& t : ts.tokens) {
    t.line += shift;
    t.end_line += shift;
  }
  ts.line_starts.insert(ts.line_starts.begin(), static_cast<size_t>(shift), 0);
  if (ts.error) {
    ts.error->lineno += shift;
    ts.error->end_lineno += shift;
  }
  // The statements belong to the def (whose node the module's AST owns, never const).
  auto& owner = const_cast<ast::Stmt&>(def);
  detail::Parser parser(std::move(ts), nullptr);
  const size_t from = owner.body.size();
  try {
    ast::StmtList body = parser.deferred_body();
    for (auto& s : body) owner.body.push_back(std::move(s));
    parser.compile_checks_body(owner, from);
  } catch (const SyntaxErrorException& e) {
    owner.body.resize(from);  // as it was: a later use fails the same way
    throw SyntaxErrorException(e);  // slice off the internal subclass
  }
  owner.lazy = nullptr;
}

}  // namespace tfplay::py
