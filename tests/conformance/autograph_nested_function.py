# A tf.function called while another one traces: the inner function traces with its own cache
# (its Python print runs then, showing its own placeholder "v:0") and becomes a call op in the
# outer graph -- StatefulPartitionedCall, since it has a tf.print -- so the inner tf.print runs
# every time the outer graph runs. Calling the inner function directly reuses its trace.
# TF source: tensorflow/python/eager/polymorphic_function/atomic_function.py
# (make_call_op_in_graph), polymorphic_function.py (one trace cache per Function).
import tensorflow as tf


@tf.function
def inner(v):
    print("tracing inner with", v)
    tf.print("inner runs with", v)
    return v * 10


@tf.function
def outer(x):
    print("tracing outer")
    y = inner(x + 1)
    print("inner returned", y)
    return y + 1


print(outer(tf.constant(1)).numpy())
print(outer(tf.constant(2)).numpy())
print("outer tracing count:", outer.experimental_get_tracing_count())
print("inner tracing count:", inner.experimental_get_tracing_count())
print(inner(tf.constant(3)).numpy())
print("inner tracing count:", inner.experimental_get_tracing_count())
