# tf.experimental.numpy's NumPy behaviour indexes a tf.Tensor as NumPy indexes an array
# (np_array_ops._getitem: advanced indices become gathers): integer lists, tuples and tensors
# broadcast together, a boolean sequence or tensor selects along its axes; the result is a
# tf.Tensor of the same dtype. Expected values follow NumPy's indexing rules (and the
# tf.experimental.numpy guide's "Indexing" section for the tuple forms). Inside a tf.function
# tfplay refuses advanced indices (NotImplementedError); basic indexing traces as usual.
import tensorflow as tf
import tensorflow.experimental.numpy as tnp

tnp.experimental_enable_numpy_behavior()
x = tnp.arange(24).reshape(2, 3, 4)
print(x[:, (True, False, True)])
print(x[1, (0, 0, 1), tnp.asarray([0, 1, 1])])
print(x[[1, 0], [2, 0]])
print(x[x > 20])
print(x[..., [3, 0]].shape, x[0, :, [1]].shape)
m = tf.constant([[1.5, 2.5], [3.5, 4.5]])
print(m[[0, 1, 1]], m[m > 2.0])


@tf.function
def pick(t):
    return t[[0, 1], [1, 0]]


try:
    pick(m)
except NotImplementedError as e:
    print("NotImplementedError:", str(e).splitlines()[-1].strip())
