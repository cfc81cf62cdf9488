# keras.ops.tril / triu with a tensor `k` inside a tf.function (Keras 3.11.3
# keras/src/backend/tensorflow/numpy.py tril/triu; numpy_test.py test_tril_with_jit_in_tf and
# test_triu_with_jit_in_tf): a Python int k picks band_part or the mask in Python, a tensor k
# picks between them with tf.cond, so the function traces once for every k. Values as
# np.tril/np.triu give them for a 3x4 arange.
import tensorflow as tf
from keras import ops


@tf.function(jit_compile=True)
def lower(x, k):
    return ops.tril(x, k=k)


@tf.function(jit_compile=True)
def upper(x, k):
    return ops.triu(x, k=k)


x = ops.reshape(ops.arange(12), [3, 4])
for k in (0, -1, 1):
    print(k, lower(x, ops.array(k)).numpy().tolist(), upper(x, ops.array(k)).numpy().tolist())
print(lower.experimental_get_tracing_count(), upper.experimental_get_tracing_count())
print(ops.tril(x, ops.array(-1)).numpy().tolist())
