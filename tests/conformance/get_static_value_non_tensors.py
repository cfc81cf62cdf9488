# tf.get_static_value of values that are not constant tensors. Expected text from TF 2.20's
# source and docstring: tensorflow/python/framework/tensor_util.py constant_value ("`tf.Variable` is
# not supported.": print(tf.get_static_value(tf.Variable(30))) -> None): an EagerTensor
# (core.Value) gives its numpy(); a value that is not is_tensor(...) is returned as it is; any other
# tf type that is not a graph tensor (core.Symbol) -- a variable, a RaggedTensor, a SparseTensor
# (internal.NativeObject) -- gives None, eagerly and inside a tf.function.
import numpy as np
import tensorflow as tf
a = tf.constant(10)
print(tf.get_static_value(a))
b = tf.constant(20)
print(tf.get_static_value(tf.add(a, b)))
c = tf.Variable(30)
print(tf.get_static_value(c))
print(tf.get_static_value(tf.ragged.constant([[1], [2, 3]])))
print(tf.get_static_value(tf.sparse.SparseTensor(indices=[[0]], values=[1], dense_shape=[2])))
print(tf.get_static_value([1, 2]), tf.get_static_value(3), tf.get_static_value(np.array([4])))


@tf.function
def f(x):
    print(tf.get_static_value(c), tf.get_static_value(x))
    return x


f(tf.constant(1))
