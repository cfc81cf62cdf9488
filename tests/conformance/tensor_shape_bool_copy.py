# tf.TensorShape's truth value and copying (tensorflow/python/framework/tensor_shape.py:
# __bool__ is `self._dims is not None`, so a scalar shape () is true and an unknown shape
# false; __reduce__ is (TensorShape, (self.dims,)); __concat__ is concatenate).
import copy

import tensorflow as tf

print(bool(tf.TensorShape(None)), bool(tf.TensorShape([])), bool(tf.TensorShape([0])))
shape = tf.TensorShape([1, None])
if shape:
    print("known rank", shape.rank)
print(copy.copy(shape), copy.deepcopy(shape) == shape, shape.__reduce__()[1])
print(shape.__concat__(tf.TensorShape([3])), tf.TensorShape([2]) + tf.TensorShape(None))
