# run_functions_eagerly
# tf.config.run_functions_eagerly(True) turns every tf.function
# into plain Python: no tracing, and print runs on every call with
# real values. What do the prints show in each half, and what are
# the tracing counts?
import tensorflow as tf

@tf.function
def describe(x):
    print("python sees", x)
    tf.print("tf.print sees", x)
    return x * 2

tf.config.run_functions_eagerly(True)
describe(tf.constant(1))
describe(tf.constant(2))
print("traces while eager:", describe.experimental_get_tracing_count())

tf.config.run_functions_eagerly(False)
describe(tf.constant(3))
describe(tf.constant(4))
print("traces after:", describe.experimental_get_tracing_count())
