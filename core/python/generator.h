// Generators: objects whose code runs lazily, one `next()` / `send()` at a time.
//
// The evaluator is recursive C++ and must run under Emscripten without threads or asyncify,
// so a generator cannot keep a suspended native stack. Instead a generator function's body is
// run by a resumable executor (generator.cpp) that keeps an explicit stack of the blocks it is
// inside (if / while / for / try / with) and runs every statement that contains no `yield`
// through the ordinary evaluator. `yield` is therefore supported where learners write it: as
// a statement (`yield x`), as an assignment's value (`x = yield y`, `a, b = yield`) and as
// `yield from`, at any depth of compound statements. Generator expressions are a second kind
// of resumable body (interpreter.cpp); both share the `generator` type.
#pragma once

#include <memory>
#include <string>

#include "core/python/interpreter.h"

namespace tfplay::py {

/// What the resumable executor needs from the evaluator of the generator's frame.
/// interpreter.cpp implements it over its Evaluator.
class FrameRunner {
 public:
  virtual ~FrameRunner() = default;
  /// Runs one statement that contains no yield.
  virtual BlockExit exec(const ast::Stmt& s) = 0;
  virtual Ref eval(const ast::Expr& e) = 0;
  virtual void assign(const ast::Expr& target, const Ref& value) = 0;
  /// Binds `name` in the frame's scope; nullptr unbinds it.
  virtual void bind(const std::string& name, const Ref& value) = 0;
  /// The value of the `return` that ended a statement with BlockExit::Return.
  virtual Ref return_value() = 0;
  /// Points tracebacks and the current line at `s`.
  virtual void at(const ast::Stmt& s) = 0;
  virtual Frame& frame() = 0;
  /// The handled-exception stack (what a bare `raise` re-raises and what becomes __context__).
  virtual void push_handled(const Ref& exc) = 0;
  virtual void pop_handled() = 0;
  virtual void attach_context(const Ref& exc) = 0;
  /// A raise's chaining (_PyErr_SetObject): the exception being handled becomes its __context__.
  virtual void chain_raised(const Ref& exc) = 0;
};

/// The code of a generator, resumed by GeneratorObject. `resume` runs until the next yield
/// (returning the yielded value) or until the code ends (returning nullptr with `result` set
/// to the return value). Exceptions propagate as PyError.
class Resumable {
 public:
  virtual ~Resumable() = default;
  /// `sent` is the value of the yield expression being resumed (None for next()); when
  /// `thrown` is set, it is raised at the yield point instead.
  virtual Ref resume(const Ref& sent, const Ref& thrown, Ref& result) = 0;
  virtual Frame& frame() = 0;
  /// The iterator a `yield from` the code is suspended in delegates to (gi_yieldfrom), else null.
  virtual Ref yield_from() const { return nullptr; }
};

struct GeneratorObject : Object {
  enum class State { Created, Suspended, Running, Done };
  std::unique_ptr<Resumable> code;
  std::string name;
  std::string qualname;
  State state = State::Created;
  GeneratorObject(TypeObject* type, std::unique_ptr<Resumable> c, std::string n, std::string q)
      : Object(type), code(std::move(c)), name(std::move(n)), qualname(std::move(q)) {}
};

/// The `generator` type (created on first use).
TypeObject* generator_type();

/// A generator running `body` (a def whose body contains yield) with `runner`'s frame.
Ref make_function_generator(const ast::StmtList& body, std::unique_ptr<FrameRunner> runner,
                            const std::string& name, const std::string& qualname);

/// A generator over any resumable code (generator expressions).
Ref make_generator(std::unique_ptr<Resumable> code, const std::string& name, const std::string& qualname);

/// gen_close: throws GeneratorExit into a generator suspended at a yield so its finally blocks
/// and with exits run (a new or finished one is just marked finished). Raises what the
/// generator raises other than GeneratorExit / StopIteration, and RuntimeError("generator
/// ignored GeneratorExit") when it yields again.
void generator_close(GeneratorObject& g);

/// Whether `o` is a generator suspended at a yield (its destruction must close it first).
bool is_suspended_generator(const Object* o);

/// Resumes a generator: the next value, or nullptr when it finished (`result` then holds its
/// return value). Used by next(), send(), for loops and yield from.
Ref generator_resume(GeneratorObject& g, const Ref& sent, const Ref& thrown, Ref& result);

}  // namespace tfplay::py
