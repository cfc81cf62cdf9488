# tf.gradients inside a tf.function, through a call of another tf.function that reads variables:
# the call op takes the variables' handles as inputs (the callee's captures), and its gradient
# (TF: _TapeGradientFunctions via the call op's registered gradient, functional_ops /
# concrete_function.py) gives the gradients with respect to them, so tf.gradients(y, v) is
# d(y)/d(v) as for a variable read directly (gradients_util: xs that are resource variables are
# differentiated through their handles).
import tensorflow as tf

v = tf.Variable(3.0)
w = tf.Variable([1.0, 2.0])


@tf.function
def inner(x):
    return x * v + tf.reduce_sum(w * w)


@tf.function
def middle(x):
    return inner(x) * 2.0


@tf.function
def outer(x):
    y = inner(x)
    return tf.gradients(y, [w, v, x])


@tf.function
def outer_twice(x):
    return tf.gradients(middle(x), [v, w])


print(outer(tf.constant(2.0)))
print(outer_twice(tf.constant(2.0)))
with tf.GradientTape() as tape:
    y = middle(tf.constant(2.0))
print(tape.gradient(y, [v, w]))
