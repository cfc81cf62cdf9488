// The evaluator: runs a parsed module statement by statement (a tree-walking interpreter).
//
// Control flow (return/break/continue) travels as a status value, never as a C++ exception;
// only Python exceptions (PyError) unwind the C++ stack.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "core/python/ast.h"
#include "core/python/object.h"

namespace tfplay::py {

/// Names a code block binds, computed once per def/lambda/class/module (CPython's symtable).
struct CodeInfo {
  std::unordered_set<std::string> locals;     // assigned here and not declared global/nonlocal
  std::unordered_set<std::string> globals;    // declared `global`
  std::unordered_set<std::string> nonlocals;  // declared `nonlocal`
};

/// The variables of one running code block. Function scopes chain to the scope they were
/// defined in (closures); class bodies are skipped by that chain, as in Python.
struct Scope {
  AttrMap vars;
  std::shared_ptr<Scope> parent;  // enclosing function scope, or null at module level
  const CodeInfo* code = nullptr;
  bool is_class = false;
  bool is_comprehension = false;
};

/// Parameter kinds, in Python's order (inspect._ParameterKind).
enum class ParamKind { PositionalOnly, PositionalOrKeyword, VarPositional, KeywordOnly, VarKeyword };

struct Param {
  std::string name;
  ParamKind kind;
  Ref default_value;  // null when required
};

/// A function defined by `def` or `lambda`.
struct FunctionObject : Object {
  std::string name;
  std::string qualname;
  std::vector<Param> params;
  const ast::StmtList* body = nullptr;  // def
  const ast::Expr* lambda_body = nullptr;  // lambda
  const ast::Stmt* def = nullptr;          // null for lambdas
  int line = 0;
  bool is_generator = false;
  std::shared_ptr<CodeInfo> code;
  std::shared_ptr<Scope> closure;  // defining scope (null at module level)
  std::shared_ptr<Scope> globals;
  TypeObject* owner_class = nullptr;  // the class whose body defined it (for super())
  explicit FunctionObject(TypeObject* type) : Object(type) { ensure_dict(); }
};

/// One active call (CPython's frame): what a traceback line shows.
struct Frame {
  std::string name;  // function name or "<module>"
  const ast::Pos* pos = nullptr;      // current statement/expression start
  const ast::Pos* end = nullptr;      // and end, for traceback carets
  const ast::Expr* expr = nullptr;    // the expression being evaluated, when not a whole statement
  Frame* back = nullptr;
  struct FunctionObject* function = nullptr;  // null for module and class bodies
  Scope* scope = nullptr;
};

/// Raised (as a C++ exception, not catchable by the program) when the step budget runs out.
struct StepBudgetExceeded {
  std::int64_t budget;
};

struct InterpreterOptions {
  std::string filename = "main.py";
  std::optional<std::int64_t> max_steps;
  int recursion_limit = 1000;  // sys.getrecursionlimit()
};

class Interpreter {
 public:
  explicit Interpreter(InterpreterOptions options);
  ~Interpreter();

  /// The interpreter running on this thread (set for the lifetime of the object).
  static Interpreter& current();

  /// Runs a module's statements with `globals` as its namespace. Python exceptions escape as
  /// PyError with their traceback filled in.
  void exec_module(const ast::Module& module, const std::shared_ptr<Scope>& globals);

  /// Calls a Python function: binds arguments (CPython's TypeErrors), runs the body.
  Ref call_function(FunctionObject* fn, CallArgs& args);

  /// Binds a call's arguments to `params` like CPython does (defaults applied); the result has
  /// one value per parameter (a tuple for *args, a dict for **kwargs). `fn_name` is used in the
  /// TypeError messages ("f() missing 1 required positional argument: 'y'").
  static std::vector<Ref> bind_arguments(const std::string& fn_name, const std::vector<Param>& params,
                                         CallArgs& args);

  /// The module registry behind `import`: factories run once, on first import.
  void register_module(const std::string& name, std::function<Ref()> factory);
  Ref import_module(const std::string& name);

  /// Where `print` writes (is_stderr selects the stream).
  std::function<void(std::string_view text, bool is_stderr)> write;

  const std::string& filename() const { return options_.filename; }
  Frame* frame() const { return frame_; }
  /// The source line currently executing in the innermost Python frame (0 when none).
  int current_line() const;
  void set_source(std::string_view source);
  /// The stripped text of a 1-based source line (for tracebacks).
  std::string source_line(int line) const;
  const std::string& raw_source_line(int line) const;

  /// The builtins namespace (print, len, ...), shared by every module.
  const std::shared_ptr<Scope>& builtins() const { return builtins_; }

  /// Counts one evaluation step against the budget.
  void step() {
    if (++steps_ > max_steps_) throw StepBudgetExceeded{max_steps_};
  }

  /// Attaches a traceback line for the innermost frame to an escaping exception.
  void add_traceback(const Ref& exc, const Frame& frame);

 private:
  friend class Evaluator;
  InterpreterOptions options_;
  Interpreter* previous_ = nullptr;
  Frame* frame_ = nullptr;
  int depth_ = 0;
  std::int64_t steps_ = 0;
  std::int64_t max_steps_;
  std::shared_ptr<Scope> builtins_;
  std::map<std::string, std::function<Ref()>> module_factories_;
  std::map<std::string, Ref> modules_;
  std::vector<std::string> lines_;
};

/// Fills a new builtins scope (print, len, range, the exception types, ...). builtins.cpp.
void install_builtins(Interpreter& interp, Scope& builtins);

}  // namespace tfplay::py
