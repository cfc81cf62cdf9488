// Internals of the parser, shared by parser.cpp (statements), parser_expr.cpp (expressions and
// string literals) and parser_checks.cpp (CPython's compile-time checks). Not a public header.
//
// The parser is a recursive-descent parser over the full token list. Where CPython's PEG
// grammar has "invalid_*" rules that produce specific messages, the parser checks for the same
// situation at the point it would otherwise fail, and reports the same message and location.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/python/ast.h"
#include "core/python/lexer.h"
#include "core/python/parser.h"
#include "core/python/syntax_error.h"
#include "core/python/token.h"

namespace tfplay::py::detail {

using ast::Expr;
using ast::ExprKind;
using ast::ExprList;
using ast::ExprPtr;
using ast::Pos;
using ast::Stmt;
using ast::StmtKind;
using ast::StmtList;
using ast::StmtPtr;
using TK = TokenKind;

/// Nesting budget: parser recursion plus the depth of left-recursive chains (a.b.c..., a+b+...),
/// which bounds the depth of the AST so that later recursive passes cannot overflow the stack.
/// CPython compiles 1000 nested unary minuses but not 5000 ("RecursionError: maximum recursion
/// depth exceeded during compilation"); brackets alone stop at 200 in the tokenizer.
constexpr int kMaxNesting = 1000;

/// Which kind of assignment target is being checked (CPython's TARGETS_TYPE).
enum class Targets { Star, Del, For };

/// The parser's state and grammar functions. Everything is public because the class is an
/// implementation detail split over three files; nothing outside core/python includes this.
class Parser {
 public:
  Parser(TokenStream ts, std::vector<CompileWarning>* warnings);

  /// file: statements ENDMARKER, then CPython's compile-time checks.
  std::unique_ptr<ast::Module> parse_file();

  // ---- tokens (parser.cpp) ----------------------------------------------------------------------
  const Token& tok_at(size_t i) {
    if (i >= toks_.size()) i = toks_.size() - 1;
    if (i > fetched_) fetched_ = i;
    const Token& t = toks_[i];
    // Reaching the point where the tokenizer stopped raises its error, as in CPython.
    if (t.kind == TK::Error) [[unlikely]] tokenizer_error();
    return t;
  }
  [[noreturn]] void tokenizer_error();
  const Token& cur() { return tok_at(pos_); }
  const Token& peek(size_t k = 1) { return tok_at(pos_ + k); }
  const Token& prev() const { return toks_[pos_ > 0 ? pos_ - 1 : 0]; }
  const Token& advance() {
    const Token& t = cur();
    if (pos_ + 1 < toks_.size()) ++pos_;
    return t;
  }
  bool at(TK k) { return cur().kind == k; }
  bool at_kw(std::string_view kw) {
    const Token& t = cur();
    return t.kind == TK::Name && (t.keyword || t.soft_keyword) && t.text == kw;
  }
  bool accept(TK k) {
    if (!at(k)) return false;
    advance();
    return true;
  }
  bool accept_kw(std::string_view kw);
  bool at_name();  // a NAME that is not a keyword
  static bool is_keyword(std::string_view s);
  static bool is_soft_keyword(std::string_view s);

  // ---- errors (parser.cpp) ----------------------------------------------------------------------
  [[noreturn]] void raise(SyntaxErrorException e);
  [[noreturn]] void error_at(const Token& t, const std::string& msg,
                             const char* type = "SyntaxError");
  [[noreturn]] void error_range(Pos start, Pos end, const std::string& msg);
  [[noreturn]] void error_node(const Expr& e, const std::string& msg) { error_range(e.pos, e.end, msg); }
  [[noreturn]] void error_between(const Expr& a, const Expr& b, const std::string& msg) {
    error_range(a.pos, b.end, msg);
  }
  /// CPython's generic "invalid syntax" at the current token ("unexpected indent" at an INDENT).
  [[noreturn]] void invalid_syntax();
  [[noreturn]] void too_deep();
  void expect(TK k);                    // generic error when missing
  void header_colon();                  // ':' ending a compound statement header
  /// Runs `attempt`; on a (non-fatal) SyntaxError restores the position and returns false.
  bool speculate(const std::function<void()>& attempt);
  void expect_forced(TK k, const char* shown);  // "expected ':'" at the current token

  // Node construction: positions from a token or node; finish() sets the end from the last
  // consumed token.
  static Pos pos_of(const Token& t) { return Pos{t.line, t.col}; }
  static Pos end_of(const Token& t) { return Pos{t.end_line, t.end_col}; }
  ExprPtr make(ExprKind k, Pos p) { return std::make_unique<Expr>(k, p); }
  StmtPtr make_stmt(StmtKind k, Pos p) { return std::make_unique<Stmt>(k, p); }
  template <class N>
  N finish(N n) {
    n->end = end_of(prev());
    return n;
  }

  /// Counts one level of nesting for the lifetime of the guard.
  struct Nest {
    explicit Nest(Parser& p) : parser(p) {
      if (++parser.depth_ > kMaxNesting) parser.too_deep();
    }
    ~Nest() { --parser.depth_; }
    Parser& parser;
  };

  // ---- statements (parser.cpp) ------------------------------------------------------------------
  void statement(StmtList& out);
  void simple_statements(StmtList& out);
  StmtPtr simple_statement();
  StmtPtr expression_statement();
  StmtList block(const char* what, int header_line);
  StmtPtr if_statement(bool elif);
  StmtPtr while_statement();
  StmtPtr for_statement();
  StmtPtr try_statement();
  StmtPtr with_statement();
  bool parenthesized_with_items(std::vector<ast::WithItem>& items);
  ast::WithItem with_item();
  StmtPtr function_def(ExprList decorators, const Token& def);
  /// With lazy_bodies_: takes the body of the def `s` whose header was just parsed as the
  /// lexer left it (tokenize_deferring_bodies): a first line, parsed now, then a Body token
  /// whose lines go to s.lazy; a body the lexer scanned whole is parsed now. False (nothing
  /// consumed) for a body on the header's line.
  bool defer_body(Stmt& s);
  /// The statements of a deferred body, the whole token stream (parse_deferred_body).
  StmtList deferred_body();
  StmtPtr class_def(ExprList decorators, const Token& cls);
  StmtPtr decorated();
  StmtPtr import_statement();
  StmtPtr from_import_statement();
  StmtPtr del_statement();
  StmtPtr return_statement();
  StmtPtr raise_statement();
  StmtPtr assert_statement();
  StmtPtr global_statement(bool nonlocal);
  std::string dotted_name();
  void reject_unsupported_statement();

  // ---- PEP 695 type parameters (parser_generics.cpp) ---------------------------------------------
  /// One type parameter: `T`, `T: bound` (a parenthesized tuple: constraints), `*Ts`, `**P`.
  struct TypeParam {
    Pos pos;
    std::string name;
    enum class Kind { TypeVar, TypeVarTuple, ParamSpec } kind = Kind::TypeVar;
    ExprPtr bound;  // may be null
  };
  /// type_params: '[' type_param (',' type_param)* [','] ']'.
  std::vector<TypeParam> type_params();
  /// Pushes the def or class just parsed, or, when it declared type parameters (generic_params_),
  /// CPython's annotation scope spelled out as statements.
  void push_definition(StmtList& out, StmtPtr def);
  /// type_alias: "type" NAME [type_params] '=' expression.
  void type_alias_statement(StmtList& out);
  /// The type parameters of the def or class function_def / class_def returned last.
  std::vector<TypeParam> generic_params_;

  // ---- the match statement (parser_match.cpp) ---------------------------------------------------
  bool match_statement(StmtList& out);
  ExprPtr subject_expr();
  ast::MatchCase case_block();
  ast::PatternPtr patterns();
  ast::PatternPtr maybe_star_pattern();
  ast::PatternPtr pattern();
  ast::PatternPtr or_pattern();
  ast::PatternPtr closed_pattern();
  ast::PatternPtr mapping_pattern();
  ast::PatternPtr class_pattern(ExprPtr cls);
  ExprPtr literal_expr();
  ExprPtr name_or_attr();

  // ---- targets (parser.cpp) ---------------------------------------------------------------------
  /// The subexpression that makes `e` invalid as a target, or null (CPython's
  /// _PyPegen_get_invalid_target).
  static const Expr* invalid_target(const Expr* e, Targets type);
  [[noreturn]] void invalid_target_error(const Expr& bad, Targets type);
  void check_target(Expr& e, Targets type);
  static void set_context(Expr& e, ast::Ctx ctx);
  static const char* expr_name(const Expr& e);
  bool bitwise_or_level(const Expr& e) const;           // a whole `bitwise_or` in the grammar
  bool excluded_from_assign_hint(const Expr& e) const;  // list, tuple, genexp, True/False/None
  bool starts_with_bitwise_or(const Expr& e) const;
  const Expr& leftmost_bitwise_or(const Expr& e) const;
  ExprPtr star_targets();   // for-loop and comprehension targets: stops before 'in'
  ExprPtr star_target();    // one target (with 'as'): no bare tuple

  // ---- expressions (parser_expr.cpp) ------------------------------------------------------------
  ExprPtr star_expressions();            // a, *b, c  (tuple without parens)
  ExprPtr star_expression();             // *bitwise_or | expression
  ExprPtr star_named_expression();       // *bitwise_or | named_expression
  ExprPtr named_expression();            // NAME := expression | expression
  ExprPtr expression();                  // ternary | lambda
  /// A name, number, string literal (one, not an f-string), None, True or False followed by
  /// a token no operator level takes (',', a closing bracket, ':', '=', NEWLINE): the whole
  /// expression is that atom, and every precedence level would only hand it up.
  bool lone_atom();
  ExprPtr yield_expression();
  ExprPtr yield_or_star_expressions();
  ExprPtr disjunction();
  ExprPtr conjunction();
  ExprPtr inversion();
  ExprPtr comparison();
  ExprPtr bitwise_or() { return binary(0); }
  ExprPtr binary(int min_prec);
  ExprPtr factor();
  ExprPtr power();
  ExprPtr primary();
  ExprPtr atom();
  ExprPtr paren_atom();
  ExprPtr list_atom();
  ExprPtr brace_atom();
  ExprPtr lambda_expression();
  ExprPtr call(ExprPtr func);
  ExprPtr subscript(ExprPtr value);
  ExprPtr slice_item();
  ExprPtr number(const Token& t);
  ExprPtr strings();
  void fstring(const Token& start, ExprList& parts, std::string& pending);
  void fstring_field(ExprList& out);
  void spread_position(Expr& joined, Pos start, Pos end);
  void comprehension_clauses(std::vector<ast::Comprehension>& out);
  std::shared_ptr<ast::Arguments> parameters(bool lambda);
  void element_list(ExprList& elts, TK close);
  bool starts_expression(const Token& t);
  [[noreturn]] void missing_comma_or_invalid(const Expr& a);
  void check_maybe_assignment(const Expr& e);
  void warn(const std::string& category, const std::string& msg, const Token& t);

  // ---- compile-time checks (parser_checks.cpp) --------------------------------------------------
  void compile_checks(ast::Module& m);
  /// The same checks over def.body from statement `from` on, as part of the def's body.
  void compile_checks_body(Stmt& def, size_t from);

  TokenStream ts_;
  std::vector<Token> toks_;  // significant tokens: no comments, no NL
  size_t pos_ = 0;
  size_t fetched_ = 0;  // furthest token looked at (CPython's p->fill - 1)
  int depth_ = 0;
  std::vector<CompileWarning>* warnings_;
  /// Nodes written inside ( ), with the outermost parentheses' start and end. CPython starts a
  /// node whose first operand is parenthesized at the '(' (e.g. the Compare in `(a) == b`).
  std::unordered_map<const Expr*, std::pair<Pos, Pos>> parenthesized_;
  Pos start_of(const Expr& e) const {
    auto it = parenthesized_.find(&e);
    return it == parenthesized_.end() ? e.pos : it->second.first;
  }
  void mark_parenthesized(const Expr* e, const Token& lpar) {
    parenthesized_[e] = {pos_of(lpar), end_of(prev())};
  }
  int func_depth_ = 0;  // enclosing def/lambda bodies (for 'await' messages)
  bool lazy_bodies_ = false;  // defer the bodies of defs outside functions (defer_body)
};

}  // namespace tfplay::py::detail
