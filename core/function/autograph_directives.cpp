#include "core/function/autograph_directives.h"

#include <vector>

#include "core/function/autograph.h"
#include "core/function/runtime.h"
#include "core/python/interpreter.h"
#include "core/python/lazy_body.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"

namespace tfplay::function {

namespace ast = py::ast;
using py::Ref;

namespace {

const char* const kParams[] = {"parallel_iterations", "swap_memory", "maximum_iterations", "shape_invariants"};

/// The walk of DirectivesTransformer over one function's AST: one _LoopScope per loop (the
/// function body is the root), counting the Assign, AugAssign and Expr statements visited in it.
struct DirectiveWalk {
  const py::FunctionObject& fn;
  Ref directive = set_loop_options_function();
  std::vector<int> statements_visited{0};
  std::optional<std::string> error;

  /// visit_Name / visit_Attribute's STATIC_VALUE: a name of the function's namespace (its
  /// closure, then its globals), then attributes of modules.
  Ref static_value(const ast::Expr& e) const {
    if (e.kind == ast::ExprKind::Name) {
      for (py::Scope* s = fn.closure.get(); s; s = s->parent.get())
        if (py::Object* v = s->vars.find(e.id)) return v->self();
      if (fn.globals)
        if (py::Object* v = fn.globals->vars.find(e.id)) return v->self();
      return nullptr;
    }
    if (e.kind != ast::ExprKind::Attribute) return nullptr;
    Ref owner = static_value(*e.left);
    if (!owner || owner->cls != py::T().module) return nullptr;
    return py::getattr_opt(owner, e.id);
  }

  /// _process_statement_directive, then _map_args's inspect.getcallargs.
  void statement_directive(const ast::Expr& call) {
    if (statements_visited.back() > 1) {
      error = "\"set_loop_options\" must be the first statement in the loop block";
      return;
    }
    if (statements_visited.size() < 2) {
      error = "\"set_loop_options\" must be used inside a statement";
      return;
    }
    if (call.elts.size() > 4) {
      error = "set_loop_options() takes from 0 to 4 positional arguments but " + std::to_string(call.elts.size()) + " were given";
      return;
    }
    for (const ast::Keyword& kw : call.keywords) {
      if (kw.arg.empty()) continue;  // **kwargs: not resolved statically
      int index = -1;
      for (int i = 0; i < 4; ++i)
        if (kw.arg == kParams[i]) index = i;
      if (index < 0) {
        error = "set_loop_options() got an unexpected keyword argument '" + kw.arg + "'";
        return;
      }
      if (static_cast<std::size_t>(index) < call.elts.size()) {
        error = "set_loop_options() got multiple values for argument '" + kw.arg + "'";
        return;
      }
    }
  }

  void block(const ast::StmtList& list) {
    for (const auto& s : list) {
      if (error) return;
      statement(*s);
    }
  }

  void statement(const ast::Stmt& s) {
    switch (s.kind) {
      case ast::StmtKind::Assign:
      case ast::StmtKind::AugAssign:
        ++statements_visited.back();
        return;
      case ast::StmtKind::Expr:
        ++statements_visited.back();
        if (s.value && s.value->kind == ast::ExprKind::Call && static_value(*s.value->left) == directive) statement_directive(*s.value);
        return;
      case ast::StmtKind::For:
      case ast::StmtKind::While:
        statements_visited.push_back(0);  // _track_and_visit_loop: a new _LoopScope
        block(s.body);
        block(s.orelse);
        statements_visited.pop_back();
        return;
      case ast::StmtKind::If:
        block(s.body);
        block(s.orelse);
        return;
      case ast::StmtKind::Try:
        block(s.body);
        for (const ast::ExceptHandler& h : s.handlers) block(h.body);
        block(s.orelse);
        block(s.finalbody);
        return;
      case ast::StmtKind::With:
      case ast::StmtKind::FunctionDef:
      case ast::StmtKind::ClassDef:
        block(s.body);
        return;
      default:
        return;
    }
  }
};

/// The byte offset of 0-based character column `col` in a UTF-8 line (clamped to its end).
std::size_t byte_offset(const std::string& line, int col) {
  std::size_t i = 0;
  for (int c = 0; c < col && i < line.size(); ++c) {
    ++i;
    while (i < line.size() && (static_cast<unsigned char>(line[i]) & 0xC0) == 0x80) ++i;
  }
  return i;
}

bool is_identifier_byte(char c) {
  const auto u = static_cast<unsigned char>(c);
  return u >= 0x80 || c == '_' || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/// True when the program's source spells attribute `e` with a private name its parser mangled:
/// a method of class A reading `self.__k` holds `_A__k`, as CPython's compiler mangles it, but
/// AutoGraph checks the source through ast.parse, which keeps `__k`. The written name is read
/// back from the program's line, and must be what `e.id` mangles from.
bool mangled_in_source(const ast::Expr& e) {
  if (!e.id.starts_with("_") || e.id.starts_with("__")) return false;
  const std::string& line = py::Interpreter::current().raw_source_line(e.end.line);
  const std::size_t end = byte_offset(line, e.end.col);
  std::size_t begin = end;
  while (begin > 0 && is_identifier_byte(line[begin - 1])) --begin;
  const std::string written = line.substr(begin, end - begin);
  return written.size() < e.id.size() && written.starts_with("__") && !written.ends_with("__") &&
         e.id.ends_with(written);
}

/// core/unsupported_features_checker.py UnsupportedFeaturesChecker: the first construct of a
/// function AutoGraph refuses to convert (UnsupportedLanguageElementError), in visiting order,
/// nested functions included: a loop's else clause is refused before the loop's own parts
/// are visited (visit_For / visit_While), mangled attribute names and generators where met.
struct UnsupportedFeatures {
  bool program_source = false;  // the function is the program's own code (its lines are known)
  std::optional<std::string> error;

  /// visit_Attribute's test, on the name as written (mangling happens after ast.parse).
  bool mangled(const ast::Expr& e) const {
    if (e.id.starts_with("__") && !e.id.ends_with("__")) return true;
    return program_source && mangled_in_source(e);
  }

  void fail(const char* message) {
    if (!error) error = message;
  }

  void exprs(const ast::ExprList& list) {
    for (const auto& e : list) expr(e.get());
  }

  void arguments(const ast::Arguments* a) {
    if (!a) return;
    exprs(a->defaults);
    exprs(a->kw_defaults);
  }

  void expr(const ast::Expr* e) {
    if (!e || error) return;
    if (e->kind == ast::ExprKind::Attribute && mangled(*e))
      return fail("mangled names are not yet supported");
    if (e->kind == ast::ExprKind::Yield || e->kind == ast::ExprKind::YieldFrom) return fail("generators are not supported");
    expr(e->left.get());
    expr(e->right.get());
    expr(e->third.get());
    exprs(e->elts);
    exprs(e->keys);
    for (const ast::Keyword& k : e->keywords) expr(k.value.get());
    for (const ast::Comprehension& g : e->generators) {
      expr(g.target.get());
      expr(g.iter.get());
      exprs(g.ifs);
    }
    arguments(e->args.get());
  }

  void block(const ast::StmtList& list) {
    for (const auto& s : list) stmt(*s);
  }

  void stmt(const ast::Stmt& s) {
    if (error) return;
    if (s.kind == ast::StmtKind::For && !s.orelse.empty()) return fail("for/else statement not yet supported");
    if (s.kind == ast::StmtKind::While && !s.orelse.empty()) return fail("while/else statement not yet supported");
    exprs(s.decorator_list);
    arguments(s.args.get());
    exprs(s.bases);
    exprs(s.targets);
    for (const auto* e : {s.target.get(), s.iter.get(), s.test.get(), s.value.get(), s.exc.get(), s.cause.get(), s.msg.get()})
      expr(e);
    for (const ast::WithItem& item : s.items) {
      expr(item.context_expr.get());
      expr(item.optional_vars.get());
    }
    block(s.body);
    for (const ast::ExceptHandler& h : s.handlers) {
      expr(h.type.get());
      block(h.body);
    }
    block(s.orelse);
    block(s.finalbody);
    for (const auto& c : s.cases) {
      expr(c.guard.get());
      block(c.body);
    }
  }
};

/// The functions already warned about this run (conversion.cache_allowlisted), kept alive so
/// that an address is not reused by another function.
struct UnconvertedFunctions {
  std::vector<Ref> functions;
};

const py::FunctionObject* python_function_of(const Ref& func) {
  const py::Object* f = func.get();
  if (f->cls == py::T().method) f = static_cast<const py::BoundMethodObject*>(f)->function.get();
  return f->cls == py::T().function ? static_cast<const py::FunctionObject*>(f) : nullptr;
}

}  // namespace

std::optional<std::string> directive_conversion_error(const py::FunctionObject& fn) {
  if (!fn.def) return std::nullopt;  // a lambda holds no statements
  py::load_function_body(const_cast<py::FunctionObject&>(fn));
  if (!fn.body) return std::nullopt;
  DirectiveWalk walk{fn, set_loop_options_function(), {0}, std::nullopt};
  walk.block(*fn.body);
  return walk.error;
}

std::optional<std::string> unsupported_feature_error(const py::FunctionObject& fn) {
  if (!fn.def) return std::nullopt;
  py::load_function_body(const_cast<py::FunctionObject&>(fn));
  if (!fn.body) return std::nullopt;
  UnsupportedFeatures check;
  check.program_source = !fn.from_library();
  check.arguments(fn.def->args.get());
  check.block(*fn.body);
  return check.error;
}

bool falls_back_unconverted(const Ref& func) {
  const py::FunctionObject* fn = python_function_of(func);
  if (!fn || fn->from_library()) return false;
  std::vector<Ref>& seen = Runtime::current().run_state<UnconvertedFunctions>().functions;
  for (const Ref& f : seen)
    if (python_function_of(f) == fn) return true;
  // PyToTF.transform_ast runs the unsupported features check before the converters.
  std::optional<std::string> error = unsupported_feature_error(*fn);
  const bool unsupported = error.has_value();
  if (!error) error = directive_conversion_error(*fn);
  if (!error) return false;
  seen.push_back(func);
  Runtime& rt = Runtime::current();
  // Run by converted_call unconverted, as a do_not_convert function is: "in user code" errors
  // mark its frame "  **".
  rt.unconverted_def_lines.insert(fn->def->pos.line);
  // api._fall_back_unconverted's warning (logging.warning: absl's "WARNING:tensorflow:" on
  // stderr); errors other than an unsupported language element ask for a bug report.
  const std::string file_bug =
      unsupported ? ""
                  : "Please report this to the TensorFlow team. When filing the bug, set the verbosity to 10 (on Linux, "
                    "`export AUTOGRAPH_VERBOSITY=10`) and attach the full output.\n";
  const std::string text = "WARNING:tensorflow:AutoGraph could not transform " + py::str(func) + " and will run it as-is.\n" +
                           file_bug + "Cause: " + *error +
                           "\nTo silence this warning, decorate the function with @tf.autograph.experimental.do_not_convert\n";
  if (rt.tensorflow_warnings_enabled()) rt.emit_warning("trace", text, py::Interpreter::current().current_line());
  return true;
}

}  // namespace tfplay::function
