# Tracing vs execution: Python print runs only while tracing (it shows the symbolic tensor),
# tf.print runs on every call and writes to stderr; a Python int argument retraces per value.
# tf.print formatting from tensorflow/python/ops/logging_ops.py print_v2 (pformat of Python
# structures, summarize elision '...') and tensor.cc SummarizeValue (bools as 1/0, quoted strings;
# a lone scalar string is printed raw).
import tensorflow as tf

@tf.function
def step(x):
    print("Python print:", x)
    tf.print("tf.print:", x)
    return x + 1

step(tf.constant(1))
step(tf.constant(2))
step(tf.constant([1, 2]))
step(2)
step(3)
tf.print("done", [1, 2], {"a": tf.constant(3)}, summarize=1)
tf.print(tf.range(10), output_stream=__import__("sys").stdout)
tf.print(tf.constant([True, False]), tf.constant(0.5), tf.constant("s"))
tf.print(tf.constant("only"))
