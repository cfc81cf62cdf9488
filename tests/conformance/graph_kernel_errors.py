# A kernel error while a graph runs (integer division by zero inside a tf.function) raises
# the same tf.errors class as the eager op, catchable by the program. The message's
# "Graph execution error:" text is compared in graph_execution_error.py.
import tensorflow as tf


@tf.function
def remainder(i, d):
    return i % d


print(remainder(tf.constant(7), tf.constant(3)).numpy())
try:
    remainder(tf.constant(7), tf.constant(0))
except tf.errors.InvalidArgumentError as e:
    print("caught", type(e).__name__)
print("traces:", remainder.experimental_get_tracing_count())
