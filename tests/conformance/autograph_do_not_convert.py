# tf.autograph.experimental.do_not_convert: the decorated function runs with AutoGraph disabled
# (ag_ctx.Status.DISABLED), so its Python `if` on a symbolic tensor raises
# OperatorNotAllowedInGraphError, re-raised "in user code" with the converted caller's frame
# ("  *") and the unconverted function's frame ("  **", allowlisted: converted_call ran it
# unconverted). Eagerly it is a plain Python call. tf.autograph.set_verbosity only changes
# AutoGraph's own debug logging.
# TF source: tensorflow/python/autograph/impl/api.py (do_not_convert, _ErrorMetadata),
# tensorflow/python/framework/tensor.py (Tensor._disallow: one text for every AutoGraph status),
# tensorflow/python/autograph/pyct/error_utils.py (_stack_trace_inside_mapped_code,
# ErrorMetadataBase.get_message).
import tensorflow as tf

tf.autograph.set_verbosity(0)


@tf.autograph.experimental.do_not_convert
def magnitude(x):
    if x > 0:
        return x
    return -x


print(magnitude(tf.constant(-3)))
print(magnitude.__name__)


@tf.autograph.experimental.do_not_convert
def python_only(n):
    total = 0
    for i in range(n):
        total += i
    print("python loop ran", n, "times")
    return total


@tf.function
def uses_python_only(x):
    return x + python_only(4)


print(uses_python_only(tf.constant(1)))


@tf.function
def converted(x):
    y = magnitude(x)
    return y


try:
    converted(tf.constant(2))
except TypeError as e:
    print(type(e).__name__ + ":", e)
