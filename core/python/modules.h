// The standard-library modules tfplay provides (sys, math, time, importlib and the modules written
// in Python); others raise ModuleNotFoundError.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/python/embedded_module.h"
#include "core/python/object.h"

namespace tfplay::py {

class Interpreter;

/// Registers the standard-library modules with the interpreter's import system.
void register_standard_modules(Interpreter& interp);

/// The math module (math_module.cpp), CPython 3.12's Modules/mathmodule.c.
Ref build_math_module();

/// _abc, which holds abc.ABCMeta (abc_module.cpp), CPython 3.12's Modules/_abc.c.
Ref build_abc_module();

inline constexpr int kTpFlagsSequence = 1 << 5;  // Py_TPFLAGS_SEQUENCE
inline constexpr int kTpFlagsMapping = 1 << 6;   // Py_TPFLAGS_MAPPING
/// The Py_TPFLAGS_SEQUENCE / Py_TPFLAGS_MAPPING bits ABCs gave a class (collections.abc's
/// Sequence and Mapping, their subclasses, the classes registered with them), or 0.
int collection_flags(const TypeObject* type);

/// _weakref, which holds weakref.ref (weakref_module.cpp).
Ref build_weakref_module();
/// isinstance(o, weakref.ref).
bool is_weakref(const Object* o);

/// _tfplay_re, the regular-expression engine behind the re module (core/python/re/).
Ref build_re_module();
/// The modules written in Python (core/python/stdlib/**.py, embedded at build time by
/// embed_python.cmake), sorted by file path.
const std::vector<EmbeddedModule>& python_stdlib_sources();

/// The top-level names of the standard-library modules (and packages) that the wasm engine leaves
/// out of python_stdlib_sources(): few programs import them, and the Keras bundle carries them
/// (core/keras/sources.h). Native builds embed them all the same. Generated with the sources
/// (CMakeLists.txt's TFPLAY_STDLIB_BUNDLED).
const std::vector<std::string_view>& python_stdlib_bundled_names();

/// Reads the time module's clock origins again (time.perf_counter's zero, the wall clock that
/// time.time advances from). For an engine whose memory was copied from another process (the
/// page's stored snapshots, wasm/bindings.cpp `resumed`): the origins it holds are that
/// process's.
void reset_process_clocks();

/// "stdout" or "stderr" when `o` is the program's own output stream (sys.__stdout__ /
/// sys.__stderr__, whose writes reach the run's output) and its write is not replaced by an
/// instance attribute, else nullopt.
std::optional<std::string> stream_name(const Ref& o);

/// What sys.stdout / sys.stderr (`name`) is now: the program's own stream until the program
/// assigns another object (a StringIO, contextlib.redirect_stdout's target, None). As CPython's
/// print finds it: RuntimeError "lost sys.stdout" when the program deleted the attribute.
Ref sys_stream(const char* name);

/// The file a library module has in the CPython 3.12 environment tfplay emulates
/// ("/usr/local/lib/python3.12/site-packages/keras/__init__.py"), and whether the module also
/// gets the __loader__ and __spec__ objects importlib gives it (`with_spec`: they cost two
/// objects per module, which the many implementation modules of a package can skip).
struct LibraryFile {
  std::string path;
  bool with_spec = true;
};
/// The LibraryFile of the library module `name` (a package when `is_package`), or nullopt for a
/// module that keeps no file (the standard library tfplay writes in Python is frozen into the
/// engine). Set once by the layer that knows where the packages live.
using LibraryModuleFile = std::optional<LibraryFile> (*)(const std::string& name, bool is_package);
void set_library_module_file(LibraryModuleFile file);

/// The _frozen_importlib_external.SourceFileLoader importlib gives module `name` found at the
/// source file `path` (its `name` and `path`; __main__'s too), made without running Python code.
Ref source_file_loader(Interpreter& interp, const std::string& name, const std::string& path);

/// Called with the name of each module an import looks for that sys.modules lacks, before its
/// parents are imported: it may raise (a NotImplementedError naming a module the emulated
/// environment has and tfplay does not provide, such as tensorflow.python.client.device_lib).
using ModuleImportCheck = void (*)(const std::string& name);
void set_module_import_check(ModuleImportCheck check);

}  // namespace tfplay::py
