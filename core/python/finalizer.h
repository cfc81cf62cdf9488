// __del__: CPython's tp_finalize for classes that define it (Objects/typeobject.c
// slot_tp_finalize, PEP 442), run when an instance's last reference goes.
#pragma once

#include <memory>

namespace tfplay::py {

struct Object;
struct TypeObject;

/// Called by the trashcan just before `o` is destroyed. A generator suspended at a yield is
/// closed first, as CPython's _PyGen_Finalize closes it (its finally blocks and with exits run;
/// what the close raises is reported as "Exception ignored in: <generator object ...>"). When `o`'s class is one the program
/// defines and has a __del__ that has not yet run for `o`, calls it with `o` as self. An
/// exception it raises is written to stderr as CPython's default sys.unraisablehook writes it
/// ("Exception ignored in: <function A.__del__ at 0x...>", then the traceback) and dropped.
/// Returns false when __del__ kept a new reference to `o` (resurrection, as PEP 442 allows): the
/// object then lives on under that reference, its __del__ never runs again, and the caller must
/// not destroy it. The caller keeps `o`'s storage alive while this runs (a weak reference).
bool finalize_before_destroy(Object* o) noexcept;

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
