# keras.tree with several structures follows Keras 3.11's optree implementation
# (keras/src/tree/optree_impl.py map_structure): the first structure decides where the leaves
# are, and its `func_with_check` raises ValueError("Structures don't have the same nested
# structure.") when another structure holds a nested value at one of those leaves. A list or
# tuple of another length fails earlier, in optree's flatten_up_to (treespec.cpp):
# "list arity mismatch; expected: 2, got: 3; list: [1, 2, 3].".
# Losses reach this through LossFunctionWrapper.call (keras/src/losses/losses.py), which maps
# squeeze_or_expand_to_same_rank over (y_true, y_pred) after Loss.__call__ converted each leaf
# to a tensor: plain Python lists of labels and of probability rows are structures, so the
# documented NumPy inputs work and the same values as nested lists raise.
import numpy as np
import keras

try:
    keras.tree.map_structure(lambda a, b: a + b, [1, 2], [1, 2, 3])
except ValueError as e:
    print("ValueError:", e)
try:
    keras.tree.map_structure(lambda a, b: a + b, (1, 2), (1,))
except ValueError as e:
    print("ValueError:", e)
try:
    keras.tree.map_structure(lambda a, b: a, [1, 2], [1, [2, 3]])
except ValueError as e:
    print("ValueError:", e)
print(keras.tree.map_structure(lambda a, b: a + b, [1, (2, 3)], [10, (20, 30)]))

scce = keras.losses.SparseCategoricalCrossentropy()
print(scce(np.array([1, 2]), np.array([[0.05, 0.95, 0], [0.1, 0.8, 0.1]])))
try:
    scce([1, 2], [[0.05, 0.95, 0], [0.1, 0.8, 0.1]])
except ValueError as e:
    print("ValueError:", e)
print(keras.losses.MeanSquaredError()([0.0, 1.0], [1.0, 1.0]))
