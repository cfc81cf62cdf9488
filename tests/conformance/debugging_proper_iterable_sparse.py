# check_ops.assert_proper_iterable refuses the iterables a caller passes by mistake, SparseTensor
# among them (unintentional_iterables = (Tensor, SparseTensor, np.ndarray) + bytes/str): TypeError
# 'Expected argument "values" to be a "proper" iterable.' After TF 2.20's check_ops_test.py
# AssertProperIterableTest (test_single_sparse_tensor_raises and its neighbours).
# TF source: tensorflow/python/ops/check_ops.py (assert_proper_iterable).
import numpy as np
import tensorflow as tf

for values in [tf.sparse.SparseTensor([[0, 0]], [1], [3, 4]), tf.constant(1), np.array([1, 2]), "abc", b"abc", 5]:
    try:
        tf.debugging.assert_proper_iterable(values)
    except TypeError as e:
        print(e)
for values in [[1, 2], (tf.constant(1),), {1, 2}, iter([])]:
    print(tf.debugging.assert_proper_iterable(values))
