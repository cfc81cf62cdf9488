# tf.compat.v1.map_fn is map_fn.py's v1 export `map_fn` (tensorflow/python/ops/map_fn.py, TF
# 2.20): the same loop as tf.map_fn, whose own deprecated_args(dtype) names `map_fn` (tf.map_fn's
# names `map_fn_v2`), once per process each; back_prop=False is deprecated only on the v2 export
# (deprecated_arg_values on map_fn_v2), so the v1 call logs nothing for it.
import tensorflow as tf

print(tf.compat.v1.map_fn(lambda x: x * 2, tf.constant([1, 2, 3]), dtype=tf.int32))
print(tf.compat.v1.map_fn(lambda x: x + 1, tf.constant([1, 2, 3]), dtype=tf.int32))
print(tf.compat.v1.map_fn(lambda x: tf.cast(x, tf.float32) / 2, tf.constant([1, 2]),
                          fn_output_signature=tf.float32, back_prop=False))
print(tf.map_fn(lambda x: x - 1, tf.constant([5, 6]), dtype=tf.int32))
print(tf.compat.v1.map_fn.__name__, tf.map_fn.__name__)


@tf.function
def f(x):
    return tf.compat.v1.map_fn(lambda r: tf.reduce_sum(r), x, dtype=tf.float32)


print(f(tf.constant([[1.0, 2.0], [3.0, 4.0]])))
