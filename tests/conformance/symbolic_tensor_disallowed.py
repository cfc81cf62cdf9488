# Python control flow on a symbolic tensor that AutoGraph does not convert: `if` in a function
# traced with autograph=False, and tuple unpacking (iteration) in a converted function. Since
# TF 2.14 both raise OperatorNotAllowedInGraphError with one text, whatever AutoGraph's status;
# in converted code the error is re-raised "in user code" with the frame that raised it.
# TF source: tensorflow/python/framework/tensor.py (Tensor._disallow, _disallow_bool_casting,
# _disallow_iteration), tensorflow/python/autograph/pyct/error_utils.py (ErrorMetadataBase).
import tensorflow as tf


@tf.function(autograph=False)
def clip_positive(x):
    if x > 0:
        return x
    return tf.zeros_like(x)


try:
    clip_positive(tf.constant(2.0))
except TypeError as e:
    print(type(e).__name__ + ":", e)


@tf.function
def total_of_three(t):
    first, second, third = t
    return first + second + third


try:
    total_of_three(tf.constant([1, 2, 3]))
except TypeError as e:
    print(type(e).__name__ + ":", e)

print(clip_positive.experimental_get_tracing_count(), total_of_three.experimental_get_tracing_count())
