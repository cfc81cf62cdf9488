# Better performance with tf.function: a Python scalar argument is a Literal in the trace key,
# so each new value retraces, while tensors of one dtype and shape share a trace; 2.0 reuses
# the trace of 2 and True the trace of 1 (Literal equality uses Python == and hash).
# Source: tensorflow/core/function/trace_type/default_types.py Literal, and the guide's text.
import tensorflow as tf

@tf.function
def power(base, n):
    print("Tracing with n =", n)
    return base ** n

base = tf.constant(2.0)
for n in [1, 2, 3, 2]:
    print(power(base, n).numpy())
print(power.experimental_get_tracing_count())
for n in [1, 2, 3]:
    print(power(base, tf.constant(float(n))).numpy())
print(power.experimental_get_tracing_count())
print(power(base, 2.0).numpy())
print(power.experimental_get_tracing_count())
print(power(base, True).numpy())
print(power.experimental_get_tracing_count())
