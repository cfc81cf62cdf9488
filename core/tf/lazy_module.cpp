// Lazy attributes of the tensorflow module's modules (lazy_module.h).
#include "core/tf/lazy_module.h"

#include <map>
#include <memory>

#include "core/function/runtime.h"
#include "core/tf/api_surface.h"
#include "core/tf/module_helpers.h"
#include "core/tf/module_identity.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;

namespace {

/// Attributes that one `load` sets.
struct LazyGroup {
  std::vector<std::string> names;
  std::function<void()> load;
  bool loaded = false;
};

/// The lazy attributes of one module, by name.
struct LazyModule {
  Ref module;
  std::string public_path;
  std::map<std::string, std::shared_ptr<LazyGroup>, std::less<>> by_name;
  bool served = false;
};

/// This run's lazy modules. Run state: the modules are the run's, and holding them here (not
/// in their own __getattr__) keeps them free of reference cycles.
struct LazyRegistry {
  Ref tf;  // the run's tensorflow module
  std::map<const py::Object*, LazyModule> modules;
};

LazyRegistry& registry() { return function::Runtime::current().run_state<LazyRegistry>(); }

/// Runs `group`'s load once, then gives what it set the API surface's signatures and stubs.
void load(LazyModule& lazy, LazyGroup& group) {
  if (group.loaded) return;
  group.loaded = true;
  group.load();
  // A module the load made is one of TF's generated packages (tensorflow._api.v2.io.gfile).
  for (const std::string& name : group.names)
    if (Ref value = lazy.module->dict->get(name); value && value->cls == py::T().module)
      name_public_module(value, lazy.public_path + "." + name);
  install_api_surface_of(registry().tf, lazy.public_path, group.names);
}

/// Gives `lazy`'s module (registry key `id`) the __getattr__ and __dir__ that serve its lazy
/// attributes, in front of the ones it has; once per module and run.
void serve(const py::Object* id, LazyModule& lazy) {
  if (lazy.served) return;
  lazy.served = true;
  Ref fallback = lazy.module->dict->get("__getattr__");
  const std::string module_name = static_cast<py::ModuleObject*>(lazy.module.get())->name;
  def(lazy.module, "__getattr__", [id, fallback, module_name](CallArgs& a) -> Ref {
    const std::string& name = py::as_str(a.args.at(0).get());
    LazyRegistry& reg = registry();
    if (auto m = reg.modules.find(id); m != reg.modules.end()) {
      LazyModule& lazy = m->second;
      if (auto g = lazy.by_name.find(name); g != lazy.by_name.end() && !g->second->loaded) {
        load(lazy, *g->second);
        if (Ref value = lazy.module->dict->get(name)) return value;
      }
    }
    if (fallback) return py::call(fallback, std::vector<Ref>{a.args.at(0)});
    py::raise(py::E().AttributeError, "module '" + module_name + "' has no attribute '" + name + "'");
  });
  // dir() lists every attribute, so it loads them all (TF's _LazyLoader.__dir__ loads too),
  // and not the two functions added here.
  Ref own_dir = lazy.module->dict->get("__dir__");
  const bool own_getattr = fallback != nullptr;
  def(lazy.module, "__dir__", [id, own_dir, own_getattr](CallArgs&) -> Ref {
    LazyRegistry& reg = registry();
    auto m = reg.modules.find(id);
    if (m == reg.modules.end()) return py::List();
    LazyModule& lazy = m->second;
    for (auto& [name, group] : lazy.by_name) load(lazy, *group);
    if (own_dir) return py::call(own_dir, std::vector<Ref>{});
    std::vector<Ref> names;
    lazy.module->dict->for_each([&](const std::string& k, const Ref&) {
      if (k != "__dir__" && (own_getattr || k != "__getattr__")) names.push_back(py::Str(k));
    });
    names.push_back(py::Str("__name__"));
    return py::List(std::move(names));
  });
}

}  // namespace

void lazy_attributes(const Ref& module, std::string public_path, std::vector<std::string> names, std::function<void()> load) {
  LazyRegistry& reg = registry();
  LazyModule& lazy = reg.modules[module.get()];
  lazy.module = module;
  lazy.public_path = std::move(public_path);
  auto group = std::make_shared<LazyGroup>(LazyGroup{std::move(names), std::move(load)});
  for (const std::string& name : group->names) lazy.by_name[name] = group;
  // Declared once the tensorflow module is built (the stubs of a module a lazy load made): no
  // later definition can replace its __getattr__ now.
  if (reg.tf) serve(module.get(), lazy);
}

bool is_lazy_attribute(const py::Object* module, const std::string& name) {
  LazyRegistry& reg = registry();
  auto m = reg.modules.find(module);
  if (m == reg.modules.end()) return false;
  auto g = m->second.by_name.find(name);
  return g != m->second.by_name.end() && !g->second->loaded;
}

void serve_lazy_attributes(const Ref& tf) {
  LazyRegistry& reg = registry();
  reg.tf = tf;
  for (auto& [id, lazy] : reg.modules) serve(id, lazy);
}

}  // namespace tfplay::tf
