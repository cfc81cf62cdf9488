# A tf.function traced before the tape opens: calling it inside the tape still makes the tape
# watch the trainable variables its graph reads (concrete_function.py ConcreteFunction._call_flat
# calls resource_variable_ops.variable_accessed for each of the graph's variables at every call;
# variable_accessed skips non-trainable ones and tapes made with watch_accessed_variables=False).
import tensorflow as tf

v = tf.Variable(1.)
w = tf.Variable(2., trainable=False)


@tf.function
def f(x):
    return x * v * w


f(tf.constant(1.))
with tf.GradientTape() as t:
    y = f(tf.constant(2.))
print(t.watched_variables())
print(t.gradient(y, t.watched_variables()))
with tf.GradientTape(watch_accessed_variables=False) as t:
    y = f(tf.constant(2.))
print(t.watched_variables())
