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
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "core/python/ast.h"
#include "core/python/embedded_module.h"
#include "core/python/object.h"

namespace tfplay::py {

struct Scope;

/// Names a code block binds, computed once per def/lambda/comprehension/class/module by the
/// scope analysis (CPython's symtable; see symtable.h).
struct CodeInfo {
  std::unordered_set<std::string> locals;     // assigned here and not declared global/nonlocal
  std::unordered_set<std::string> globals;    // declared `global`
  std::unordered_set<std::string> nonlocals;  // declared `nonlocal`
  std::unordered_set<std::string> imported;   // bound by an import statement (CPython's DEF_IMPORT)
  /// Functions, lambdas and comprehensions keep their locals in slots (CPython's fast locals,
  /// co_varnames): slot i holds `slot_names[i]`; a function's parameters come first, in the
  /// order of FunctionObject::params. Empty for class bodies and modules (dict-based).
  std::vector<std::string> slot_names;
  std::unordered_map<std::string, std::uint32_t> slot_index;
  /// Cells (CPython's co_cellvars and co_freevars): the slots of locals that nested functions
  /// use hold a CellObject made when the block starts (cell_slots); the last slots, from
  /// free_begin on, are the block's free variables (`freevars`, in that order), which hold the
  /// cells of the enclosing function a FunctionObject's `cells` carries. Name-based access
  /// (Namespace) sees through the cells.
  std::vector<std::uint32_t> cell_slots;
  std::vector<std::string> freevars;
  std::uint32_t free_begin = 0;
  std::vector<bool> is_cell;  // per slot: holds a CellObject (a cell or free variable)
  /// A def or lambda whose code nests no def, lambda, class or comprehension: nothing can
  /// refer to its scope once a call returns, so calls take their scope from a pool
  /// (Interpreter::call_function) instead of allocating one.
  bool leaf = false;
  /// The scopes of a leaf function's finished calls, their slots kept (all unbound): a call
  /// takes the last one instead of allocating (interpreter.cpp, Evaluator::call_scope).
  mutable std::vector<std::unique_ptr<Scope>> free_scopes;
  /// f.__code__ of the functions this def or lambda makes, made on first use (function_attrs.cpp).
  Ref code_object;
  /// The slot of `name`, or -1.
  int slot_of(const std::string& name) const {
    auto it = slot_index.find(name);
    return it == slot_index.end() ? -1 : static_cast<int>(it->second);
  }
};

/// The variables of one scope: the slots of a function's locals (when its CodeInfo has any)
/// and a dict for every other name (module globals, class bodies). The name-based API works
/// on both, so code outside the evaluator never needs to know where a name lives.
class Namespace {
 public:
  /// Gives the scope one slot per local of `code` (all unbound).
  void use_slots(const CodeInfo* code) {
    code_ = code;
    slots.assign(code->slot_names.size(), nullptr);
  }
  /// The value bound to `name`, or nullptr.
  Object* find(const std::string& name) const {
    if (int i = code_ ? code_->slot_of(name) : -1; i >= 0) return value_ref(static_cast<std::size_t>(i)).get();
    return dict.find(name);
  }
  Ref get(const std::string& name) const {
    if (int i = code_ ? code_->slot_of(name) : -1; i >= 0) return value_ref(static_cast<std::size_t>(i));
    return dict.get(name);
  }
  void set(const std::string& name, Ref value) {
    if (int i = code_ ? code_->slot_of(name) : -1; i >= 0) value_ref(static_cast<std::size_t>(i)) = std::move(value);
    else dict.set(name, std::move(value));
  }
  /// Unbinds `name`; false when it was not bound.
  bool erase(const std::string& name) {
    if (int i = code_ ? code_->slot_of(name) : -1; i >= 0) {
      Ref& slot = value_ref(static_cast<std::size_t>(i));
      if (!slot) return false;
      slot = nullptr;
      return true;
    }
    return dict.erase(name);
  }
  bool contains(const std::string& name) const { return find(name) != nullptr; }
  /// Calls fn(name, value) for every binding: bound slots in slot order, then the dict.
  template <class Fn>
  void for_each(Fn&& fn) const {
    for (std::size_t i = 0; i < slots.size(); ++i)
      if (const Ref& v = value_ref(i)) fn(code_->slot_names[i], v);
    dict.for_each(fn);
  }
  std::size_t size() const {
    std::size_t n = dict.size();
    for (std::size_t i = 0; i < slots.size(); ++i) n += value_ref(i) ? 1 : 0;
    return n;
  }
  /// The reference a slot binds: the slot itself, or the contents of the cell it holds.
  Ref& value_ref(std::size_t i) const;
  /// Replaces every binding (used to break reference cycles at the end of a run).
  Namespace& operator=(AttrMap m) {
    slots.assign(slots.size(), nullptr);
    dict = std::move(m);
    return *this;
  }

  std::vector<Ref> slots;
  AttrMap dict;

 private:
  const CodeInfo* code_ = nullptr;
};

/// A cell (CPython's PyCellObject): one variable shared by the function that binds it and the
/// nested functions that use it. `value` is null while the variable is unbound.
struct CellObject : Object {
  Ref value;
  CellObject(TypeObject* type, Ref v) : Object(type), value(std::move(v)) {}
};

/// The `cell` type (created on first use).
TypeObject* cell_type();

inline Ref& Namespace::value_ref(std::size_t i) const {
  Ref& slot = const_cast<Ref&>(slots[i]);
  if (code_->is_cell[i] && slot) return static_cast<CellObject*>(slot.get())->value;
  return slot;
}

/// The variables of one running code block. Function scopes chain to the scope they were
/// defined in (closures); class bodies are skipped by that chain, as in Python.
struct Scope : std::enable_shared_from_this<Scope> {
  Namespace vars;
  std::shared_ptr<Scope> parent;  // enclosing function scope, or null at module level
  const CodeInfo* code = nullptr;
  bool is_class = false;
  bool is_comprehension = false;
  // The globals of a standard-library module written in Python (modules_py.cpp): its frames
  // are left out of tracebacks, since CPython's would name files the playground does not have.
  bool library = false;
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
  std::string locals_prefix;  // qualname + ".<locals>.", the qualname prefix of nested defs
  // Every parameter is positional(-or-keyword): a call with one positional argument for each
  // binds them without bind_arguments.
  bool positional_only_call = false;
  // The same but for a last *args parameter (a decorator's `wrapper(*args)`).
  bool varargs_call = false;
  std::shared_ptr<Scope> closure;  // defining scope (null at module level)
  std::vector<Ref> cells;  // CPython's __closure__: the cells of code->freevars, in order
  std::shared_ptr<Scope> globals;
  Ref annotations;  // __annotations__ (a dict evaluated at the def), null until there is one
  TypeObject* owner_class = nullptr;  // the class whose body defined it (for super())
  explicit FunctionObject(TypeObject* type) : Object(type) { ensure_dict(); }
  /// Defined by a module tfplay ships in Python (Keras, the stdlib): tracebacks and trace
  /// events leave its frames out, as CPython's would name files the playground does not have.
  bool from_library() const { return globals && globals->library; }
  /// The name its code has (co_name): the def's, which renaming __name__ (functools.wraps)
  /// leaves as it was; tracebacks name frames by it.
  std::string_view code_name() const {
    if (def) return def->name;
    if (lambda_body) return "<lambda>";
    return name;
  }
};

/// One active call (CPython's frame): what a traceback line shows.
struct Frame {
  // The function's name or "<module>": a view of text that outlives the frame (the function's
  // name, the class statement's, a literal), so a call copies no string.
  std::string_view name;
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
  int line = 0;  // the program's line running when the budget ran out (0: none)
};

/// How a block run on behalf of a ControlFlowHooks implementation ended.
enum class BlockExit { Normal, Return, Break, Continue };

/// What a control-flow hook may do in the scope of the statement it handles: run blocks and
/// expressions there, read and bind that scope's variables, and take over the rest of the
/// block the statement is in.
class StatementScope {
 public:
  virtual ~StatementScope() = default;
  /// Runs `body` from statement `begin` on, in the statement's scope and frame.
  virtual BlockExit exec(const ast::StmtList& body, std::size_t begin = 0) = 0;
  virtual Ref eval(const ast::Expr& e) = 0;
  /// Assigns to a target expression, as `target = value` would.
  virtual void assign(const ast::Expr& target, const Ref& value) = 0;
  /// The value `name` has where the statement runs, or nullptr when it is unbound.
  virtual Ref lookup(const std::string& name) = 0;
  /// The value reading `name` would give (local, enclosing, global or builtin), or nullptr.
  virtual Ref resolve(const std::string& name) = 0;
  /// Binds `name` as an assignment in the statement would; nullptr unbinds it.
  virtual void bind(const std::string& name, const Ref& value) = 0;
  /// The value of the `return` that ended a block with BlockExit::Return.
  virtual Ref return_value() const = 0;
  virtual void set_return_value(Ref value) = 0;
  /// The block holding the statement being run, and the statement's index in it.
  virtual const ast::StmtList& block() const = 0;
  virtual std::size_t index() const = 0;
  /// Tells the evaluator that the hook has run (or dropped) the statements after the current
  /// one: the block ends with the exit the hook returns.
  virtual void skip_rest_of_block() = 0;
  /// The statements of the running function (or module): the unit static analysis works on.
  virtual const ast::StmtList* code() const = 0;
  /// Identifies the running frame (a block and its enclosing blocks share it).
  virtual const void* frame_id() const = 0;
  /// Points tracebacks and the current line at `s`.
  virtual void at(const ast::Stmt& s) = 0;
};

/// Lets a library take over control flow whose test or iterable is not a plain Python value
/// (TensorFlow's AutoGraph). The evaluator knows nothing of the library: while active() it
/// offers every if/while/for statement and the boolean operators to the hooks.
class ControlFlowHooks {
 public:
  virtual ~ControlFlowHooks() = default;
  /// Whether statements are offered to the hooks right now.
  virtual bool active() const = 0;
  /// Run the statement (plain Python semantics included when the test is a Python value).
  virtual BlockExit exec_if(const ast::Stmt& s, StatementScope& scope) = 0;
  virtual BlockExit exec_while(const ast::Stmt& s, StatementScope& scope) = 0;
  virtual BlockExit exec_for(const ast::Stmt& s, StatementScope& scope) = 0;
  /// Called after each statement of a block that completed normally. Returns true when the
  /// hook ran or dropped the rest of the block; `exit` then says how the block ended.
  virtual bool after_statement(StatementScope& scope, BlockExit& exit) = 0;
  /// `first and/or <rest>` when the hooks claim `first`; nullptr when they do not.
  virtual Ref bool_op(ast::BoolOpKind op, const Ref& first, const std::function<Ref()>& rest) = 0;
  /// `not value`; nullptr when not claimed.
  virtual Ref not_op(const Ref& value) = 0;
  /// `body if test else orelse`; nullptr when not claimed.
  virtual Ref if_exp(const Ref& test, const std::function<Ref()>& body, const std::function<Ref()>& orelse,
                     const ast::Expr& expr) = 0;
  /// A call the hooks overload (builtins such as range/len on claimed values); nullptr = none.
  virtual Ref call(const Ref& func, CallArgs& args) = 0;
  /// The type of the marker the hooks bind to variables they leave undefined (nullptr: none).
  /// Reading a variable bound to such a marker calls read_undefined, which raises.
  virtual const TypeObject* undefined_type() const { return nullptr; }
  virtual void read_undefined(const std::string& name) { (void)name; }
  /// The qualified name a call of `fn` reports in its argument errors when the hooks run it
  /// as other code (AutoGraph's converted function, `...<locals>.tf__f`); empty for fn's own.
  virtual std::string binding_name(const FunctionObject& fn) const {
    (void)fn;
    return {};
  }
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
  /// The same into the first params.size() entries of `bound` (all null on entry).
  static void bind_arguments_into(const std::string& fn_name, const std::vector<Param>& params, CallArgs& args,
                                  std::vector<Ref>& bound);

  // ----- the import system (import_system.cpp) -----
  /// A native module: `import name` calls `factory` once, on first import.
  void register_module(const std::string& name, std::function<Ref()> factory);
  /// Modules and packages written in Python: `import` runs a module's source the first time.
  /// Native factories win over sources of the same name.
  void register_source_modules(const std::vector<EmbeddedModule>& modules);
  /// Extends a package's __path__ with another package's folder, as TF 2.20 extends
  /// tensorflow.__path__ with keras/_tf_keras: `package.X` not found otherwise is the source of
  /// `source_package.X`, run as the module `package.X`.
  void extend_package_path(const std::string& package, const std::string& source_package);
  /// Runs Python source as the library module `name` (entered in sys.modules while and after
  /// it runs) and returns the module object. ImportError when the source does not compile.
  Ref exec_library_module(const std::string& name, std::string_view source, bool is_package = false);
  /// Keeps a class the program created alive until the run ends (see classes_).
  void keep_class(TypeRef cls) { classes_.push_back(std::move(cls)); }
  /// `import name` (CPython's importlib._bootstrap._gcd_import): the module from sys.modules,
  /// else its parent packages first, then the module itself, which becomes an attribute of
  /// its parent. ModuleNotFoundError when there is none.
  Ref import_module(const std::string& name);
  /// The absolute name of a relative import (`from ..pkg import x`: level 2, name "pkg") made
  /// in the module whose globals are `globals` (importlib's _calc___package__, _resolve_name).
  static std::string resolve_relative_import(const std::string& name, const Scope& globals, int level);
  /// `from module import a, b` for the names `fromlist`: a package's submodules among them
  /// that are not yet its attributes are imported (importlib's _handle_fromlist).
  void import_fromlist(const Ref& module, const std::vector<std::string>& fromlist);
  /// `from module import name` (ceval.c's import_from): the attribute, else the submodule
  /// from sys.modules, else ImportError ("cannot import name ...").
  Ref import_from(const Ref& module, const std::string& name);
  /// sys.modules: the module table itself (programs may read and change it).
  const std::shared_ptr<DictObject>& modules() const { return modules_; }
  /// Enters the program's globals as the module `__main__`.
  void set_main_module(const std::shared_ptr<Scope>& globals);

  /// Control-flow hooks (AutoGraph), or nullptr. Not owned.
  ControlFlowHooks* control_flow_hooks = nullptr;
  /// control_flow_hooks->undefined_type(), asked once per hooks object.
  const TypeObject* undefined_type() {
    if (undefined_for_ != control_flow_hooks) {
      undefined_for_ = control_flow_hooks;
      undefined_type_ = control_flow_hooks ? control_flow_hooks->undefined_type() : nullptr;
    }
    return undefined_type_;
  }

  /// Where `print` writes (is_stderr selects the stream).
  std::function<void(std::string_view text, bool is_stderr)> write;

  const std::string& filename() const { return options_.filename; }
  /// sys.getrecursionlimit(): the limit the program last set (the engine's at the start).
  int recursion_limit() const { return requested_recursion_limit_; }
  /// sys.setrecursionlimit(limit): calls stop at the lower of `limit` and the engine's own
  /// limit (its stack holds no more), so raising it never lets a run crash; RecursionError
  /// when the running frames are already as deep as `limit` (sysmodule.c).
  void set_recursion_limit(int limit);
  Frame* frame() const { return frame_; }
  /// The source line currently executing in the innermost Python frame (0 when none).
  int current_line() const;
  /// The 1-based column where the innermost frame's current expression or statement starts
  /// (0 when none): CPython's col_offset + 1, as editors count columns.
  int current_column() const;
  /// The innermost frame that runs the program's own code, not a library module's (Keras, the
  /// standard library written in Python), or null. The run result names only program lines:
  /// output Keras writes, a tf.function Keras creates and the ops Keras adds while a function
  /// traces all belong to the program's line that called into Keras (`model.fit(...)`).
  const Frame* program_frame() const;
  /// program_frame()'s current line and 1-based column (0 when none).
  int program_line() const;
  int program_column() const;
  void set_source(std::string_view source);
  /// The stripped text of a 1-based source line (for tracebacks).
  std::string source_line(int line) const;
  const std::string& raw_source_line(int line) const;

  /// The builtins namespace (print, len, ...), shared by every module.
  const std::shared_ptr<Scope>& builtins() const { return builtins_; }

  /// Counts one evaluation step against the budget.
  void step() {
    if (++steps_ > max_steps_) throw StepBudgetExceeded{max_steps_, program_line()};
  }

  /// Attaches a traceback line for the innermost frame to an escaping exception.
  void add_traceback(const Ref& exc, const Frame& frame, bool add_entry = true);
  /// Records that `exc` already has its entry for `frame` (a group that `except*` raises again
  /// with RERAISE, which adds none), so leaving the frame adds no second one.
  void traceback_recorded(const Ref& exc, const Frame& frame) { add_traceback(exc, frame, false); }

  /// Links a frame that outlives one call (a generator's) in as the innermost frame, counting
  /// it against the recursion limit (RecursionError when over); leave_frame unlinks it.
  void enter_frame(Frame& frame);
  void leave_frame(Frame& frame);

 private:
  friend class Evaluator;
  InterpreterOptions options_;
  // Every class the program creates lives until the run ends: instances refer to their class
  // by a plain pointer (CPython's heap-type instances hold a reference), so a class whose last
  // reference goes while an instance lives (`type("T", (tuple,), {})(...)`) must not be freed.
  // Declared first, so destroyed last, after every object of the run that could refer to them.
  std::vector<TypeRef> classes_;
  Interpreter* previous_ = nullptr;
  Frame* frame_ = nullptr;
  int depth_ = 0;
  int engine_recursion_limit_ = options_.recursion_limit;
  int requested_recursion_limit_ = options_.recursion_limit;
  std::int64_t steps_ = 0;
  std::int64_t max_steps_;
  std::shared_ptr<Scope> builtins_;
  Ref load_module(const std::string& name, const Ref& parent);
  /// Runs `module`'s body in `globals` (interpreter.cpp: the evaluator lives there).
  void run_module_body(const ast::Module& module, const std::shared_ptr<Scope>& globals);
  std::map<std::string, std::function<Ref()>> module_factories_;
  std::unordered_map<std::string_view, EmbeddedModule> module_sources_;
  std::vector<std::pair<std::string, std::string>> package_paths_;  // extend_package_path's
  std::shared_ptr<DictObject> modules_;
  std::vector<std::string> lines_;
  std::vector<std::shared_ptr<const ast::Module>> library_asts_;   // exec_library_module's code
  std::vector<std::shared_ptr<Scope>> library_globals_;
  // Argument vectors of finished calls, kept with their capacity: evaluating a call's arguments
  // allocates nothing.
  std::vector<std::vector<Ref>> arg_buffers_;
  void take_arg_buffer(std::vector<Ref>& args, std::size_t n) {
    if (!arg_buffers_.empty()) {
      args = std::move(arg_buffers_.back());
      arg_buffers_.pop_back();
    }
    if (args.capacity() < n) args.reserve(n < 6 ? 6 : n);
  }
  void give_arg_buffer(std::vector<Ref>& args) {
    args.clear();
    if (args.capacity() && arg_buffers_.size() < 64) arg_buffers_.push_back(std::move(args));
  }
  ControlFlowHooks* undefined_for_ = nullptr;  // the hooks undefined_type_ was asked of
  const TypeObject* undefined_type_ = nullptr;
  Ref traceback_last_exc_;                 // add_traceback's last entry: the exception and the frame
  const Frame* traceback_last_frame_ = nullptr;
};

/// The live dict of a dict-based block's namespace (a module's globals, a class body):
/// writes through it bind names, as the namespace dicts of those CPython frames do.
/// builtins.cpp.
Ref namespace_dict(Scope* scope);

/// The module globals of frame `f` (a class body runs with its module's). builtins.cpp.
Scope* frame_globals(Frame* f);

/// The exception an `except` block is handling now (sys.exception()), or null. interpreter.cpp.
Ref handled_exception();

/// Fills a new builtins scope (print, len, range, the exception types, ...). builtins.cpp.
void install_builtins(Interpreter& interp, Scope& builtins);

}  // namespace tfplay::py
