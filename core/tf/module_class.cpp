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
    # module.py: bool(_VALID_IDENTIFIER.match(name)), so a name that is not a string raises re's
    # TypeError and a trailing newline passes `$`. `re` is imported only for a given name.
    import re
    return bool(re.match(r"^[a-zA-Z_]([a-zA-Z0-9_])*$", name))


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


def _flatten_module(module, recursive, predicate, attribute_traversal_key, attributes_to_ignore, with_path,
                    module_path=(), seen=None, recursion_stack=None):
    module_id = id(module)
    if seen is None:
        seen = set([module_id])
    module_dict = vars(module)
    submodules = []
    if recursion_stack is None:
        recursion_stack = []
    if module_id in recursion_stack:
        recursive = False
    for key in sorted(module_dict, key=attribute_traversal_key):
        if key in attributes_to_ignore:
            continue
        prop = module_dict[key]
        try:
            leaves = list(_nest_flatten(prop, ()))
        except Exception as cause:
            raise ValueError("Error processing property {!r} of {!r}".format(key, prop)) from cause
        for leaf_path, leaf in leaves:
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
        yield from _flatten_module(submodule, recursive, predicate, attribute_traversal_key, attributes_to_ignore,
                                   with_path, submodule_path, seen, recursion_stack)
    recursion_stack.pop()


# TF's attribute tracking wrappers (tensorflow/python/trackable/data_structures.py): a plain
# list, dict or a tuple holding trackables or containers assigned to a tf.Module attribute is
# wrapped (wrap_or_unwrap), the containers in it too. TF's ListWrapper keeps the user's list as
# its storage and its _DictWrapper and _TupleWrapper are proxies (wrapt.ObjectProxy); these are
# list, dict and tuple subclasses holding the same items, and the wrappers of a list or dict
# write each change through to the original one. Keras layers track their attributes with
# Keras's own Tracker and are no tf.Module: nothing here touches them.
def _is_trackable(value):
    return isinstance(value, (_Variable, _AutoTrackable, ListWrapper, _DictWrapper, _TupleWrapper))


def _should_wrap_tuple(t):
    for element in t:
        if _is_trackable(element) or type(element) is dict or type(element) is list:
            return True
        if isinstance(element, tuple) and _should_wrap_tuple(element):
            return True
    return False


def wrap_or_unwrap(value):
    if _is_trackable(value):
        return value
    if type(value) is dict:
        return _DictWrapper(value)
    if type(value) is list:
        return ListWrapper(value)
    # A namedtuple stays as it is (TF proxies it; tfplay cannot keep its fields on a wrapper).
    if isinstance(value, tuple) and not hasattr(value, "_fields") and _should_wrap_tuple(value):
        return _TupleWrapper(value)
    return value


class ListWrapper(list):
    _tfplay_tracking_wrapper = True

    def __init__(self, wrapped_list):
        for index, element in enumerate(wrapped_list):
            wrapped_list[index] = wrap_or_unwrap(element)
        list.__init__(self, wrapped_list)
        self._storage = wrapped_list

    def _sync(self):
        if self._storage is not self:
            list.__setitem__(self._storage, slice(None), self)

    def append(self, value):
        value = wrap_or_unwrap(value)
        list.append(self, value)
        list.append(self._storage, value)

    def extend(self, values):
        values = [wrap_or_unwrap(v) for v in values]
        list.extend(self, values)
        list.extend(self._storage, values)

    def insert(self, index, value):
        list.insert(self, index, wrap_or_unwrap(value))
        self._sync()

    def __setitem__(self, key, value):
        if isinstance(key, slice):
            list.__setitem__(self, key, [wrap_or_unwrap(v) for v in value])
        else:
            list.__setitem__(self, key, wrap_or_unwrap(value))
        self._sync()

    def __delitem__(self, key):
        list.__delitem__(self, key)
        self._sync()

    def __iadd__(self, values):
        self.extend(values)
        return self

    def __imul__(self, n):
        list.__imul__(self, n)
        self._sync()
        return self

    def pop(self, index=-1):
        value = list.pop(self, index)
        if len(self._storage) == len(self) + 1:
            list.pop(self._storage, index)
        else:
            self._sync()
        return value

    def remove(self, value):
        list.remove(self, value)
        self._sync()

    def clear(self):
        list.clear(self)
        self._sync()

    def sort(self, *, key=None, reverse=False):
        list.sort(self, key=key, reverse=reverse)
        self._sync()

    def reverse(self):
        list.reverse(self)
        self._sync()

    def copy(self):
        return ListWrapper(list(self))

    def __copy__(self):
        return ListWrapper(list(self))

    def __deepcopy__(self, memo):
        import copy
        return ListWrapper(copy.deepcopy(list(self), memo))

    def __repr__(self):
        return "ListWrapper(%s)" % (list.__repr__(self),)


class _DictWrapper(dict):
    _tfplay_tracking_wrapper = True

    def __init__(self, wrapped_dict=None):
        if wrapped_dict is None:
            wrapped_dict = {}
        if not isinstance(wrapped_dict, dict):
            wrapped_dict = dict(wrapped_dict)
        for key in list(wrapped_dict):
            wrapped_dict[key] = wrap_or_unwrap(wrapped_dict[key])
        dict.__init__(self, wrapped_dict)
        self._storage = wrapped_dict

    def _sync(self):
        if self._storage is not self:
            dict.clear(self._storage)
            dict.update(self._storage, self)

    def __setitem__(self, key, value):
        value = wrap_or_unwrap(value)
        dict.__setitem__(self, key, value)
        dict.__setitem__(self._storage, key, value)

    def __delitem__(self, key):
        dict.__delitem__(self, key)
        dict.pop(self._storage, key, None)

    def update(self, *args, **kwargs):
        for key, value in dict(*args, **kwargs).items():
            self[key] = value

    def setdefault(self, key, default=None):
        if key not in self:
            self[key] = default
        return dict.__getitem__(self, key)

    def pop(self, *args):
        value = dict.pop(self, *args)
        self._sync()
        return value

    def popitem(self):
        item = dict.popitem(self)
        self._sync()
        return item

    def clear(self):
        dict.clear(self)
        self._sync()

    def copy(self):
        return _DictWrapper(dict(self))

    def __copy__(self):
        return _DictWrapper(dict(self))

    def __deepcopy__(self, memo):
        import copy
        return _DictWrapper(copy.deepcopy(dict(self), memo))

    def __repr__(self):
        return "DictWrapper(%s)" % (dict.__repr__(self),)

    def __hash__(self):
        raise TypeError("unhashable type: 'DictWrapper'")


class _TupleWrapper(tuple):
    _tfplay_tracking_wrapper = True

    def __new__(cls, original_wrapped_tuple=()):
        return tuple.__new__(cls, [wrap_or_unwrap(element) for element in original_wrapped_tuple])

    def __copy__(self):
        return _TupleWrapper(tuple(self))

    def __deepcopy__(self, memo):
        import copy
        return _TupleWrapper(copy.deepcopy(tuple(self), memo))

    def __repr__(self):
        return "_TupleWrapper(%s)" % (tuple.__repr__(self),)


for _cls in (ListWrapper, _DictWrapper, _TupleWrapper):
    _cls.__module__ = "tensorflow.python.trackable.data_structures"
del _cls


class Module(_AutoTrackable):
    # AutoTrackable adds object attributes that users will not expect us to include when
    # flattening (these reference dependencies reachable via other object attributes).
    _TF_MODULE_IGNORED_PROPERTIES = frozenset((
        "_self_unconditional_checkpoint_dependencies",
        "_self_unconditional_dependency_names"
    ))

    def __setattr__(self, name, value):
        # AutoTrackable.__setattr__: `self.x = self.x` does nothing; any other value goes through
        # sticky_attribute_assignment, which wraps lists, dicts and tuples of trackables.
        try:
            if getattr(self, name) is value:
                return
        except AttributeError:
            pass
        value = wrap_or_unwrap(value)
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
        return _flatten_module(self, recursive, predicate, attribute_traversal_key, self._TF_MODULE_IGNORED_PROPERTIES,
                               with_path)

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
