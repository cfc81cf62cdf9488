# A type attr passed explicitly (tf.random.normal's dtype) outside the op's allowed list is
# op_def_library.py's _SatisfiesTypeConstraint TypeError when a graph is built, as it is for a
# type inferred from an input (the mean and stddev convert to uint8 first); the op's run no
# longer fails inside the graph.
import tensorflow as tf


@tf.function
def draw():
    return tf.random.normal([2], mean=1, stddev=1, dtype=tf.uint8)


try:
    draw()
except TypeError as e:
    print(type(e).__name__, e)
