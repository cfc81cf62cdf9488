# A weak reference passed to a tf.function is refused when the call is typed, before any
# trace: trace_type.from_value raises TypeError for weakref.ref values, nested ones included.
# TF source: tensorflow/core/function/trace_type/trace_type_builder.py (from_value: "weakref
# input {value} not supported for tf.function."); polymorphic_function_test.py
# (testWeakrefInputsRejected).
import weakref

import tensorflow as tf


@tf.function
def f(x):
    return x


class Dummy:
    pass


o = Dummy()
for arg in [weakref.ref(o), [1, weakref.ref(o)]]:
    try:
        f(arg)
    except TypeError as e:
        print("TypeError:", e)
print("traces:", f.experimental_get_tracing_count())
