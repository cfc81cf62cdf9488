# Python scalars are traced as Literal types compared with Python == and hash: 2 and 2.0 share a
# trace, True shares one with 1, and the reused graph keeps the value of the call that traced it.
# TF source: tensorflow/core/function/trace_type/trace_type_builder.py (from_value: values that
# cannot be weak-referenced become Literal), default_types.py (Literal.__eq__/__hash__/__repr__),
# polymorphic_function.py (experimental_get_tracing_count = len of the function cache).
import tensorflow as tf


@tf.function
def scaled(x, factor):
    print("tracing scaled with factor", repr(factor))
    return x * tf.constant(factor, tf.float32)


x = tf.constant(3.0)
print(scaled(x, 2.0).numpy())
print(scaled(x, 2).numpy())
print("count after 2.0 and 2:", scaled.experimental_get_tracing_count())
print(scaled(x, 1).numpy())
print(scaled(x, True).numpy())
print(scaled(x, 1.0).numpy())
print("count after 1, True, 1.0:", scaled.experimental_get_tracing_count())
print(scaled(x, 0.5).numpy())
print("count after 0.5:", scaled.experimental_get_tracing_count())


@tf.function
def labelled(x, label):
    print("tracing labelled with", label)
    return x


labelled(x, "a")
labelled(x, "a")
labelled(x, "b")
labelled(x, None)
labelled(x, None)
print("labelled traces:", labelled.experimental_get_tracing_count())
print(labelled.pretty_printed_concrete_signatures(verbose=False))
