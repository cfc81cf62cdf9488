// tf.Module, in Python: the attribute walk (_flatten_module) is plain Python in TF too, and
// users subclass the class, so it is defined by running this source once per run.
#include "core/tf/module_class.h"

#include "core/function/variable_object.h"
#include "core/python/interpreter.h"
#include "core/python/runtime.h"
#include "core/tf/lazy_module.h"

namespace tfplay::tf {

namespace {

// After tensorflow/python/module/module.py (TF 2.20). `_Variable` and `_name_scope` are set by
// install_module_class. Leaves of list/tuple/dict attributes are found as tf.nest.flatten
// finds them (dict values by sorted key).
constexpr const char* kModuleSource = R"PY(
import sys as _sys

# tf.Module subclasses AutoTrackable (tensorflow/python/module/module.py), made before this runs.
_AutoTrackable = _sys.modules["tensorflow.python.trackable.autotrackable"].AutoTrackable


def _camel_to_snake(value):
    # re.sub(r"((?<=[a-z0-9])[A-Z]|(?!^)[A-Z](?=[a-z]))", r"_\1", value).lower()
    out = ""
    for i, ch in enumerate(value):
        if "A" <= ch <= "Z" and i > 0:
            prev = value[i - 1]
            nxt = value[i + 1] if i + 1 < len(value) else ""
            if ("a" <= prev <= "z") or ("0" <= prev <= "9") or ("a" <= nxt <= "z"):
                out += "_"
        out += ch
    return out.lower()


def _valid_identifier(name):
    # re.compile(r"^[a-zA-Z_]([a-zA-Z0-9_])*$")
    if not name:
        return False
    for i, ch in enumerate(name):
        ok = ("a" <= ch <= "z") or ("A" <= ch <= "Z") or ch == "_" or (i > 0 and "0" <= ch <= "9")
        if not ok:
            return False
    return True


def _nest_flatten(value, path):
    if isinstance(value, dict):
        for key in sorted(value):
            yield from _nest_flatten(value[key], path + (key,))
    elif isinstance(value, (list, tuple)):
        for i, item in enumerate(value):
            yield from _nest_flatten(item, path + (i,))
    else:
        yield path, value


def _is_variable(obj):
    return isinstance(obj, _Variable)


def _is_trainable_variable(obj):
    return _is_variable(obj) and getattr(obj, "trainable", False)


def _is_non_trainable_variable(obj):
    return _is_variable(obj) and not getattr(obj, "trainable", False)


def _is_module(obj):
    return isinstance(obj, Module)


def _flatten_module(module, recursive, predicate, attributes_to_ignore, with_path, module_path=(), seen=None,
                    recursion_stack=None):
    module_id = id(module)
    if seen is None:
        seen = set([module_id])
    module_dict = vars(module)
    submodules = []
    if recursion_stack is None:
        recursion_stack = []
    if module_id in recursion_stack:
        recursive = False
    for key in sorted(module_dict):
        if key in attributes_to_ignore:
            continue
        prop = module_dict[key]
        for leaf_path, leaf in _nest_flatten(prop, ()):
            leaf_path = (key,) + leaf_path
            if not with_path:
                leaf_id = id(leaf)
                if leaf_id in seen:
                    continue
                seen.add(leaf_id)
            if predicate(leaf):
                if with_path:
                    yield module_path + leaf_path, leaf
                else:
                    yield leaf
            if recursive and _is_module(leaf):
                submodules.append((module_path + leaf_path, leaf))
    recursion_stack.append(module_id)
    for submodule_path, submodule in submodules:
        yield from _flatten_module(submodule, recursive, predicate, attributes_to_ignore, with_path,
                                   submodule_path, seen, recursion_stack)
    recursion_stack.pop()


class Module(_AutoTrackable):
    _TF_MODULE_IGNORED_PROPERTIES = frozenset(())

    def __setattr__(self, name, value):
        object.__setattr__(self, name, value)
        # AutoTrackable's attribute tracking: a value a tf.train.Checkpoint.restore() left
        # waiting for this dependency (a variable a module creates on first call) is restored.
        checkpoint = _sys.modules.get("tensorflow.python.checkpoint.checkpoint")
        if checkpoint is not None and checkpoint._PENDING:
            checkpoint._on_new_dependency(self)

    def __init__(self, name=None):
        if name is None:
            name = _camel_to_snake(type(self).__name__)
        elif not _valid_identifier(name):
            raise ValueError(
                "%r is not a valid module name. Module names must be valid Python "
                "identifiers (e.g. a valid class name)." % name)
        self._name = name
        with _name_scope(name) as scope_name:
            self._name_scope = _name_scope(scope_name)

    @property
    def name(self):
        return self._name

    @property
    def name_scope(self):
        return self._name_scope

    @property
    def variables(self):
        return tuple(self._flatten(predicate=_is_variable))

    @property
    def trainable_variables(self):
        return tuple(self._flatten(predicate=_is_trainable_variable))

    @property
    def non_trainable_variables(self):
        return tuple(self._flatten(predicate=_is_non_trainable_variable))

    @property
    def submodules(self):
        return tuple(self._flatten(predicate=_is_module))

    def _flatten(self, recursive=True, predicate=None, attribute_traversal_key=None, with_path=False,
                 expand_composites=False):
        if predicate is None:
            predicate = lambda _: True
        return _flatten_module(self, recursive, predicate, self._TF_MODULE_IGNORED_PROPERTIES, with_path)

    @classmethod
    def with_name_scope(cls, method):
        def method_with_name_scope(self, *args, **kwargs):
            with self.name_scope:
                return method(self, *args, **kwargs)
        return method_with_name_scope
)PY";

}  // namespace

void install_module_class(const py::Ref& tf) {
  // Its module runs when a program first uses tf.Module (lazy_module.h).
  lazy_attributes(tf, "tf", {"Module"}, [tf] {
    py::Ref m = py::Interpreter::current().exec_library_module("tensorflow.python.module.module", kModuleSource);
    py::Ref module_class = m->dict->get("Module");
    auto* type = static_cast<py::TypeObject*>(module_class.get());
    type->module = "tensorflow.python.module.module";
    // The library's globals (shared by its functions) get tf.Variable and tf.name_scope.
    auto* fn = static_cast<py::FunctionObject*>(m->dict->get("_is_variable").get());
    fn->globals->vars.set("_Variable", function::variable_type()->self());
    fn->globals->vars.set("_name_scope", tf->dict->get("name_scope"));
    tf->dict->set("Module", module_class);
  });
}

}  // namespace tfplay::tf
