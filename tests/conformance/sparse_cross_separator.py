# tf.sparse.cross with its `separator`, and tf.sparse.bincount's `binary_output`. Expected text
# from TF 2.20's source and docstrings: tensorflow/python/ops/sparse_ops.py
# sparse_cross(inputs, name=None, separator=None) ("separator='_Y_'" -> output.values
# [b'a_Y_c', b'b_Y_d']; the default separator is "_X_") runs SparseCrossV2 over
# _sparse_cross_internal_v2's inputs (non-string ones cast to int64, whose feature is its decimal
# text: sparse_cross_op.cc StringCrosserV2), every combination of one feature per input with the
# last input varying fastest. sparse_ops.bincount(values, weights=None, axis=0, minlength=None,
# maxlength=None, binary_output=False, name=None) takes binary_output (tfplay's stub raises its
# NotImplementedError); the API golden tensorflow.sparse.pbtxt lists both signatures.
import inspect

import tensorflow as tf

inp_0 = tf.constant([['a'], ['b']])
inp_1 = tf.constant([['c'], ['d']])
output = tf.sparse.cross([inp_0, inp_1], separator='_Y_')
print(repr(output.values))
print(inspect.signature(tf.sparse.cross))

out = tf.sparse.cross([tf.constant([['a', 'b'], ['c', 'd']]), tf.constant([[1], [2]], tf.int32), tf.constant([['x', 'y'], ['z', 'w']])])
print(out.indices.numpy().tolist())
print(out.values.numpy().tolist())
print(out.dense_shape.numpy().tolist())


@tf.function
def f(a, b):
    return tf.sparse.cross([a, b], separator='-').values


print(f(inp_0, inp_1))
for bad in [inp_0, [inp_0, [1, 2]]]:
    try:
        tf.sparse.cross(bad)
    except TypeError as e:
        print("TypeError:", e)

print(inspect.signature(tf.sparse.bincount))
data = tf.sparse.SparseTensor(indices=[[0, 3], [1, 7]], values=[10, 20], dense_shape=[2, 10])
try:
    tf.sparse.bincount(data, binary_output=True, axis=-1)
except NotImplementedError as e:
    print("NotImplementedError:", e)
