# Captured globals
# A Python global read in the body is frozen into the graph when
# it traces; a tf.Variable is read every time the graph runs.
# Changing a global does not retrace. What does the second call
# return?
import tensorflow as tf

scale = 2
offset = tf.Variable(10)

@tf.function
def apply(x):
    print("tracing with scale", scale)
    y = x * scale + offset
    tf.print("y =", y)
    return y

apply(tf.constant(1))
scale = 100         # a plain Python value: the traced graph still uses 2
offset.assign(20)   # a variable: the graph reads its new value
apply(tf.constant(1))
print("traces:", apply.experimental_get_tracing_count())
