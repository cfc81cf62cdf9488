# keras.tree's structure errors are optree's (Keras 3.11.3 uses keras/src/tree/optree_impl.py,
# optree 0.17.0 here): map_structure / map_structure_up_to / assert_same_structure all run
# optree.tree_map, which flattens each later structure up to the first one's treespec
# (PyTreeSpec::FlattenUpTo, src/treespec/flatten.cpp), checking nodes from the root and the
# last child first. Texts:
#   "Expected an instance of list|tuple|dict, ... , got X."   include/optree/pytypes.h AssertExact*
#   "list|tuple arity mismatch; ..."                          flatten.cpp FlattenUpTo
#   "dictionary key mismatch; expected key(s): ..."           flatten.cpp FlattenUpTo (keys sorted)
#   "namedtuple type mismatch; ..."                           flatten.cpp FlattenUpTo
#   "Structures don't have the same nested structure."        optree_impl.py func_with_check /
#                                                             check (Keras's own message)
#   "Too few / Too many leaves for PyTreeSpec; ..."           src/treespec/unflatten.cpp
#   "Must provide at least one structure"                     optree_impl.py map_structure
# map_structure_up_to's check calls optree.tree_is_leaf(shallow) without none_is_leaf, so a None
# leaf of the shallow structure counts as nested there. Losses: Loss.__call__ turns a Python
# list y_true into a list of tensors and LossFunctionWrapper.call (keras/src/losses/losses.py)
# maps squeeze_or_expand_to_same_rank over (y_true, y_pred), so a NumPy y_pred is not a list.
import collections

import numpy as np
import keras

Point = collections.namedtuple("Point", ["x", "y"])
Other = collections.namedtuple("Other", ["x", "y"])


def show(f):
    try:
        print(f())
    except Exception as e:
        print(f"{type(e).__name__}: {e}")


add = lambda a, b: a + b
show(lambda: keras.tree.map_structure(add, [1, 2], (1, 2)))
show(lambda: keras.tree.map_structure(add, {"a": 1}, {"b": 1}))
show(lambda: keras.tree.map_structure(add, {"a": 1, "b": 2}, {"b": 1}))
show(lambda: keras.tree.map_structure(add, {"b": 1, "a": 2}, {"b": 1, "a": 3, "c": 4}))
show(lambda: keras.tree.map_structure(add, {"a": 1}, [1]))
show(lambda: keras.tree.map_structure(add, [1, [2]], [1, 2]))
show(lambda: keras.tree.map_structure(add, [[1], (2, 3)], [(1,), [2, 3]]))
show(lambda: keras.tree.map_structure(add, Point(1, 2), Other(1, 2)))
show(lambda: keras.tree.map_structure(add, Point(1, 2), (1, 2)))
show(lambda: keras.tree.map_structure(add, (1, 2), Point(1, 2)))
show(lambda: keras.tree.map_structure(add, {"a": 1}, collections.OrderedDict(a=2)))
show(lambda: keras.tree.map_structure(lambda a, b: a, [1, 2], [1, [2]]))
show(lambda: keras.tree.map_structure(lambda a, b: a, [1, None], [1, 2]))
show(lambda: keras.tree.map_structure(lambda a: a))
show(lambda: keras.tree.assert_same_structure([1, 2], (1, 2)))
show(lambda: keras.tree.assert_same_structure([1, 2], [1, [2]]))
show(lambda: keras.tree.assert_same_structure({"x": (1, 2)}, {"x": (1, 2)}))
show(lambda: keras.tree.map_structure_up_to([0, [0, 0]], str, [[1, 1], [2, 2]]))
show(lambda: keras.tree.map_structure_up_to([0, [0, 0]], str, [[1, 1], (2, 2)]))
show(lambda: keras.tree.map_structure_up_to([None, None], len, [[1, 1], [2, 2]]))
show(lambda: keras.tree.pack_sequence_as([1, 2], [1]))
show(lambda: keras.tree.pack_sequence_as([1, 2], [1, 2, 3]))
show(lambda: keras.tree.pack_sequence_as({"b": 0, "a": 0}, [1, 2]))
show(lambda: keras.losses.MeanSquaredError()([1.0, 0.0], np.array([0.5, 0.5])))
