# A tf.function over a functools.wraps decorator: the function type follows `__wrapped__`
# (inspect.signature's follow_wrapped), so parameters, placeholders and binding use the wrapped
# function's signature while every trace still runs the wrapper.
# TF source: tensorflow/core/function/polymorphism/function_type.py
# (FunctionType.from_callable(obj, *, follow_wrapped=True)),
# tensorflow/python/eager/polymorphic_function/function_type_utils.py (make_function_type).
import functools

import tensorflow as tf


def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        print("tracing through the wrapper of", fn.__name__, "with", len(args), "positional arguments")
        return fn(*args, **kwargs)

    return wrapper


@tf.function
@logged
def scale(x, factor=2.0):
    return x * factor


print(scale(tf.constant(1.5)).numpy())
print(scale(tf.constant(1.5), factor=3.0).numpy())
print(scale(x=tf.constant(2.5)).numpy())
print(scale.experimental_get_tracing_count())
print(scale.pretty_printed_concrete_signatures())
concrete = scale.get_concrete_function(tf.TensorSpec([None], tf.float32))
print(concrete.structured_input_signature)
print([t.name for t in concrete.inputs])
try:
    scale(tf.constant(1.0), 2.0, 3.0)
except TypeError as e:
    print("TypeError:", e)
