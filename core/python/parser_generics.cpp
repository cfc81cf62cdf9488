// PEP 695 (Python 3.12): type parameter lists on def and class, and the `type` statement.
//
// CPython compiles `def f[T](x: T) -> T: ...` into an "annotation scope", a hidden function
// named `<generic parameters of f>` that creates the type parameters (typing.TypeVar objects
// whose variance is inferred), defines f inside it (so f's annotations and body see T), sets
// f.__type_params__ and returns f; the decorators then apply to what it returns. tfplay's parser
// spells that scope out as ordinary statements (the evaluator makes the hidden function's
// qualname prefix transparent, so f.__qualname__ stays "f"):
//
//     def <generic parameters of f>():
//         T = __import__('typing').TypeVar('T', infer_variance=True)
//         def f(x: T) -> T: ...
//         f.__type_params__ = (T,)
//         return f
//     f = deco(<generic parameters of f>())
//     del <generic parameters of f>
//
// A generic class gets typing.Generic[T] as its last base, as CPython adds it. `type X = v`
// makes typing.TypeAliasType('X') whose __value__ runs `lambda: v` when first read (so a
// recursive alias works); with type parameters it is built inside such a scope too.
#include "core/python/parser_internal.h"

namespace tfplay::py::detail {

namespace {

ExprPtr make_expr(ExprKind k, Pos p, Pos end) {
  auto e = std::make_unique<Expr>(k, p);
  e->end = end;
  return e;
}

ExprPtr name_expr(const std::string& id, Pos p, Pos end, ast::Ctx ctx = ast::Ctx::Load) {
  ExprPtr e = make_expr(ExprKind::Name, p, end);
  e->id = id;
  e->ctx = ctx;
  return e;
}

ExprPtr str_expr(const std::string& text, Pos p, Pos end) {
  ExprPtr e = make_expr(ExprKind::Constant, p, end);
  e->constant = ast::ConstantKind::Str;
  e->id = text;
  return e;
}

ExprPtr attr_expr(ExprPtr value, const std::string& attr, Pos p, Pos end, ast::Ctx ctx = ast::Ctx::Load) {
  ExprPtr e = make_expr(ExprKind::Attribute, p, end);
  e->left = std::move(value);
  e->id = attr;
  e->ctx = ctx;
  return e;
}

ExprPtr call_expr(ExprPtr func, ExprList args, Pos p, Pos end) {
  ExprPtr e = make_expr(ExprKind::Call, p, end);
  e->left = std::move(func);
  e->elts = std::move(args);
  return e;
}

/// __import__('typing').NAME
ExprPtr typing_attr(const std::string& name, Pos p, Pos end) {
  ExprList args;
  args.push_back(str_expr("typing", p, end));
  return attr_expr(call_expr(name_expr("__import__", p, end), std::move(args), p, end), name, p, end);
}

StmtPtr stmt(StmtKind k, Pos p, Pos end) {
  auto s = std::make_unique<Stmt>(k, p);
  s->end = end;
  return s;
}

StmtPtr assign(ExprPtr target, ExprPtr value, Pos p, Pos end) {
  StmtPtr s = stmt(StmtKind::Assign, p, end);
  s->targets.push_back(std::move(target));
  s->value = std::move(value);
  return s;
}

/// The tuple (T, *Ts, P) of the parameters' names.
ExprPtr params_tuple(const std::vector<Parser::TypeParam>& params, Pos p, Pos end) {
  ExprPtr t = make_expr(ExprKind::Tuple, p, end);
  for (const Parser::TypeParam& tp : params) t->elts.push_back(name_expr(tp.name, tp.pos, end));
  return t;
}

/// The statements of an annotation scope's body that create the type parameters.
void create_params(std::vector<Parser::TypeParam>& params, StmtList& body, Pos end) {
  using Kind = Parser::TypeParam::Kind;
  for (Parser::TypeParam& tp : params) {
    const char* cls = tp.kind == Kind::TypeVar ? "TypeVar" : tp.kind == Kind::TypeVarTuple ? "TypeVarTuple" : "ParamSpec";
    ExprList args;
    args.push_back(str_expr(tp.name, tp.pos, end));
    ExprPtr value = call_expr(typing_attr(cls, tp.pos, end), {}, tp.pos, end);
    if (tp.bound) {
      // `T: (int, str)` constrains T to those types; any other expression bounds it.
      if (tp.bound->kind == ExprKind::Tuple) {
        for (ExprPtr& c : tp.bound->elts) args.push_back(std::move(c));
      } else {
        value->keywords.push_back(ast::Keyword{tp.pos, "bound", std::move(tp.bound)});
      }
    }
    if (tp.kind != Kind::TypeVarTuple) {
      ExprPtr yes = make_expr(ExprKind::Constant, tp.pos, end);
      yes->constant = ast::ConstantKind::True;
      value->keywords.push_back(ast::Keyword{tp.pos, "infer_variance", std::move(yes)});
    }
    value->elts = std::move(args);
    body.push_back(assign(name_expr(tp.name, tp.pos, end, ast::Ctx::Store), std::move(value), tp.pos, end));
  }
}

/// The hidden function of an annotation scope named after `name`.
StmtPtr scope_def(const std::string& name, StmtList body, Pos p, Pos end) {
  StmtPtr s = stmt(StmtKind::FunctionDef, p, end);
  s->name = "<generic parameters of " + name + ">";
  s->args = std::make_shared<ast::Arguments>();
  s->body = std::move(body);
  return s;
}

/// `NAME = <scope>()` (through `decorators`, innermost last), then `del <scope>`.
void bind_scope_result(StmtList& out, const std::string& name, const std::string& scope, ExprList decorators, Pos p, Pos end) {
  ExprPtr value = call_expr(name_expr(scope, p, end), {}, p, end);
  for (auto it = decorators.rbegin(); it != decorators.rend(); ++it) {
    ExprList args;
    args.push_back(std::move(value));
    value = call_expr(std::move(*it), std::move(args), p, end);
  }
  out.push_back(assign(name_expr(name, p, end, ast::Ctx::Store), std::move(value), p, end));
  StmtPtr del = stmt(StmtKind::Delete, p, end);
  del->targets.push_back(name_expr(scope, p, end, ast::Ctx::Del));
  out.push_back(std::move(del));
}

}  // namespace

std::vector<Parser::TypeParam> Parser::type_params() {
  const Token open = advance();  // '['
  std::vector<TypeParam> params;
  if (at(TK::RSqb)) error_at(cur(), "Type parameter list cannot be empty");
  for (;;) {
    TypeParam tp;
    tp.pos = pos_of(cur());
    if (accept(TK::Star)) tp.kind = TypeParam::Kind::TypeVarTuple;
    else if (accept(TK::DoubleStar)) tp.kind = TypeParam::Kind::ParamSpec;
    if (!at_name()) invalid_syntax();
    tp.name = std::string(advance().text);
    if (at(TK::Colon)) {
      const Token colon = advance();
      if (tp.kind == TypeParam::Kind::TypeVarTuple) error_at(colon, "cannot use bound with TypeVarTuple");
      if (tp.kind == TypeParam::Kind::ParamSpec) error_at(colon, "cannot use bound with ParamSpec");
      tp.bound = expression();
    }
    for (const TypeParam& other : params)
      if (other.name == tp.name) error_range(tp.pos, Pos{tp.pos.line, tp.pos.col + static_cast<int>(tp.name.size())},
                                             "duplicate type parameter '" + tp.name + "'");
    params.push_back(std::move(tp));
    if (!accept(TK::Comma)) break;
    if (at(TK::RSqb)) break;
  }
  (void)open;
  expect(TK::RSqb);
  return params;
}

void Parser::push_definition(StmtList& out, StmtPtr def) {
  std::vector<TypeParam> params = std::move(generic_params_);
  generic_params_.clear();
  if (params.empty()) {
    out.push_back(std::move(def));
    return;
  }
  const Pos p = def->pos, end = def->end;
  const std::string name = def->name;
  ExprList decorators = std::move(def->decorator_list);
  def->decorator_list.clear();
  StmtList body;
  create_params(params, body, end);
  if (def->kind == StmtKind::ClassDef) {
    // CPython's `.generic_base`: Generic[T, ...] after the written bases.
    ExprPtr sub = make_expr(ExprKind::Subscript, p, end);
    sub->left = typing_attr("Generic", p, end);
    sub->right = params.size() == 1 ? name_expr(params[0].name, p, end) : params_tuple(params, p, end);
    def->bases.push_back(std::move(sub));
  }
  body.push_back(std::move(def));
  body.push_back(assign(attr_expr(name_expr(name, p, end), "__type_params__", p, end, ast::Ctx::Store), params_tuple(params, p, end), p, end));
  StmtPtr ret = stmt(StmtKind::Return, p, end);
  ret->value = name_expr(name, p, end);
  body.push_back(std::move(ret));
  StmtPtr scope = scope_def(name, std::move(body), p, end);
  const std::string scope_name = scope->name;
  out.push_back(std::move(scope));
  bind_scope_result(out, name, scope_name, std::move(decorators), p, end);
}

void Parser::type_alias_statement(StmtList& out) {
  const Token kw = advance();  // 'type'
  const Pos p = pos_of(kw);
  const std::string name(advance().text);
  std::vector<TypeParam> params;
  if (at(TK::LSqb)) params = type_params();
  expect(TK::Equal);
  ExprPtr value = expression();
  const Pos end = value->end;
  // typing._type_alias('X', lambda: value, (T, ...)).
  ExprPtr lambda = make_expr(ExprKind::Lambda, value->pos, end);
  lambda->args = std::make_shared<ast::Arguments>();
  lambda->left = std::move(value);
  ExprList args;
  args.push_back(str_expr(name, p, end));
  args.push_back(std::move(lambda));
  args.push_back(params_tuple(params, p, end));
  ExprPtr alias = call_expr(typing_attr("_type_alias", p, end), std::move(args), p, end);
  if (params.empty()) {
    out.push_back(assign(name_expr(name, p, end, ast::Ctx::Store), std::move(alias), p, end));
  } else {
    StmtList body;
    create_params(params, body, end);
    StmtPtr ret = stmt(StmtKind::Return, p, end);
    ret->value = std::move(alias);
    body.push_back(std::move(ret));
    StmtPtr scope = scope_def(name, std::move(body), p, end);
    const std::string scope_name = scope->name;
    out.push_back(std::move(scope));
    bind_scope_result(out, name, scope_name, {}, p, end);
  }
  if (accept(TK::Semi) && !at(TK::Newline)) return simple_statements(out);
  if (!accept(TK::Newline)) invalid_syntax();
}

}  // namespace tfplay::py::detail
