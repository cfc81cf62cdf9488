# tf.function returns its Function through tf_decorator.make_decorator, which sets on it the
# decorated function's __name__, __qualname__ and __module__, copies the entries of its __dict__,
# sets TFDecorator's docstring (the function's, or '' when it has none), __wrapped__ and
# __original_wrapped__. The Function is an ordinary Python object with a __dict__, so a program
# can set its own attributes on it, even from inside the traced body (here, a trace counter).
# A tf.function passed as an argument is still typed by its own __tf_tracing_type__
# (Weakref(self)), not by what __wrapped__ points at.
# TF source: tensorflow/python/util/tf_decorator.py (make_decorator, TFDecorator.__init__),
# tensorflow/python/eager/polymorphic_function/polymorphic_function.py (function(): decorated,
# Function.__tf_tracing_type__).
import tensorflow as tf


def scale(x):
    return x * 2


scale.unit = "metres"
scaled = tf.function(scale)
print(scaled.__name__, scaled.__qualname__, scaled.__module__)
print(scaled.unit)
print(scaled.__wrapped__ is scale, scaled.__original_wrapped__ is scale)
print(repr(scaled.__doc__))
print(repr(tf.function(lambda x: x).__doc__))


def make():
    @tf.function
    def inner(x):
        """Adds one."""
        return x + 1

    return inner


print(make().__qualname__, make().__doc__)


@tf.function
def traced(x):
    traced.traces = getattr(traced, "traces", 0) + 1
    return x


traced(1)
traced(2)
traced(1)
traced(tf.constant(1))
print(traced.traces, traced.experimental_get_tracing_count())


class Model(tf.Module):
    @tf.function
    def step(self, x):
        return x


m = Model()
print(m.step.__qualname__, m.step.__name__, repr(m.step.__doc__))


@tf.function
def apply(fn, x):
    return fn(x)


apply(scaled, tf.constant(1))
signature = apply.pretty_printed_concrete_signatures(verbose=False)
print(signature.startswith("(fn: Weakref[<weakref at "), "to 'Function' at" in signature)
