# tf.stack takes a list or tuple (array_ops.stack reads values[0], gen_array_ops.pack checks
# the type): a Dataset or a generator is not iterated, a tensor or an array is not a list.
import numpy as np
import tensorflow as tf
ds = tf.data.Dataset.range(3)
cases = [lambda: tf.stack(ds), lambda: tf.stack(x for x in [1.0]), lambda: tf.stack([], axis=1),
         lambda: tf.stack(tf.ones((2, 3)), axis=1), lambda: tf.stack(np.ones((2, 2)), axis=1),
         lambda: tf.stack([tf.ones(2), tf.zeros(2)], axis=1), lambda: tf.meshgrid(ds)]
for case in cases:
    try:
        print(case())
    except Exception as e:
        print(type(e).__name__ + ":", e)

@tf.function
def f():
    return tf.stack(ds)

try:
    f()
except TypeError as e:
    print("in a tf.function:", str(e).splitlines()[-1].strip())
