# tf.Variable arguments are keyed by VariableSpec(shape, dtype, trainable, alias_id): another
# variable of the same spec reuses the trace (and the call reads that variable), while passing
# one variable twice differs from passing two (the alias pattern).
# TF source: tensorflow/core/function/trace_type/trace_type_test.py (testVariableAliasing),
# resource_variable_ops.py (BaseResourceVariable.__tf_tracing_type__, VariableSpec).
import tensorflow as tf


@tf.function
def scale(v, k):
    print("tracing scale")
    return v * k


a = tf.Variable(2.0)
b = tf.Variable(3.0)
print(scale(a, 2.0))
print(scale(b, 2.0))
print(scale.experimental_get_tracing_count())
print(scale(tf.Variable([1.0, 2.0]), 2.0))
print(scale.experimental_get_tracing_count())


@tf.function
def pair(x, y):
    print("tracing pair")
    x.assign_add(1.0)
    return x + y


print(pair(a, a))
print(pair(a, b))
print(pair(b, a))
print(pair.experimental_get_tracing_count())
print(a.numpy(), b.numpy())
