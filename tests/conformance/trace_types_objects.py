# Other Python objects are traced by identity (a weak reference): the same instance reuses its
# trace even after its attributes change (they were read at trace time), a second instance of the
# same class traces again.
# TF source: tensorflow/core/function/trace_type/trace_type_builder.py (from_value falls back to
# weakref.ref -> Weakref), default_types.py (Weakref.__eq__ compares the referents; its repr is
# f"Weakref[{ref!r}])", stray parenthesis included).
import tensorflow as tf


class Scale:
    def __init__(self, factor):
        self.factor = factor


@tf.function
def apply(scale, x):
    print("tracing apply, factor", scale.factor)
    return x * scale.factor


x = tf.constant(2)
double = Scale(2)
triple = Scale(3)
print(apply(double, x).numpy())
print(apply(double, x).numpy())
double.factor = 10
print(apply(double, x).numpy())
print(apply(triple, x).numpy())
print("traces:", apply.experimental_get_tracing_count())
print(apply.pretty_printed_concrete_signatures(verbose=False))
