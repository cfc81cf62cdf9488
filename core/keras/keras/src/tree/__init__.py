"""keras.tree (keras/src/tree/tree_api.py) over tf.nest: the same flattening order (dict keys
sorted, None a leaf)."""
import tensorflow as tf


def is_nested(structure):
    return tf.nest.is_nested(structure)


def flatten(structure):
    return tf.nest.flatten(structure)


def map_structure(func, *structures):
    return tf.nest.map_structure(func, *structures)


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
    tf.nest.assert_same_structure(a, b, check_types=bool(check_types))


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
