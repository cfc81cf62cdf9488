// __del__: CPython's tp_finalize for classes that define it (Objects/typeobject.c
// slot_tp_finalize, PEP 442), run when an instance's last reference goes.
#pragma once

#include <memory>

namespace tfplay::py {

struct Object;
struct TypeObject;

/// Called by the trashcan just before `o` is destroyed. When `o` is a generator suspended at a
/// yield, or an instance of a class the program defines with a __del__ that has not yet run for
/// it, keeps `o` alive and queues it: at the next safe point (run_pending_finalizers) the
/// generator is closed as CPython's _PyGen_Finalize closes it (its finally blocks and with exits
/// run) or the __del__ runs, never inside the operation that freed it, which may be halfway
/// through changing the list or dict that held it (CPython's containers finish their change
/// before the decref). Returns false for a queued object, which the caller must then not
/// destroy; its new owner destroys it once its finalizer has run and nothing else holds it (a
/// finalizer that stored it resurrects it, as PEP 442 allows, and it never runs again). The
/// caller keeps `o`'s storage alive while this runs (a weak reference).
bool finalize_before_destroy(Object* o) noexcept;

/// Whether finalizers are queued (read on the interpreter's hot paths).
extern bool g_finalizers_pending;

/// Runs the queued __del__ methods, in the order their objects died (and those of what they free
/// in turn). Safe points call it: the start of each statement and the end of each call. An
/// exception a __del__ raises is written to stderr as CPython's default sys.unraisablehook
/// writes it ("Exception ignored in: <function A.__del__ at 0x...>", then the traceback) and
/// dropped.
void run_pending_finalizers();

/// Whether a program is running (the session sets it around a run): __del__ runs only then.
void set_program_running(bool running);

/// Whether instances of `cls` have a __del__ to run (a class the program defines, or one that
/// inherits one).
bool has_finalizer(const TypeObject* cls);

/// Records a new instance of a class with a __del__, or a new generator, for finalize_at_exit.
void track_finalizable(const std::shared_ptr<Object>& instance);

/// What CPython does with the program's objects when it exits (Py_FinalizeEx: the garbage
/// collector finds everything unreachable once sys.modules is cleared, and runs every finalizer
/// before it frees anything): the __del__ of every instance still alive, in the order the
/// instances were made, while all globals are still bound. Exceptions are reported as
/// finalize_before_destroy does, but without source lines: CPython can no longer read the
/// script's file at that point. Each finalized object skips __del__ when it is freed afterwards.
void finalize_at_exit();

}  // namespace tfplay::py
