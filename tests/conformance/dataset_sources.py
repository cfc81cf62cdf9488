# tf.data sources: the element_spec each one infers, the class name in the dataset's repr, and
# what iterating yields (EagerTensors) versus as_numpy_iterator (NumPy scalars and arrays).
# A Python list is one tensor to tf.data (sliced along its first axis); tuples and dicts are
# structure. Dataset.range yields int64; cardinality is a static int64 count.
# TF source: tensorflow/python/data/ops/dataset_ops.py (DatasetV2.__repr__, __len__,
# as_numpy_iterator), from_tensor_slices_op.py (_TensorSliceDataset), from_tensors_op.py
# (_TensorDataset), range_op.py (_RangeDataset, output_type=int64),
# tensorflow/python/data/util/structure.py (normalize_element, type_spec_from_value).
import numpy as np
import tensorflow as tf

words = tf.data.Dataset.from_tensor_slices(["to", "be"])
print(words)
for w in words:
    print(w)

grid = tf.data.Dataset.from_tensor_slices([[1, 2], [3, 4], [5, 6]])
print(grid.element_spec)
print(list(grid.as_numpy_iterator()))

pairs = tf.data.Dataset.from_tensor_slices((np.array([0.5, 1.5]), [True, False]))
print(pairs)
for x, flag in pairs:
    print(x.dtype, flag.numpy())

records = tf.data.Dataset.from_tensor_slices({"id": [7, 8], "score": [0.25, 0.75]})
print(records.element_spec)
print(list(records.as_numpy_iterator()))

numbers = tf.data.Dataset.range(2, 11, 3)
print(numbers)
print(list(numbers.as_numpy_iterator()))
print(len(numbers), numbers.cardinality())

whole = tf.data.Dataset.from_tensors(([1, 2, 3], "label"))
print(whole)
print(len(whole))
for vector, label in whole:
    print(vector, label)
