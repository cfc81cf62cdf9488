# AutoGraph leaves Keras alone (autograph/core/config.py: DoNotConvert('keras')): a layer
# called from a tf.function runs as plain Python, and so does the layer's own call(), so a
# Python `if` on a tensor there is an error, which the layer can catch. A function the
# traced code calls directly, or a tf.function the layer calls, is converted.
import tensorflow as tf


@tf.function
def double_if_positive(x):
    if tf.reduce_sum(x) > 0:
        return x * 2
    return x


class Guarded(tf.keras.layers.Layer):
    def call(self, x):
        try:
            if tf.reduce_sum(x) > 0:
                x = x + 1
        except TypeError as e:
            print("call() is not converted:", type(e).__name__)
            print(str(e)[:54])
        return double_if_positive(x)


def helper(x):
    if tf.reduce_sum(x) > 0:
        return x - 1
    return x


layer = Guarded()


@tf.function
def step(x):
    return layer(helper(x))


print(step(tf.constant([1.0, 2.0])))
print(layer(tf.constant([1.0, 2.0])))  # eagerly the `if` is Python's

e = tf.errors.OperatorNotAllowedInGraphError("a message")
print(repr(e), isinstance(e, TypeError))
