# The frequent-retracing warning: logged (WARNING:tensorflow: on stderr) when 5 of the recent calls
# of a function traced, counting calls within a window of about 11, at most twice per Python
# function. The text names str(python_function), whose address changes from run to run (the
# conformance runner compares "at 0x..." addresses loosely).
# TF source: tensorflow/python/eager/polymorphic_function/polymorphic_function.py
# (_FrequentTracingDetector, FREQUENT_TRACING_WARNING_* constants).
import tensorflow as tf


@tf.function
def ident(x):
    return x


for n in [1, 1, 2, 3, 4, 4, 5, 6, 7, 8]:
    ident(tf.zeros([n]))
    print("call with", n, "traces so far:", ident.experimental_get_tracing_count())


@tf.function
def spaced(x):
    return x


for n in [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5]:
    spaced(tf.zeros([n]))
print("spaced traces:", spaced.experimental_get_tracing_count())
