# A kernel error while a graph runs (integer division by zero inside a tf.function) raises
# the same tf.errors class as the eager op, catchable by the program. TF's message adds
# "Graph execution error:" and the stack that defined the node, which names files of TF's
# install, so only the class is compared here.
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
