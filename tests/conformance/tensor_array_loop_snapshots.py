# A TensorArray written in a tf.function loop is a value: the array as it was before the loop,
# and the sums read inside it, keep their values while later iterations write (TF 2's
# TensorList semantics, tensorflow/python/ops/tensor_array_ops.py _GraphTensorArrayV2).
import tensorflow as tf

@tf.function
def f():
    ta = tf.TensorArray(tf.float32, size=3)
    ta = ta.write(0, 1.0)
    before = ta
    for i in tf.range(1, 3):
        ta = ta.write(i, tf.cast(i, tf.float32) * 10)
    return before.stack(), ta.stack()

a, b = f()
print(a.numpy(), b.numpy())

@tf.function
def g(n):
    ta = tf.TensorArray(tf.int32, size=n)
    snapshots = tf.TensorArray(tf.int32, size=n)
    for i in tf.range(n):
        ta = ta.write(i, i + 1)
        snapshots = snapshots.write(i, tf.reduce_sum(ta.stack()))
    return ta.stack(), snapshots.stack()

print([t.numpy().tolist() for t in g(tf.constant(4))])
