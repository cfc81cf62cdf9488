"""keras.tree (keras/src/tree/tree_api.py) over tf.nest: the same flattening order (dict keys
sorted, None a leaf)."""
import tensorflow as tf


def is_nested(structure):
    return tf.nest.is_nested(structure)


def flatten(structure):
    return tf.nest.flatten(structure)


def map_structure(func, *structures):
    """`func` over the leaves of `structures`. As optree_impl.py does, the first structure
    decides where the leaves are: when it matches the others node for node except that some
    of them hold a nested value where it holds a leaf, ValueError("Structures don't have the
    same nested structure.") (its `func_with_check`); a list or tuple of another length raises
    optree's arity error. Other mismatches raise tf.nest's error."""
    if len(structures) > 1 and _compare_to_first(structures[0], structures[1:]) == "prefix":
        raise ValueError("Structures don't have the same nested structure.")
    return tf.nest.map_structure(func, *structures)


def _compare_to_first(first, others):
    """"match" when `others` have `first`'s structure; "prefix" when they share its nodes (kind
    and keys) but some hold a nested value where `first` has a leaf; "other" otherwise."""
    children = _children(first)
    if children is None:
        return "prefix" if any(_children(o) is not None for o in others) else "match"
    keys = [k for k, _ in children]
    for other in others:
        other_children = _children(other)
        if other_children is None or type(other) is not type(first):
            return "other"
        if type(first) in (list, tuple) and len(other) != len(first):
            # optree's flatten_up_to (treespec.cpp) on a list or tuple of another length.
            kind = type(first).__name__
            raise ValueError(f"{kind} arity mismatch; expected: {len(first)}, got: {len(other)}; "
                             f"{kind}: {other!r}.")
        if [k for k, _ in other_children] != keys:
            return "other"
    result = "match"
    for i, (_, child) in enumerate(children):
        found = _compare_to_first(child, [_children(o)[i][1] for o in others])
        if found == "other":
            return "other"
        if found == "prefix":
            result = "prefix"
    return result


def map_structure_up_to(shallow_structure, func, *structures):
    """`func` applied to the parts of `structures` at the leaves of `shallow_structure`."""
    if not is_nested(shallow_structure):
        return func(*structures)
    if isinstance(shallow_structure, dict):
        return {k: map_structure_up_to(v, func, *(s[k] for s in structures)) for k, v in shallow_structure.items()}
    items = [map_structure_up_to(v, func, *(s[i] for s in structures)) for i, v in enumerate(shallow_structure)]
    if isinstance(shallow_structure, tuple) and hasattr(shallow_structure, "_fields"):
        return type(shallow_structure)(*items)
    if isinstance(shallow_structure, tuple):
        return tuple(items)
    return items


def pack_sequence_as(structure, flat_sequence):
    return tf.nest.pack_sequence_as(structure, flat_sequence)


def assert_same_structure(a, b, check_types=None):
    """ValueError unless `a` and `b` have the same structure, node types included (a list is
    not a tuple, a dict not a list), as optree_impl.py's tree_map over both checks; where `b`
    holds a nested value at a leaf of `a`, its message "Structures don't have the same nested
    structure."."""
    found = _compare_to_first(a, [b])
    if found == "prefix":
        raise ValueError("Structures don't have the same nested structure.")
    if found == "other":
        try:
            tf.nest.assert_same_structure(a, b, check_types=True)
        except TypeError as e:
            raise ValueError(str(e)) from None


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
