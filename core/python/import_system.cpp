// The import system: the module table (sys.modules), modules found among the native factories
// and the embedded Python sources, packages and their submodules, relative imports. After
// CPython 3.12's Lib/importlib/_bootstrap.py (_gcd_import, _find_and_load_unlocked,
// _load_unlocked, _handle_fromlist, _calc___package__, _resolve_name) and Python/ceval.c's
// import_from.
#include <cstring>
#include <map>

#include "core/python/interpreter.h"
#include "core/python/modules.h"
#include "core/python/parser.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/symtable.h"
#include "core/python/syntax_error.h"

namespace tfplay::py {

ModuleObject::ModuleObject(TypeObject* type, std::string n, std::shared_ptr<Scope> g)
    : Object(type), name(std::move(n)), globals(std::move(g)) {
  dict.reset(&globals->vars.dict);
}

// The dict belongs to `globals`: let go of it before Object's destructor would free it.
ModuleObject::~ModuleObject() {
  if (globals) (void)dict.release();
}

namespace {

/// ModuleNotFoundError(msg) with .name, as importlib raises it.
[[noreturn]] void module_not_found(const std::string& name, const std::string& msg) {
  Ref e = make_exception(E().ModuleNotFoundError, msg);
  e->dict->set("name", Str(name));
  throw PyError{e};
}

/// The modules the playground cannot offer: no network or processes, no disk beyond the run's
/// in-memory file system.
bool unavailable(const std::string& name) {
  static const char* names[] = {"subprocess", "socket", "urllib", "requests", "http",
                                "multiprocessing", "asyncio", "sqlite3", "signal", "select",
                                "smtplib", "ftplib", "poplib", "imaplib", "ssl", "socketserver",
                                "xmlrpc", "webbrowser"};
  for (const char* u : names) {
    std::size_t n = std::strlen(u);
    if (name.compare(0, n, u) == 0 && (name.size() == n || name[n] == '.')) return true;
  }
  return false;
}

/// Standard-library modules tfplay does not include (yet): importing one says so plainly.
bool not_included(const std::string& name) {
  static const char* names[] = {"decimal", "array", "zlib", "secrets",
                                "cmath", "html", "unicodedata",
                                "locale", "getpass", "platform", "copyreg", "tokenize", "token", "ast", "dis",
                                "codecs", "ctypes", "concurrent", "doctest", "pdb", "cProfile", "profile",
                                "sched", "xml", "email", "mimetypes", "configparser", "zoneinfo", "graphlib",
                                "bz2", "lzma", "tarfile", "filecmp", "fnmatch", "linecache", "reprlib",
                                "contextvars", "optparse", "cmd", "code", "colorsys", "wave", "ipaddress",
                                "runpy", "pkgutil", "site", "sysconfig", "tracemalloc", "faulthandler",
                                "marshal", "mmap", "zipfile", "gzip", "shelve", "fileinput"};
  for (const char* u : names) {
    std::size_t n = std::strlen(u);
    if (name.compare(0, n, u) == 0 && (name.size() == n || name[n] == '.')) return true;
  }
  return false;
}

/// The package `name` is in ("" for a top-level name).
std::string parent_package(const std::string& name) {
  std::size_t dot = name.rfind('.');
  return dot == std::string::npos ? "" : name.substr(0, dot);
}

/// A module's docstring: its first statement when that is a string literal.
Ref module_docstring(const ast::Module& module) {
  if (!module.body.empty()) {
    const ast::Stmt& first = *module.body.front();
    if (first.kind == ast::StmtKind::Expr && first.value->kind == ast::ExprKind::Constant &&
        first.value->constant == ast::ConstantKind::Str)
      return Str(first.value->id);
  }
  return None();
}

}  // namespace

namespace {
LibraryModuleFile g_library_module_file = nullptr;

/// What set_source_file_attributes reuses within one interpreter: the classes of the loader and
/// the spec, and the builtins namespace every module shares.
struct SourceFileClasses {
  const Interpreter* interp = nullptr;
  std::weak_ptr<Object> loader, spec, builtins;
};

/// A new instance of `cls`, its __init__ not run.
Ref bare_instance(const Ref& cls) {
  CallArgs args;
  args.args.push_back(cls);
  return object_new(args);
}

/// A `loader_cls` (SourceFileLoader) for module `name` at `path`, as FileLoader.__init__ sets it
/// up, without running Python code.
Ref loader_instance(const Ref& loader_cls, const Ref& name, const Ref& path) {
  Ref loader = bare_instance(loader_cls);
  AttrMap& l = loader->ensure_dict();
  l.set("name", name);
  l.set("path", path);
  return loader;
}

/// What importlib gives a module it found in the source file `file` (_init_module_attrs after
/// module_from_spec, then exec's __builtins__), in CPython's order after the __name__, __doc__
/// and __package__ already set: __loader__ (a SourceFileLoader), __spec__ (a ModuleSpec whose
/// submodule_search_locations is the package's __path__), __path__ (a package's folder),
/// __file__, __cached__ (the __pycache__ file CPython 3.12 writes) and __builtins__ (the
/// builtins module's namespace).
void set_source_file_attributes(Interpreter& interp, Scope& globals, const std::string& name, const LibraryFile& lib,
                                bool is_package) {
  const std::string& file = lib.path;
  const std::size_t slash = file.rfind('/');
  const std::string folder = file.substr(0, slash);
  std::string stem = file.substr(slash + 1);
  if (stem.size() > 3 && stem.compare(stem.size() - 3, 3, ".py") == 0) stem.resize(stem.size() - 3);
  Ref file_str = Str(file);
  Ref cached = Str(folder + "/__pycache__/" + stem + ".cpython-312.pyc");
  Ref path = is_package ? List({Str(folder)}) : None();
  static SourceFileClasses classes;
  if (classes.interp != &interp) classes = {&interp, {}, {}, {}};
  Ref builtins = classes.builtins.lock();
  if (!builtins) {
    builtins = namespace_dict(interp.builtins().get());
    classes.builtins = builtins;
  }
  if (lib.with_spec) {
    Ref loader_cls = classes.loader.lock(), spec_cls = classes.spec.lock();
    if (!loader_cls || !spec_cls) {
      loader_cls = getattr(interp.import_module("_frozen_importlib_external"), "SourceFileLoader");
      spec_cls = getattr(interp.import_module("_frozen_importlib"), "ModuleSpec");
      classes.loader = loader_cls;
      classes.spec = spec_cls;
    }
    // The spec is built as ModuleSpec.__init__ would build it with what importlib's
    // spec_from_file_location sets, without running Python code: every module of a package
    // pays for it on its import.
    Ref name_str = Str(name);
    Ref loader = loader_instance(loader_cls, name_str, file_str);
    Ref spec = bare_instance(spec_cls);
    AttrMap& d = spec->ensure_dict();
    d.set("name", name_str);
    d.set("loader", loader);
    d.set("origin", file_str);
    d.set("loader_state", None());
    d.set("submodule_search_locations", path);
    d.set("_uninitialized_submodules", List());
    d.set("_set_fileattr", True());
    d.set("_cached", cached);
    globals.vars.set("__loader__", loader);
    globals.vars.set("__spec__", spec);
  }
  if (is_package) globals.vars.set("__path__", path);
  globals.vars.set("__file__", file_str);
  globals.vars.set("__cached__", cached);
  globals.vars.set("__builtins__", builtins);
}
}  // namespace

void set_library_module_file(LibraryModuleFile file) { g_library_module_file = file; }

Ref source_file_loader(Interpreter& interp, const std::string& name, const std::string& path) {
  return loader_instance(getattr(interp.import_module("_frozen_importlib_external"), "SourceFileLoader"), Str(name), Str(path));
}

namespace {
ModuleImportCheck g_module_import_check = nullptr;
}  // namespace

void set_module_import_check(ModuleImportCheck check) { g_module_import_check = check; }

void Interpreter::register_module(const std::string& name, std::function<Ref()> factory) {
  module_factories_[name] = std::move(factory);
}

void Interpreter::register_source_modules(const std::vector<EmbeddedModule>& modules) {
  for (const EmbeddedModule& m : modules) module_sources_[m.name] = m;
}

void Interpreter::extend_package_path(const std::string& package, const std::string& source_package) {
  package_paths_.emplace_back(package, source_package);
}

void Interpreter::set_main_module(const std::shared_ptr<Scope>& globals) {
  modules_->set(Str("__main__"), make_object<ModuleObject>(T().module, "__main__", globals));
}

namespace {

/// The parsed and resolved code of an embedded module's source, parsed once per process: the
/// sources are static, and later runs (every edit in the page re-runs the program) import
/// them again. The bodies of its functions and methods are parsed when first used
/// (parse_library_module, lazy_body.h), and stay parsed for later runs too. Reusing the AST is safe because its inline caches validate themselves: the
/// global-name caches match a namespace's version, which no other dict ever has, and constants
/// are immutable objects. Throws SyntaxErrorException.
std::shared_ptr<const ast::Module> parsed_library_module(std::string_view source) {
  // Never destroyed: tearing down every library AST at process exit would only cost time.
  static auto& cache = *new std::map<std::pair<const char*, std::size_t>, std::shared_ptr<const ast::Module>>;
  auto& entry = cache[{source.data(), source.size()}];
  if (!entry) {
    std::shared_ptr<ast::Module> module = parse_library_module(source);
    resolve_module(*module);
    entry = std::move(module);
  }
  return entry;
}

}  // namespace

Ref Interpreter::exec_library_module(const std::string& name, std::string_view source, bool is_package) {
  std::shared_ptr<const ast::Module> module;
  try {
    module = parsed_library_module(source);
  } catch (const SyntaxErrorException& e) {
    // A module tfplay ships must compile (a unit test compiles them all); should one not,
    // the program sees the failed import, not an engine error.
    raise(E().ImportError, "cannot import tfplay's module '" + name + "': " + e.type + " at line " +
                               std::to_string(e.lineno) + ": " + e.msg);
  }
  auto globals = std::make_shared<Scope>();
  globals->library = true;
  auto m = make_object<ModuleObject>(T().module, name, globals);
  // What importlib's module_from_spec and _init_module_attrs put in a new module's namespace.
  globals->vars.set("__name__", Str(name));
  globals->vars.set("__doc__", module_docstring(*module));
  globals->vars.set("__package__", Str(is_package ? name : parent_package(name)));
  if (std::optional<LibraryFile> file = g_library_module_file ? g_library_module_file(name, is_package) : std::nullopt)
    set_source_file_attributes(*this, *globals, name, *file, is_package);
  else if (is_package)
    globals->vars.set("__path__", List());
  // In sys.modules before its body runs, so a circular import finds it, partly initialised;
  // out again when the body fails.
  Ref key = Str(name);
  modules_->set(key, m);
  m->initializing = true;
  try {
    run_module_body(*module, globals);
  } catch (...) {
    m->initializing = false;
    if (Ref current = modules_->get(key); current == m) modules_->erase(key);
    // The functions it defined may still be referenced (by a caller that caught the error).
    library_asts_.push_back(module);
    library_globals_.push_back(globals);
    throw;
  }
  m->initializing = false;
  // The AST must outlive the functions the module defined: keep it for the interpreter's life.
  library_asts_.push_back(module);
  library_globals_.push_back(globals);
  // The import returns what sys.modules holds now (a module may replace itself there), moved
  // to the end as importlib's _load_unlocked moves it.
  Ref current = modules_->get(key);
  if (!current) return m;
  modules_->erase(key);
  modules_->set(key, current);
  return current;
}

Ref Interpreter::import_module(const std::string& name) {
  Ref key = Str(name);
  if (Ref m = modules_->get(key)) {
    if (is_none(m.get())) module_not_found(name, "import of " + name + " halted; None in sys.modules");
    return m;
  }
  if (g_module_import_check) g_module_import_check(name);
  std::size_t dot = name.rfind('.');
  Ref parent;
  if (dot != std::string::npos) {
    parent = import_module(name.substr(0, dot));
    // Importing the parent may have imported this module too.
    if (Ref m = modules_->get(key)) return m;
  }
  Ref m = load_module(name, parent);
  if (parent) {
    // The submodule becomes an attribute of its package (a failure is only a warning in CPython).
    try {
      setattr(parent, name.substr(dot + 1), m);
    } catch (PyError& err) {
      if (!isinstance(err.exc.get(), E().AttributeError)) throw;
    }
  }
  return m;
}

Ref Interpreter::load_module(const std::string& name, const Ref& parent) {
  if (auto f = module_factories_.find(name); f != module_factories_.end()) {
    Ref m = f->second();
    modules_->set(Str(name), m);
    return m;
  }
  if (auto s = module_sources_.find(name); s != module_sources_.end())
    return exec_library_module(name, s->second.source, s->second.is_package);
  // A package whose __path__ was extended: the module of that name under the other package.
  for (const auto& [package, source_package] : package_paths_) {
    if (name.size() <= package.size() || name.compare(0, package.size(), package) != 0 || name[package.size()] != '.')
      continue;
    if (auto s = module_sources_.find(source_package + name.substr(package.size())); s != module_sources_.end())
      return exec_library_module(name, s->second.source, s->second.is_package);
  }
  // A folder of modules without an __init__.py is a namespace package (PEP 420): it imports
  // as an empty package.
  const std::string prefix = name + ".";
  for (const auto& [source_name, source] : module_sources_)
    if (source_name.substr(0, prefix.size()) == prefix) return exec_library_module(name, "", true);
  if (parent && parent->cls == T().module && !static_cast<ModuleObject*>(parent.get())->globals) {
    // A native module (tensorflow, numpy) stands for a whole package: its submodules are its
    // module attributes, so `import numpy.random` finds numpy's `random`.
    if (Ref v = getattr_opt(parent, name.substr(name.rfind('.') + 1)); v && v->cls == T().module) {
      modules_->set(Str(name), v);
      return v;
    }
  }
  if (unavailable(name))
    module_not_found(name, "No module named '" + name + "' (the tfplay playground has no network or processes)");
  if (not_included(name))
    module_not_found(name, "No module named '" + name + "' (tfplay's standard library does not include it)");
  if (parent && !getattr_opt(parent, "__path__"))
    module_not_found(name, "No module named '" + name + "'; '" + parent_package(name) + "' is not a package");
  module_not_found(name, "No module named '" + name + "'");
}

std::string Interpreter::resolve_relative_import(const std::string& name, const Scope& globals, int level) {
  // _calc___package__: __package__, else __name__ (a package's own, a module's parent).
  std::string package;
  Object* p = globals.vars.find("__package__");
  if (p && !is_none(p)) {
    if (!isinstance(p, T().str)) raise_type_error("package must be a string");
    package = as_str(p);
  } else if (Object* n = globals.vars.find("__name__"); n && isinstance(n, T().str)) {
    package = as_str(n);
    if (!globals.vars.contains("__path__")) package = parent_package(package);
  }
  if (package.empty()) raise(E().ImportError, "attempted relative import with no known parent package");
  // _resolve_name: one package up per level past the first.
  std::string base = package;
  for (int i = 1; i < level; ++i) {
    std::size_t dot = base.rfind('.');
    if (dot == std::string::npos) raise(E().ImportError, "attempted relative import beyond top-level package");
    base.resize(dot);
  }
  return name.empty() ? base : base + "." + name;
}

void Interpreter::import_fromlist(const Ref& module, const std::vector<std::string>& fromlist) {
  if (!getattr_opt(module, "__path__")) return;  // only a package has submodules
  Ref module_name = getattr(module, "__name__");
  for (const std::string& x : fromlist) {
    if (x == "*") {
      // `from package import *` imports the submodules its __all__ names.
      if (Ref all = lookup_attr(module, "__all__")) {
        std::vector<std::string> names;
        for (const Ref& n : to_vector(all))
          if (isinstance(n.get(), T().str)) names.push_back(as_str(n.get()));
        import_fromlist(module, names);
      }
      continue;
    }
    if (getattr_opt(module, x)) continue;
    const std::string from_name = str(module_name) + "." + x;
    try {
      import_module(from_name);
    } catch (PyError& err) {
      // A submodule that does not exist is left for import_from to report; errors inside one
      // that does propagate.
      if (!isinstance(err.exc.get(), E().ModuleNotFoundError)) throw;
      Ref missing = err.exc->dict ? err.exc->dict->get("name") : nullptr;
      if (!missing || !isinstance(missing.get(), T().str) || as_str(missing.get()) != from_name) throw;
    }
  }
}

Ref Interpreter::import_from(const Ref& module, const std::string& name) {
  try {
    if (Ref v = getattr_or_null(module, name)) return v;
  } catch (PyError& err) {
    if (!isinstance(err.exc.get(), E().AttributeError)) throw;
  }
  // A submodule whose import did not set the attribute (or whose attribute was replaced).
  Ref pkgname = getattr_opt(module, "__name__");
  if (pkgname && isinstance(pkgname.get(), T().str)) {
    if (Ref m = modules_->get(Str(as_str(pkgname.get()) + "." + name))) return m;
  }
  std::string shown = pkgname && isinstance(pkgname.get(), T().str) ? as_str(pkgname.get()) : "<unknown module name>";
  Ref file = getattr_opt(module, "__file__");
  std::string where = file && isinstance(file.get(), T().str) ? as_str(file.get()) : "unknown location";
  bool partial = module->cls == T().module && static_cast<ModuleObject*>(module.get())->initializing;
  Ref e = make_exception(E().ImportError, "cannot import name '" + name + "' from " +
                                              (partial ? "partially initialized module " : "") + "'" + shown + "' " +
                                              (partial ? "(most likely due to a circular import) " : "") + "(" +
                                              where + ")");
  e->dict->set("name", pkgname ? pkgname : None());
  e->dict->set("name_from", Str(name));
  throw PyError{e};
}

}  // namespace tfplay::py
