// __del__ (finalizer.h).
#include "core/python/finalizer.h"

#include <algorithm>
#include <deque>
#include <memory>
#include <unordered_set>
#include <vector>

#include "core/python/generator.h"
#include "core/python/interpreter.h"
#include "core/python/interpreter_activation.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/traceback.h"

namespace tfplay::py {

bool g_finalizers_pending = false;

namespace {

bool g_program_running = false;

/// The objects whose __del__ waits for the next safe point, oldest first (each held by the owner
/// finalize_before_destroy gave it).
std::deque<Ref>& pending() {
  static std::deque<Ref> objects;
  return objects;
}

/// Objects whose __del__ ran and that are still alive (it kept them, or the exit ran it): PEP 442
/// runs a finalizer once per object, so their destruction skips it.
std::unordered_set<const Object*>& finalized() {
  static std::unordered_set<const Object*> objects;
  return objects;
}

/// The instances with a __del__ made by the program, oldest first (track_finalizable). Freed ones
/// are dropped when the list doubles: an expired entry still holds the object's storage.
struct Tracked {
  std::vector<std::weak_ptr<Object>> instances;
  std::size_t compacted_size = 64;
};

Tracked& tracked() {
  static Tracked t;
  return t;
}

/// The interpreter of the run in progress, or null (an object freed while no program runs).
Interpreter* running_interpreter() {
  Interpreter* interp = exchange_current_interpreter(nullptr);
  exchange_current_interpreter(interp);
  return interp;
}

/// _PyErr_WriteUnraisableMsg's default hook (write_unraisable_exc_file): "Exception ignored in: "
/// and the object, the exception's own traceback as PyTraceBack_Print writes it (no chained
/// exceptions, no notes; at exit, its frames without their source lines), then "Type: value"
/// (the ": " written even when str(value) is empty).
void write_unraisable(Interpreter& interp, const Ref& del, const Ref& exc, bool at_exit) {
  if (!interp.write) return;
  std::string text = "Exception ignored in: " + repr(del) + "\n";
  const auto& entries = static_cast<ExceptionObject*>(exc.get())->traceback;
  if (!entries.empty()) {
    text += "Traceback (most recent call last):\n";
    if (!at_exit) {
      text += format_traceback_entries(entries, interp);
    } else {
      for (auto e = entries.rbegin(); e != entries.rend(); ++e)
        if (!is_hidden_entry(*e))
          text += "  File \"" + e->filename + "\", line " + std::to_string(e->line) + ", in " + e->name + "\n";
    }
  }
  std::string value;
  try {
    value = str(exc);
  } catch (PyError&) {
    value = "<exception str() failed>";
  }
  text += exception_type_name(exc->cls) + ": " + value + "\n";
  interp.write(text, true);
}

/// Calls `del` with `self`, reporting what it raises.
void call_finalizer(Interpreter& interp, Object* del, const Ref& self, bool at_exit) {
  try {
    call(del->self(), std::vector<Ref>{self});
  } catch (const PyError& e) {
    write_unraisable(interp, del->self(), e.exc, at_exit);
  }
}

/// _PyGen_Finalize: closes a generator suspended at a yield (GeneratorExit thrown in, so its
/// finally blocks and with exits run), reporting what the close raises with the generator as
/// the object the exception is ignored in. An exception without a traceback of its own (the
/// RuntimeError of a generator that yields again) gets the innermost frame's line, as
/// PyErr_WriteUnraisable gives it.
void close_generator(Interpreter& interp, const Ref& gen, bool at_exit) {
  try {
    generator_close(static_cast<GeneratorObject&>(*gen));
  } catch (const PyError& e) {
    auto* exc = static_cast<ExceptionObject*>(e.exc.get());
    if (exc->traceback.empty() && interp.frame()) interp.add_traceback(e.exc, *interp.frame());
    write_unraisable(interp, gen, e.exc, at_exit);
  }
}

}  // namespace

bool finalize_before_destroy(Object* o) noexcept {
  // Only while a program runs (every object freed passes here: one flag test): the interpreter's
  // teardown frees classes before their instances.
  if (!g_program_running) {
    if (!finalized().empty()) finalized().erase(o);
    return true;
  }
  TypeObject* cls = o->cls;
  if (!cls) return true;
  const bool generator = is_suspended_generator(o);
  if (!generator && cls->is_builtin) {
    if (!finalized().empty()) finalized().erase(o);  // a generator closed at exit
    return true;
  }
  if (finalized().erase(o)) return true;
  if (!generator && !cls->lookup("__del__"_name)) return true;
  // A new owner keeps `o` until its finalizer has run. When that owner (and any reference the
  // finalizer stored: a resurrection) goes, it destroys `o` and lets go of the original
  // allocation, which `storage` keeps meanwhile.
  try {
    std::weak_ptr<Object> storage = o->weak_from_this();
    Ref self(o, [storage](Object* p) mutable {
      finalized().erase(p);
      p->~Object();
      storage.reset();
    });
    finalized().insert(o);
    pending().push_back(std::move(self));
    g_finalizers_pending = true;
    return false;
  } catch (...) {  // out of memory for the queue: the object goes without its __del__
    finalized().erase(o);
    return true;
  }
}

void run_pending_finalizers() {
  static bool running = false;
  if (running) return;  // the outer loop runs what a __del__ frees
  Interpreter* interp = running_interpreter();
  if (!interp) return;
  running = true;
  try {
    while (!pending().empty()) {
      Ref self = std::move(pending().front());
      pending().pop_front();
      if (is_suspended_generator(self.get())) close_generator(*interp, self, false);
      else if (Object* del = self->cls->lookup("__del__"_name)) call_finalizer(*interp, del, self, false);
    }
  } catch (...) {
    running = false;
    g_finalizers_pending = !pending().empty();
    throw;  // an engine limit (steps, memory) ends the program as it would anywhere else
  }
  running = false;
  g_finalizers_pending = false;
}

void set_program_running(bool running) { g_program_running = running; }

bool has_finalizer(const TypeObject* cls) { return !cls->is_builtin && cls->lookup("__del__"_name); }

void track_finalizable(const std::shared_ptr<Object>& instance) {
  Tracked& t = tracked();
  if (t.instances.size() >= 2 * t.compacted_size) {
    std::erase_if(t.instances, [](const std::weak_ptr<Object>& w) { return w.expired(); });
    t.compacted_size = std::max<std::size_t>(64, t.instances.size());
  }
  t.instances.push_back(instance);
}

void finalize_at_exit() {
  run_pending_finalizers();  // what the last statement freed, first
  Tracked& t = tracked();
  Interpreter* interp = running_interpreter();
  // Instances made by __del__ calls below are left to be freed (and finalized) with the rest.
  std::vector<std::weak_ptr<Object>> instances = std::move(t.instances);
  t = Tracked{};
  if (!interp) return;
  for (const std::weak_ptr<Object>& w : instances) {
    Ref self = w.lock();
    if (!self || finalized().count(self.get())) continue;
    if (self->cls->is_builtin) {
      if (!is_suspended_generator(self.get())) continue;
      finalized().insert(self.get());  // a generator that yields again is not closed twice
      try {
        close_generator(*interp, self, true);
      } catch (...) {  // an engine limit reached inside the generator: the exit goes on
      }
      continue;
    }
    Object* del = self->cls->lookup("__del__"_name);
    if (!del) continue;
    finalized().insert(self.get());
    call_finalizer(*interp, del, self, true);  // an engine limit reached inside ends the exit
  }
}

}  // namespace tfplay::py
