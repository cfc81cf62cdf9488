// The generator type and the resumable executor for generator function bodies.
//
// The executor keeps the blocks it is inside as an explicit stack (Block below) instead of C++
// recursion, so it can stop at a yield and later continue exactly there. Statements without a
// yield run through the ordinary evaluator (FrameRunner::exec); only compound statements that
// contain a yield, and the yield statements themselves, are interpreted here.
#include "core/python/generator.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <unordered_map>
#include <vector>

#include "core/python/finalizer.h"
#include "core/python/function_attrs.h"
#include "core/python/object_id.h"
#include "core/python/pattern_match.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/set_order.h"
#include "core/python/traceback_object.h"

namespace tfplay::py {

namespace {

// ----- which statements contain a yield -----------------------------------------------------------

bool expr_has_yield(const ast::Expr* e) {
  if (!e) return false;
  switch (e->kind) {
    case ast::ExprKind::Yield:
    case ast::ExprKind::YieldFrom:
      return true;
    case ast::ExprKind::Lambda:
      return false;  // its own code
    default:
      break;
  }
  if (expr_has_yield(e->left.get()) || expr_has_yield(e->right.get()) || expr_has_yield(e->third.get())) return true;
  for (const auto& x : e->elts)
    if (expr_has_yield(x.get())) return true;
  for (const auto& x : e->keys)
    if (expr_has_yield(x.get())) return true;
  for (const auto& k : e->keywords)
    if (expr_has_yield(k.value.get())) return true;
  for (const auto& g : e->generators) {
    if (expr_has_yield(g.iter.get())) return true;
    for (const auto& c : g.ifs)
      if (expr_has_yield(c.get())) return true;
  }
  return false;
}

bool block_has_yield(const ast::StmtList& body);

bool stmt_has_yield(const ast::Stmt& s) {
  if (s.kind == ast::StmtKind::FunctionDef || s.kind == ast::StmtKind::ClassDef) {
    for (const auto& d : s.decorator_list)
      if (expr_has_yield(d.get())) return true;
    return false;  // the body is another code object
  }
  for (const ast::Expr* e : {s.value.get(), s.target.get(), s.test.get(), s.iter.get(), s.exc.get(), s.cause.get(), s.msg.get()})
    if (expr_has_yield(e)) return true;
  for (const auto& t : s.targets)
    if (expr_has_yield(t.get())) return true;
  for (const auto& item : s.items)
    if (expr_has_yield(item.context_expr.get())) return true;
  for (const auto& h : s.handlers)
    if (expr_has_yield(h.type.get()) || block_has_yield(h.body)) return true;
  for (const auto& c : s.cases)
    if (expr_has_yield(c.guard.get()) || block_has_yield(c.body)) return true;
  return block_has_yield(s.body) || block_has_yield(s.orelse) || block_has_yield(s.finalbody);
}

bool block_has_yield(const ast::StmtList& body) {
  for (const auto& s : body)
    if (stmt_has_yield(*s)) return true;
  return false;
}

/// Whether a statement (outside nested defs) contains a yield. Not memoized by address across
/// generators: ASTs of different runs can reuse the same addresses (FunctionGenerator keeps
/// its own answers, its body's AST outliving it).
bool has_yield(const ast::Stmt& s) { return stmt_has_yield(s); }

bool is_yield(const ast::Expr* e) {
  return e && (e->kind == ast::ExprKind::Yield || e->kind == ast::ExprKind::YieldFrom);
}

[[noreturn]] void unsupported_yield() {
  raise(E().NotImplementedError,
        "tfplay runs `yield` as a statement, as the value of an assignment (x = yield ...) or as "
        "`yield from`; move this yield into its own statement");
}

// ----- the executor ------------------------------------------------------------------------------

/// One block the executor is inside.
struct Block {
  enum class Kind { Body, If, WhileBody, ForBody, LoopElse, TryBody, TryHandler, TryElse, TryFinally, With };
  Block(Kind k, const ast::Stmt* s, const ast::StmtList* l) : kind(k), stmt(s), list(l) {}
  Kind kind;
  const ast::Stmt* stmt;        // the compound statement (null for the function body)
  const ast::StmtList* list;    // the statements of this block
  std::size_t index = 0;        // the next statement to run
  Ref iterator;                 // ForBody: the loop's iterator
  Ref exit;                     // With: the bound __exit__
  Ref handled;                  // TryHandler: the exception being handled
  const ast::ExceptHandler* handler = nullptr;
  // TryFinally: what to do after the finally block (re-raise, or finish a return/break/continue).
  Ref pending_exc;
  BlockExit pending_flow = BlockExit::Normal;
};

/// What the generator is suspended at: the statement whose yield must receive the sent value.
struct YieldPoint {
  const ast::Stmt* stmt = nullptr;
  Ref delegate;  // yield from: the iterator being delegated to
};

class FunctionGenerator : public Resumable {
 public:
  FunctionGenerator(const ast::StmtList& body, std::unique_ptr<FrameRunner> runner) : runner_(std::move(runner)) {
    blocks_.push_back(Block{Block::Kind::Body, nullptr, &body});
  }

  Frame& frame() override { return runner_->frame(); }
  Ref yield_from() const override { return yield_.delegate; }

  Ref resume(const Ref& sent, const Ref& thrown, Ref& result) override {
    // Re-enter the exception handlers (and finally blocks run for an exception) the generator
    // was suspended in; leave them again when it suspends or ends.
    for (const Block& b : blocks_)
      if (const Ref* h = handled_by(b)) runner_->push_handled(*h);
    struct Unhandle {
      FunctionGenerator& g;
      ~Unhandle() {
        for (const Block& b : g.blocks_)
          if (handled_by(b)) g.runner_->pop_handled();
      }
    } unhandle{*this};
    Ref pending = thrown;
    if (yield_.stmt) {
      YieldPoint at = yield_;
      yield_ = {};
      try {
        if (Ref v = finish_yield(at, sent, pending)) return v;
      } catch (PyError& err) {
        pending = err.exc;
        // gen_send_ex2's _PyErr_ChainStackItem: what g.throw() raises in the frame (the thrown
        // exception, or what a delegate's throw let out) takes the exception this generator is
        // handling as __context__; a generator handling none leaves it alone. close()'s
        // GeneratorExit is left unchained: it is swallowed, and with a context the handled
        // exception outlived the generator (test_exceptions.test_generator_close_cleanup_exc_state).
        if (thrown && handles_exception() && !isinstance(thrown.get(), E().GeneratorExit)) runner_->chain_raised(pending);
      }
    } else if (thrown) {
      pending = thrown;
    }
    Ref escaped;
    for (;;) {
      try {
        if (pending) {
          Ref exc = pending;
          pending = nullptr;
          Interpreter::current().add_traceback(exc, runner_->frame());
          if (unwind_exception(exc)) {
            escaped = exc;
            break;
          }
        }
        return run(result);
      } catch (PyError& err) {
        pending = err.exc;
      }
    }
    throw PyError{escaped};
  }

  // Whether the generator was suspended inside an except (or an exception's finally) block.
  bool handles_exception() const {
    return std::any_of(blocks_.begin(), blocks_.end(), [](const Block& b) { return handled_by(b) != nullptr; });
  }

  // The exception a block keeps "being handled" (sys.exc_info) while it runs, if any.
  static const Ref* handled_by(const Block& b) {
    if (b.kind == Block::Kind::TryHandler) return &b.handled;
    if (b.kind == Block::Kind::TryFinally && b.pending_exc) return &b.pending_exc;
    return nullptr;
  }

 private:
  // Completes the yield the generator is suspended at with the sent value (or the thrown
  // exception). Returns a value when a `yield from` delegate yields again.
  Ref finish_yield(const YieldPoint& at, const Ref& sent, Ref& thrown) {
    const ast::Stmt& s = *at.stmt;
    runner_->at(s);
    Ref value = sent;
    if (at.delegate) {
      Ref result;
      Ref next_value = delegate_step(at.delegate, sent, thrown, result);
      thrown = nullptr;
      if (next_value) {
        yield_ = at;
        return next_value;
      }
      value = result;
    } else if (thrown) {
      Ref exc = thrown;
      thrown = nullptr;
      throw PyError{exc};
    }
    bind_yield_value(s, value);
    return nullptr;
  }

  void bind_yield_value(const ast::Stmt& s, const Ref& value) {
    if (s.kind == ast::StmtKind::Assign) {
      for (const auto& t : s.targets) runner_->assign(*t, value);
    } else if (s.kind == ast::StmtKind::AnnAssign) {
      runner_->assign(*s.target, value);
    }
  }

  // One step of `yield from`: sends (or throws) into the delegate. Returns its next value, or
  // nullptr when it finished (`result` = its return value).
  Ref delegate_step(const Ref& it, const Ref& sent, const Ref& thrown, Ref& result) {
    result = None();
    try {
      if (thrown) {
        if (it->cls == generator_type()) {
          return generator_resume(static_cast<GeneratorObject&>(*it), None(), thrown, result);
        }
        Ref throw_method = getattr_opt(it, "throw");
        if (!throw_method) throw PyError{thrown};
        return call(throw_method, std::vector<Ref>{thrown});
      }
      if (it->cls == generator_type())
        return generator_resume(static_cast<GeneratorObject&>(*it), sent, nullptr, result);
      if (is_none(sent.get())) return next(it);
      return call_method(it, "send", {sent});
    } catch (PyError& err) {
      if (!isinstance(err.exc.get(), E().StopIteration)) throw;
      auto* e = static_cast<ExceptionObject*>(err.exc.get());
      result = e->args.empty() ? None() : e->args[0];
      return nullptr;
    }
  }

  // Starts `yield` / `yield from` in statement `s` whose value is `y`. Returns the yielded
  // value, or nullptr when a `yield from` delegate was already exhausted.
  Ref start_yield(const ast::Stmt& s, const ast::Expr& y) {
    if (y.kind == ast::ExprKind::Yield) {
      Ref v = y.left ? runner_->eval(*y.left) : None();
      yield_ = {&s, nullptr};
      return v;
    }
    Ref it = iter(runner_->eval(*y.left));
    Ref result;
    Ref v = delegate_step(it, None(), nullptr, result);
    if (v) {
      yield_ = {&s, it};
      return v;
    }
    runner_->at(s);
    bind_yield_value(s, result);
    return nullptr;
  }

  // Runs until the next yield (its value) or the end of the body (nullptr, `result` set).
  Ref run(Ref& result) {
    Interpreter& in = Interpreter::current();
    for (;;) {
      Block& top = blocks_.back();
      if (top.index >= top.list->size()) {
        if (end_of_block(result)) return nullptr;
        continue;
      }
      const ast::Stmt& s = *(*top.list)[top.index++];
      if (!yields(s)) {
        BlockExit flow = runner_->exec(s);
        if (flow != BlockExit::Normal && unwind_flow(flow, result)) return nullptr;
        continue;
      }
      in.step();
      runner_->at(s);
      switch (s.kind) {
        case ast::StmtKind::Expr:
        case ast::StmtKind::Assign:
        case ast::StmtKind::AnnAssign: {
          const ast::Expr* y = s.value.get();
          bool targets_plain = true;
          for (const auto& t : s.targets) targets_plain = targets_plain && !expr_has_yield(t.get());
          if (!is_yield(y) || expr_has_yield(y->left.get()) || !targets_plain) unsupported_yield();
          if (Ref v = start_yield(s, *y)) return v;
          break;
        }
        case ast::StmtKind::If: {
          if (expr_has_yield(s.test.get())) unsupported_yield();
          bool test = truthy(runner_->eval(*s.test));
          push(Block::Kind::If, s, test ? &s.body : &s.orelse);
          break;
        }
        case ast::StmtKind::While:
          if (expr_has_yield(s.test.get())) unsupported_yield();
          if (truthy(runner_->eval(*s.test))) push(Block::Kind::WhileBody, s, &s.body);
          else push(Block::Kind::LoopElse, s, &s.orelse);
          break;
        case ast::StmtKind::For: {
          if (expr_has_yield(s.iter.get())) unsupported_yield();
          Ref it = iter(loop_iterable(*s.iter, [this](const ast::Expr& e) { return runner_->eval(e); }));
          if (Ref item = next(it)) {
            push(Block::Kind::ForBody, s, &s.body).iterator = it;
            runner_->assign(*s.target, item);
          } else {
            push(Block::Kind::LoopElse, s, &s.orelse);
          }
          break;
        }
        case ast::StmtKind::Try:
          if (s.star) raise(E().NotImplementedError, "tfplay does not support yield inside a try statement with except* clauses");
          push(Block::Kind::TryBody, s, &s.body);
          break;
        case ast::StmtKind::Match: {
          // The case is chosen as in the evaluator; only its body may yield.
          if (expr_has_yield(s.value.get())) unsupported_yield();
          for (const auto& c : s.cases)
            if (expr_has_yield(c.guard.get())) unsupported_yield();
          Ref subject = runner_->eval(*s.value);
          auto evaluate = [this](const ast::Expr& e) { return runner_->eval(e); };
          PatternMatcher matcher(evaluate, runner_->frame());
          const ast::StmtList* body = select_case(
              s, matcher, subject, [this](const std::string& n, const Ref& v) { runner_->bind(n, v); }, evaluate);
          if (body) push(Block::Kind::If, s, body);
          break;
        }
        case ast::StmtKind::With:
          enter_with(s, 0);
          break;
        default:
          unsupported_yield();
      }
    }
  }

  // has_yield(s), remembered in a small direct-mapped table: a loop's statements are met again
  // on every iteration, and has_yield walks the whole statement (no allocation for the many
  // generators that run a few statements once).
  bool yields(const ast::Stmt& s) {
    const std::uint64_t key = reinterpret_cast<std::uintptr_t>(&s) * 0x9E3779B97F4A7C15ull;  // Fibonacci hashing
    YieldMemo& slot = yields_[key >> 60];
    if (slot.stmt != &s) slot = {&s, has_yield(s)};
    return slot.answer;
  }

  Block& push(Block::Kind kind, const ast::Stmt& s, const ast::StmtList* list) {
    blocks_.push_back(Block{kind, &s, list});
    return blocks_.back();
  }

  // Enters item `i` of a with statement; the last item's block runs the body, earlier items'
  // blocks only hold their __exit__ (their list is already done when the inner block pops).
  void enter_with(const ast::Stmt& s, std::size_t i) {
    for (; i < s.items.size(); ++i) {
      const ast::WithItem& item = s.items[i];
      if (expr_has_yield(item.context_expr.get())) unsupported_yield();
      Ref exit;
      Ref value = enter_context(runner_->eval(*item.context_expr), exit);
      Block& b = push(Block::Kind::With, s, &s.body);
      b.exit = exit;
      if (i + 1 < s.items.size()) b.index = s.body.size();
      if (item.optional_vars) runner_->assign(*item.optional_vars, value);
    }
  }

  void leave_handler(Block& b) {
    runner_->pop_handled();
    if (!b.handler->name.empty()) runner_->bind(b.handler->name, nullptr);
  }

  // Replaces the try block `b` (body, handler or else done) by its finally block, if any.
  // Returns false when there is none.
  bool enter_finally(Block& b, Ref exc, BlockExit flow) {
    if (b.stmt->finalbody.empty()) return false;
    const ast::Stmt* s = b.stmt;
    blocks_.pop_back();
    Block& f = push(Block::Kind::TryFinally, *s, &s->finalbody);
    f.pending_exc = std::move(exc);
    f.pending_flow = flow;
    if (f.pending_exc) runner_->push_handled(f.pending_exc);
    return true;
  }

  // The block on top ran to its end. Returns true when the generator's body ended.
  bool end_of_block(Ref& result) {
    Block& b = blocks_.back();
    const ast::Stmt* s = b.stmt;
    switch (b.kind) {
      case Block::Kind::Body:
        result = None();
        blocks_.clear();
        return true;
      case Block::Kind::If:
      case Block::Kind::LoopElse:
        blocks_.pop_back();
        return false;
      case Block::Kind::WhileBody:
        runner_->at(*s);
        Interpreter::current().step();
        if (truthy(runner_->eval(*s->test))) {
          b.index = 0;
        } else {
          blocks_.pop_back();
          push(Block::Kind::LoopElse, *s, &s->orelse);
        }
        return false;
      case Block::Kind::ForBody: {
        runner_->at(*s);
        Interpreter::current().step();
        if (Ref item = next(b.iterator)) {
          b.index = 0;
          runner_->assign(*s->target, item);
        } else {
          blocks_.pop_back();
          push(Block::Kind::LoopElse, *s, &s->orelse);
        }
        return false;
      }
      case Block::Kind::TryBody:
        if (!s->orelse.empty()) {
          blocks_.pop_back();
          push(Block::Kind::TryElse, *s, &s->orelse);
        } else if (!enter_finally(b, nullptr, BlockExit::Normal)) {
          blocks_.pop_back();
        }
        return false;
      case Block::Kind::TryHandler:
      case Block::Kind::TryElse:
        if (b.kind == Block::Kind::TryHandler) leave_handler(b);
        if (!enter_finally(b, nullptr, BlockExit::Normal)) blocks_.pop_back();
        return false;
      case Block::Kind::TryFinally: {
        Ref exc = b.pending_exc;
        BlockExit flow = b.pending_flow;
        if (exc) runner_->pop_handled();
        blocks_.pop_back();
        if (exc) throw PyError{exc};
        if (flow != BlockExit::Normal) return unwind_flow(flow, result);
        return false;
      }
      case Block::Kind::With: {
        Ref exit = b.exit;
        blocks_.pop_back();
        call(exit, std::vector<Ref>{None(), None(), None()});
        return false;
      }
    }
    return false;
  }

  // return / break / continue from a statement of the top block: leaves blocks up to the loop
  // (or the function), running finally blocks and __exit__ on the way. Returns true when the
  // generator returned.
  bool unwind_flow(BlockExit flow, Ref& result) {
    for (;;) {
      Block& b = blocks_.back();
      switch (b.kind) {
        case Block::Kind::Body:
          result = flow == BlockExit::Return ? runner_->return_value() : None();
          blocks_.clear();
          return true;
        case Block::Kind::WhileBody:
        case Block::Kind::ForBody:
          if (flow == BlockExit::Break) {
            blocks_.pop_back();
            return false;
          }
          if (flow == BlockExit::Continue) {
            b.index = b.list->size();  // end_of_block starts the next iteration
            return false;
          }
          blocks_.pop_back();
          break;
        case Block::Kind::TryBody:
        case Block::Kind::TryElse:
        case Block::Kind::TryHandler:
          if (b.kind == Block::Kind::TryHandler) leave_handler(b);
          if (enter_finally(b, nullptr, flow)) return false;
          blocks_.pop_back();
          break;
        case Block::Kind::TryFinally:
          if (b.pending_exc) runner_->pop_handled();
          blocks_.pop_back();  // a return/break in finally discards what was pending
          break;
        case Block::Kind::With: {
          Ref exit = b.exit;
          blocks_.pop_back();
          call(exit, std::vector<Ref>{None(), None(), None()});
          break;
        }
        default:
          blocks_.pop_back();
          break;
      }
    }
  }

  // Matches an except clause's type expression against `exc` (as the evaluator's try does).
  bool handler_matches(const ast::ExceptHandler& h, const Ref& exc) {
    if (!h.type) return true;
    return exception_matches(exc, runner_->eval(*h.type));
  }

  // An exception raised in the top block: finds the handler, finally or with that deals with
  // it. Returns true when none does and it escapes the generator.
  bool unwind_exception(Ref exc) {
    for (;;) {
      Block& b = blocks_.back();
      switch (b.kind) {
        case Block::Kind::Body:
          blocks_.clear();
          return true;
        case Block::Kind::TryBody: {
          const ast::Stmt* s = b.stmt;
          const ast::ExceptHandler* match = nullptr;
          try {
            for (const auto& h : s->handlers)
              if (handler_matches(h, exc)) {
                match = &h;
                break;
              }
          } catch (PyError& err) {
            blocks_.pop_back();
            runner_->attach_context(err.exc);
            exc = err.exc;
            continue;
          }
          if (match) {
            blocks_.pop_back();
            Block& hb = push(Block::Kind::TryHandler, *s, &match->body);
            hb.handled = exc;
            hb.handler = match;
            runner_->push_handled(exc);
            if (!match->name.empty()) runner_->bind(match->name, exc);
            return false;
          }
          if (enter_finally(b, exc, BlockExit::Normal)) return false;
          blocks_.pop_back();
          break;
        }
        case Block::Kind::TryHandler:
        case Block::Kind::TryElse:
          if (b.kind == Block::Kind::TryHandler) leave_handler(b);
          if (enter_finally(b, exc, BlockExit::Normal)) return false;
          blocks_.pop_back();
          break;
        case Block::Kind::TryFinally:
          if (b.pending_exc) runner_->pop_handled();
          blocks_.pop_back();
          break;
        case Block::Kind::With: {
          Ref exit = b.exit;
          blocks_.pop_back();
          Ref suppress;
          runner_->push_handled(exc);
          try {
            suppress = call(exit, exit_arguments(exc));
          } catch (...) {
            runner_->pop_handled();
            throw;
          }
          runner_->pop_handled();
          if (truthy(suppress)) return false;
          break;
        }
        default:
          blocks_.pop_back();
          break;
      }
    }
  }

  std::unique_ptr<FrameRunner> runner_;
  std::vector<Block> blocks_;
  YieldPoint yield_;
  struct YieldMemo {
    const ast::Stmt* stmt = nullptr;
    bool answer = false;
  };
  std::array<YieldMemo, 16> yields_{};  // yields()'s recent answers
};

std::string address(const Object* p) { return address_text(p); }

GeneratorObject& self_gen(CallArgs& a) { return static_cast<GeneratorObject&>(*a.args.at(0)); }

// next(g) / g.send(v) / g.throw(e): the next value or StopIteration(return value).
Ref send_or_stop(GeneratorObject& g, const Ref& sent, const Ref& thrown) {
  Ref result;
  Ref v = generator_resume(g, sent, thrown, result);
  if (v) return v;
  auto stop = make_object<ExceptionObject>(E().StopIteration);
  if (result && !is_none(result.get())) stop->args.push_back(result);
  throw PyError{stop};
}

// The exception instance g.throw(type_or_value[, value]) raises.
Ref exception_to_throw(CallArgs& a) {
  if (a.args.size() < 2) raise_type_error("throw expected at least 1 argument, got 0");
  Ref v = a.args[1];
  if ((v->cls == T().type || v->cls->is_subtype_of(T().type)) &&
      static_cast<TypeObject*>(v.get())->is_subtype_of(E().BaseException)) {
    std::vector<Ref> args;
    if (a.args.size() > 2 && !is_none(a.args[2].get())) args.push_back(a.args[2]);
    Ref made = call(v, std::move(args));
    // _PyErr_CreateException: a __new__ may return anything; the TypeError it makes instead is
    // what PyErr_NormalizeException leaves, and _gen_throw throws that into the generator.
    if (made->cls->layout != Layout::Exception)
      return make_exception(E().TypeError, "calling " + repr(v) + " should have returned an instance of BaseException, not " +
                                               made->cls->name);
    return made;
  }
  if (v->cls->layout != Layout::Exception)
    raise_type_error("exceptions must be classes or instances deriving from BaseException, not " + type_name(v.get()));
  return v;
}

}  // namespace

TypeObject* generator_type() {
  static TypeObject* t = [] {
    TypeObject* type = make_native_type("generator");
    add_method(type, "__iter__", +[](CallArgs& a) { return a.args.at(0); });
    add_method(type, "__next__", +[](CallArgs& a) { return send_or_stop(self_gen(a), None(), nullptr); });
    // gen_getsets: the generator's function's names, and whether it runs.
    add_property(type, "__name__", +[](Ref self) { return Str(static_cast<GeneratorObject*>(self.get())->name); });
    add_property(type, "__qualname__", +[](Ref self) { return Str(static_cast<GeneratorObject*>(self.get())->qualname); });
    add_property(type, "gi_running", +[](Ref self) {
      return Bool(static_cast<GeneratorObject*>(self.get())->state == GeneratorObject::State::Running);
    });
    // gi_suspended (3.11): paused at a yield, neither new, running nor finished.
    add_property(type, "gi_suspended", +[](Ref self) {
      return Bool(static_cast<GeneratorObject*>(self.get())->state == GeneratorObject::State::Suspended);
    });
    // gi_code: the generator function's code object (a generator expression's code is not
    // one tfplay makes); gi_yieldfrom: the iterator a suspended `yield from` delegates to;
    // gi_frame: None once finished, as CPython's (tfplay has no frame objects before).
    add_property(type, "gi_code", +[](Ref self) -> Ref {
      FunctionObject* fn = static_cast<GeneratorObject*>(self.get())->code->frame().function;
      if (!fn)
        raise(E().NotImplementedError, "generator.gi_code of a generator expression is not available in tfplay");
      return function_attribute(fn, "__code__");
    });
    add_property(type, "gi_yieldfrom", +[](Ref self) -> Ref {
      auto* g = static_cast<GeneratorObject*>(self.get());
      Ref delegate = g->state == GeneratorObject::State::Done ? nullptr : g->code->yield_from();
      return delegate ? delegate : None();
    });
    add_property(type, "gi_frame", +[](Ref self) -> Ref {
      if (static_cast<GeneratorObject*>(self.get())->state == GeneratorObject::State::Done) return None();
      raise(E().NotImplementedError, "generator.gi_frame is not available in tfplay: it has no frame objects");
    });
    add_method(type, "send", +[](CallArgs& a) -> Ref {
      if (a.args.size() != 2) raise_type_error("generator.send() takes exactly one argument (" + std::to_string(a.args.size() - 1) + " given)");
      GeneratorObject& g = self_gen(a);
      if (g.state == GeneratorObject::State::Created && !is_none(a.args[1].get()))
        raise_type_error("can't send non-None value to a just-started generator");
      return send_or_stop(g, a.args[1], nullptr);
    });
    add_method(type, "throw", +[](CallArgs& a) { return send_or_stop(self_gen(a), None(), exception_to_throw(a)); });
    add_method(type, "close", +[](CallArgs& a) -> Ref {
      generator_close(self_gen(a));
      return None();
    });
    add_method(type, "__repr__", +[](CallArgs& a) {
      GeneratorObject& g = self_gen(a);
      return Str("<generator object " + g.qualname + " at " + address(&g) + ">");
    });
    return type;
  }();
  return t;
}

Ref make_generator(std::unique_ptr<Resumable> code, const std::string& name, const std::string& qualname) {
  return make_object<GeneratorObject>(generator_type(), std::move(code), name, qualname);
}

Ref make_function_generator(const ast::StmtList& body, std::unique_ptr<FrameRunner> runner,
                            const std::string& name, const std::string& qualname) {
  Ref g = make_generator(std::make_unique<FunctionGenerator>(body, std::move(runner)), name, qualname);
  track_finalizable(g);  // closed at exit, in creation order with the instances that have __del__
  return g;
}

void generator_close(GeneratorObject& g) {
  if (g.state == GeneratorObject::State::Created || g.state == GeneratorObject::State::Done) {
    g.state = GeneratorObject::State::Done;
    return;
  }
  Ref result;
  Ref v;
  try {
    v = generator_resume(g, None(), make_exception(E().GeneratorExit, ""), result);
  } catch (PyError& err) {
    if (!isinstance(err.exc.get(), E().GeneratorExit) && !isinstance(err.exc.get(), E().StopIteration)) throw;
  }
  if (v) raise(E().RuntimeError, "generator ignored GeneratorExit");
}

bool is_suspended_generator(const Object* o) {
  return o->cls == generator_type() && static_cast<const GeneratorObject*>(o)->state == GeneratorObject::State::Suspended;
}

Ref generator_resume(GeneratorObject& g, const Ref& sent, const Ref& thrown, Ref& result) {
  using State = GeneratorObject::State;
  if (g.state == State::Running) raise_value_error("generator already executing");
  if (g.state == State::Done) {
    if (thrown) throw PyError{thrown};
    result = None();
    return nullptr;
  }
  if (g.state == State::Created && thrown) {
    // Throwing into a generator that never started raises at its first line, and ends it.
    g.state = State::Done;
    throw PyError{thrown};
  }
  Interpreter& in = Interpreter::current();
  g.state = State::Running;
  Ref keep = g.self();  // the generator must outlive its own frame's run
  Frame& frame = g.code->frame();
  try {
    in.enter_frame(frame);
  } catch (PyError&) {
    g.state = State::Suspended;
    throw;
  }
  struct Leave {
    Interpreter& in;
    Frame& frame;
    ~Leave() { in.leave_frame(frame); }
  } leave{in, frame};
  try {
    Ref v = g.code->resume(sent ? sent : None(), thrown, result);
    g.state = v ? State::Suspended : State::Done;
    return v;
  } catch (PyError& err) {
    g.state = State::Done;
    Ref exc = err.exc;
    in.add_traceback(exc, frame);
    // PEP 479: a StopIteration escaping a generator's code becomes a RuntimeError.
    if (isinstance(exc.get(), E().StopIteration)) {
      Ref wrapped = make_exception(E().RuntimeError, "generator raised StopIteration");
      auto* w = static_cast<ExceptionObject*>(wrapped.get());
      w->cause = exc;
      w->context = exc;
      w->suppress_context = true;
      throw PyError{wrapped};
    }
    throw;
  }
}

}  // namespace tfplay::py
