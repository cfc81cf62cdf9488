"""keras.tree (keras/src/tree/tree_api.py) over tf.nest: the same flattening order (dict keys
sorted, None a leaf)."""
import tensorflow as tf


def is_nested(structure):
    return tf.nest.is_nested(structure)


def flatten(structure):
    return tf.nest.flatten(structure)


def map_structure(func, *structures):
    """`func` over the leaves of `structures`, as optree_impl.py's map_structure: with one
    structure tf.nest's walk (the same leaves and order); with several, optree's tree_map in
    the "keras" namespace: the first structure's treespec flattens the others up to it
    (`_flatten_up_to`, optree's errors), and `func_with_check` refuses a nested value where
    the first structure has a leaf."""
    if not structures:
        raise ValueError("Must provide at least one structure")
    if len(structures) == 1:
        return tf.nest.map_structure(func, structures[0])

    def func_with_check(*args):
        if not all(_is_leaf(s) for s in args):
            raise ValueError("Structures don't have the same nested structure.")
        return func(*args)

    return _tree_map(func_with_check, structures[0], structures[1:])


def map_structure_up_to(shallow_structure, func, *structures):
    """`func` applied to the parts of `structures` at the leaves of `shallow_structure`
    (optree_impl.py): optree's tree_map over all of them, whose check calls
    optree.tree_is_leaf(shallow) without none_is_leaf, so a None leaf of
    `shallow_structure` counts as nested there."""
    if not structures:
        raise ValueError("Must provide at least one structure")

    def func_with_check_without_shallow_structure(shallow, *args):
        if shallow is None or _kind(shallow) not in (_LEAF, _CUSTOM):
            raise ValueError("Structures don't have the same nested structure.")
        return func(*args)

    return _tree_map(func_with_check_without_shallow_structure, shallow_structure, structures)


def pack_sequence_as(structure, flat_sequence):
    """optree.tree_unflatten of `structure`'s treespec: its leaf-count errors
    (src/treespec/unflatten.cpp)."""
    try:
        flat = list(flat_sequence)
    except TypeError:
        return tf.nest.pack_sequence_as(structure, flat_sequence)
    expected = _flatten(structure)[1].num_leaves
    if len(flat) < expected:
        raise ValueError(f"Too few leaves for PyTreeSpec; expected: {expected}, got: {len(flat)}.")
    if len(flat) > expected:
        raise ValueError(f"Too many leaves for PyTreeSpec; expected: {expected}.")
    return tf.nest.pack_sequence_as(structure, flat)


def assert_same_structure(a, b, check_types=None):
    """ValueError unless `a` and `b` have the same structure (tree_api.py, optree_impl.py):
    optree's tree_map over both, so `b` is flattened up to `a` (optree's errors, node types
    included: a list is not a tuple) and a nested value of `b` at a leaf of `a` raises
    "Structures don't have the same nested structure."."""
    if check_types is not None:
        import warnings

        if check_types:
            warnings.warn(
                "The `check_types` argument is deprecated and no longer has any effect, please remove.",
                DeprecationWarning,
                stacklevel=2,
            )
        else:
            warnings.warn(
                "The `check_types` argument is deprecated and no longer has any effect. For a looser check, "
                "use `keras.tree.assert_same_paths()`, which considers `list`, `tuple`, `namedtuple` and "
                "`deque` as matching",
                DeprecationWarning,
                stacklevel=2,
            )

    def check(a_leaf, b_leaf):
        if not _is_leaf(a_leaf) or not _is_leaf(b_leaf):
            raise ValueError("Structures don't have the same nested structure.")
        return None

    _tree_map(check, a, (b,))


# ---- optree's treespec (optree 0.17, the "keras" namespace, none_is_leaf=True) ----
# Node kinds as optree's registry (src/registry.cpp) classifies them by exact type: the
# builtin containers, Keras's registered tracking containers (utils/tracking.py's
# register_tree_node_class), namedtuples by optree's heuristic; anything else (None, a
# subclass of list or dict) is a leaf.
_LEAF, _TUPLE, _LIST, _DICT, _ODICT, _DDICT, _DEQUE, _NAMEDTUPLE, _CUSTOM = range(9)


def _kind(x):
    import collections

    t = type(x)
    if t is list:
        return _LIST
    if t is tuple:
        return _TUPLE
    if t is dict:
        return _DICT
    if t is collections.OrderedDict:
        return _ODICT
    if t is collections.defaultdict:
        return _DDICT
    if t is collections.deque:
        return _DEQUE
    if t.__name__ in ("TrackedList", "TrackedDict", "TrackedSet") and t.__module__.endswith("utils.tracking"):
        return _CUSTOM
    if issubclass(t, tuple) and _is_namedtuple_class(t):
        return _NAMEDTUPLE
    return _LEAF


def _is_namedtuple_class(t):
    """optree's IsNamedTupleClass (include/optree/pytypes.h): a tuple subclass whose _fields is
    a tuple of str and whose _make and _asdict are callable."""
    fields = getattr(t, "_fields", None)
    if type(fields) is not tuple or not all(type(f) is str for f in fields):
        return False
    return callable(getattr(t, "_make", None)) and callable(getattr(t, "_asdict", None))


def _is_leaf(x):
    return _kind(x) == _LEAF


def _total_order_sorted(keys):
    """optree's TotalOrderSort: sorted; with incomparable keys sorted by (module.qualname of
    the type, key); failing that, in insertion order."""
    keys = list(keys)
    try:
        return sorted(keys)
    except TypeError:
        pass
    try:
        return sorted(keys, key=lambda o: (f"{type(o).__module__}.{type(o).__qualname__}", o))
    except TypeError:
        return keys


class _Node:
    __slots__ = ("kind", "data", "children", "num_leaves", "original_keys", "cls")

    def __init__(self, kind, data=None, children=(), original_keys=None, cls=None):
        self.kind = kind
        self.data = data
        self.children = children
        self.original_keys = original_keys
        self.cls = cls
        self.num_leaves = 1 if kind == _LEAF else sum(c.num_leaves for c in children)


def _node_children(x, kind):
    """(node data, children, original keys) of a node, as optree's flatten sees it."""
    if kind in (_LIST, _TUPLE, _NAMEDTUPLE, _DEQUE):
        data = type(x) if kind == _NAMEDTUPLE else (x.maxlen if kind == _DEQUE else None)
        return data, list(x), None
    if kind in (_DICT, _ODICT, _DDICT):
        original = list(x.keys())
        keys = original if kind == _ODICT else _total_order_sorted(original)
        data = (x.default_factory, keys) if kind == _DDICT else keys
        return data, [x[k] for k in keys], (None if kind == _ODICT else original)
    # Keras's tracking containers: TrackedDict flattens to its sorted keys' values with the keys
    # as metadata; TrackedList and TrackedSet to their elements with None.
    if isinstance(x, dict):
        keys = sorted(list(x.keys()))
        return keys, [x[k] for k in keys], None
    return None, list(x), None


def _flatten(tree):
    """(leaves, treespec) of `tree`."""
    leaves = []

    def walk(x):
        kind = _kind(x)
        if kind == _LEAF:
            leaves.append(x)
            return _Node(_LEAF)
        data, children, original = _node_children(x, kind)
        return _Node(kind, data, [walk(c) for c in children], original, type(x))

    spec = walk(tree)
    return leaves, spec


def _dict_kind_name(kind):
    return {_DICT: "dict", _ODICT: "OrderedDict", _DDICT: "defaultdict"}[kind]


def _flatten_up_to(spec, tree):
    """optree's PyTreeSpec.flatten_up_to (src/treespec/flatten.cpp): `tree`'s subtrees at
    `spec`'s leaves; nodes are checked from the root, the last child first, with optree's
    messages (include/optree/pytypes.h's AssertExact* for a node of another type)."""
    import collections

    leaves = [None] * spec.num_leaves
    index = spec.num_leaves - 1
    agenda = [(spec, tree)]
    while agenda:
        node, obj = agenda.pop()
        kind = node.kind
        if kind == _LEAF:
            leaves[index] = obj
            index -= 1
            continue
        if kind == _TUPLE or kind == _LIST:
            name = "tuple" if kind == _TUPLE else "list"
            if type(obj) is not (tuple if kind == _TUPLE else list):
                raise ValueError(f"Expected an instance of {name}, got {obj!r}.")
            if len(obj) != len(node.children):
                raise ValueError(f"{name} arity mismatch; expected: {len(node.children)}, got: {len(obj)}; {name}: {obj!r}.")
            children = list(obj)
        elif kind in (_DICT, _ODICT, _DDICT):
            if type(obj) not in (dict, collections.OrderedDict, collections.defaultdict):
                raise ValueError(
                    "Expected an instance of dict, collections.OrderedDict, or collections.defaultdict, "
                    f"got {obj!r}."
                )
            expected = node.data[1] if kind == _DDICT else node.data
            if len(expected) != len(obj) or any(k not in obj for k in expected):
                got = _total_order_sorted(obj.keys())
                expected_set, got_set = set(expected), set(obj.keys())
                missing = _total_order_sorted(expected_set - got_set)
                extra = _total_order_sorted(got_set - expected_set)
                diff = ""
                if missing:
                    diff += f", missing key(s): {missing!r}"
                if extra:
                    diff += f", extra key(s): {extra!r}"
                raise ValueError(
                    f"dictionary key mismatch; expected key(s): {list(expected)!r}, got key(s): {got!r}{diff}; "
                    f"{_dict_kind_name(kind)}: {obj!r}."
                )
            children = [obj[k] for k in expected]
        elif kind == _NAMEDTUPLE:
            if not (isinstance(obj, tuple) and _is_namedtuple_class(type(obj))):
                raise ValueError(f"Expected an instance of collections.namedtuple, got {obj!r}.")
            if len(obj) != len(node.children):
                raise ValueError(
                    f"namedtuple arity mismatch; expected: {len(node.children)}, got: {len(obj)}; tuple: {obj!r}."
                )
            if type(obj) is not node.data:
                raise ValueError(
                    f"namedtuple type mismatch; expected type: {node.data!r}, got type: {type(obj)!r}; tuple: {obj!r}."
                )
            children = list(obj)
        elif kind == _DEQUE:
            if type(obj) is not collections.deque:
                raise ValueError(f"Expected an instance of collections.deque, got {obj!r}.")
            if len(obj) != len(node.children):
                raise ValueError(f"deque arity mismatch; expected: {len(node.children)}, got: {len(obj)}; deque: {obj!r}.")
            children = list(obj)
        else:
            if type(obj) is not node.cls:
                raise ValueError(
                    f"Custom node type mismatch; expected type: {node.cls!r}, got type: {type(obj)!r}; value: {obj!r}."
                )
            data, children, _ = _node_children(obj, _CUSTOM)
            if data != node.data:
                raise ValueError(f"Mismatch custom node data; expected: {node.data!r}, got: {data!r}; value: {obj!r}.")
            if len(children) != len(node.children):
                raise ValueError(
                    f"Custom type arity mismatch; expected: {len(node.children)}, got: {len(children)}; value: {obj!r}."
                )
        for child_spec, child in zip(node.children, children):
            agenda.append((child_spec, child))
    return leaves


def _unflatten(spec, leaves):
    """optree's PyTreeSpec.unflatten: a dict keeps its original key order."""
    import collections

    it = iter(leaves)

    def build(node):
        kind = node.kind
        if kind == _LEAF:
            return next(it)
        values = [build(c) for c in node.children]
        if kind == _LIST:
            return values
        if kind == _TUPLE:
            return tuple(values)
        if kind == _NAMEDTUPLE:
            return node.data(*values)
        if kind == _DEQUE:
            return collections.deque(values, maxlen=node.data)
        if kind in (_DICT, _ODICT, _DDICT):
            keys = node.data[1] if kind == _DDICT else node.data
            by_key = dict(zip(keys, values))
            order = node.original_keys if node.original_keys is not None else keys
            if kind == _DDICT:
                return collections.defaultdict(node.data[0], [(k, by_key[k]) for k in order])
            if kind == _ODICT:
                return collections.OrderedDict([(k, by_key[k]) for k in order])
            return {k: by_key[k] for k in order}
        if issubclass(node.cls, dict):
            return node.cls(zip(node.data, values))
        return node.cls(values)

    return build(spec)


def _tree_map(func, tree, rests):
    """optree.tree_map(func, tree, *rests, none_is_leaf=True, namespace="keras")."""
    leaves, spec = _flatten(tree)
    flat_args = [leaves] + [_flatten_up_to(spec, r) for r in rests]
    return _unflatten(spec, [func(*args) for args in zip(*flat_args)])


def lists_to_tuples(structure):
    if isinstance(structure, (list, tuple)):
        return tuple(lists_to_tuples(x) for x in structure)
    if isinstance(structure, dict):
        return {k: lists_to_tuples(v) for k, v in structure.items()}
    return structure


def is_shape_tuple(x):
    return isinstance(x, (list, tuple)) and all(isinstance(e, (int, type(None))) for e in x)


def map_shape_structure(func, structure):
    """`func` on every shape (a tuple or list of ints and Nones) inside `structure`."""
    if is_shape_tuple(structure):
        return func(tuple(structure))
    if isinstance(structure, list):
        return [map_shape_structure(func, e) for e in structure]
    if isinstance(structure, tuple):
        return tuple(map_shape_structure(func, e) for e in structure)
    if isinstance(structure, dict):
        return {k: map_shape_structure(func, v) for k, v in structure.items()}
    raise ValueError(f"Cannot map function to unknown object {structure}")


class MAP_TO_NONE:
    """Special value for use with `traverse()`."""


def _children(structure):
    """[(key, child)] of a list, tuple, namedtuple or dict (sorted keys; an OrderedDict keeps
    its order), as optree's keras namespace orders them; None for a leaf (None included)."""
    if type(structure).__name__ == "OrderedDict":
        return [(k, structure[k]) for k in structure]
    if isinstance(structure, dict):
        return [(k, structure[k]) for k in sorted(structure)]
    if isinstance(structure, (list, tuple)):
        return list(enumerate(structure))
    return None


def _rebuild(structure, values):
    """A structure like `structure` holding `values` in `_children`'s order."""
    if isinstance(structure, dict) or type(structure).__name__ == "OrderedDict":
        rebuilt = dict(zip([k for k, _ in _children(structure)], values))
        return type(structure)([(k, rebuilt[k]) for k in structure])
    if isinstance(structure, tuple) and hasattr(structure, "_fields"):
        return type(structure)(*values)
    return type(structure)(values)


def traverse(func, structure, top_down=True):
    """Applies `func` depth-first: top-down, a non-None result replaces the subtree (not
    visited further); bottom-up, `func` sees the rebuilt subtree and None keeps it.
    `MAP_TO_NONE` as a result stands for None."""

    def traverse_children():
        children = _children(structure)
        if children is None:
            return structure
        return _rebuild(structure, [traverse(func, c, top_down=top_down) for _, c in children])

    if top_down:
        ret = func(structure)
        if ret is None:
            return traverse_children()
    else:
        traversed_structure = traverse_children()
        ret = func(traversed_structure)
        if ret is None:
            return traversed_structure
    if isinstance(ret, type) and ret.__name__ == "MAP_TO_NONE":
        return None
    return ret


def flatten_with_path(structure):
    """[(path, leaf)] in `flatten`'s order; a path is the tuple of indices and keys."""

    def walk(path, x):
        children = _children(x)
        if children is None:
            return [(path, x)]
        return [item for key, child in children for item in walk(path + (key,), child)]

    return walk((), structure)


def assert_same_paths(a, b):
    """Raises ValueError naming the paths one structure has and the other lacks."""
    a_paths = set(path for path, _ in flatten_with_path(a))
    b_paths = set(path for path, _ in flatten_with_path(b))
    if a_paths != b_paths:
        msg = "`a` and `b` don't have the same paths."
        a_diff = a_paths.difference(b_paths)
        if a_diff:
            msg += f"\nPaths in `a` missing in `b`:\n{a_diff}"
        b_diff = b_paths.difference(a_paths)
        if b_diff:
            msg += f"\nPaths in `b` missing in `a`:\n{b_diff}"
        raise ValueError(msg)
