# tf.gradients inside a tf.function for a tf.Variable read only inside tf.cond / tf.while_loop.
# Expected text from TF 2.20's gradients_test.py: CustomGradientTest.testRVGradientsDynamicCond
# (gradients(cond(c, lambda: alpha * 2, lambda: alpha * 3), alpha) is [2.0], [3.0] when c is
# False) and ResourceCondTest.testBasic (no None among the gradients of variables a cond reads).
# In TF the branch graphs capture the enclosing graph's handle placeholder, which the If/While op
# takes as an input (cond_v2.py, while_v2.py), so gradients_util's walk reaches the op from the
# variable's handle; the While gradient adds up the body's per-iteration gradients (v**3: 3*v*v).
import tensorflow as tf

alpha = tf.Variable([0.25], dtype=tf.float32)
v = tf.Variable(3.0)
w = tf.Variable(2.0)


@tf.function
def dynamic_cond(conditional):
    output = tf.cond(conditional, lambda: alpha * 2, lambda: alpha * 3)
    g, = tf.gradients(output, alpha)
    return g


print(dynamic_cond(tf.constant(True)))
print(dynamic_cond(tf.constant(False)))


@tf.function
def nested(b):
    direct = v * 1.0
    y = tf.cond(b, lambda: v * w, lambda: tf.cond(b, lambda: w, lambda: v * v * w))
    return tf.gradients(y + direct, [v, w])


print([g.numpy() for g in nested(tf.constant(True))])
print([g.numpy() for g in nested(tf.constant(False))])


@tf.function
def loop():
    _, y = tf.while_loop(lambda i, a: i < 3, lambda i, a: (i + 1, a * v), [tf.constant(0), tf.constant(1.0)])
    return tf.gradients(y, v)


print(loop())


@tf.function
def unread(b):
    y = tf.cond(b, lambda: v * 2.0, lambda: tf.constant(1.0))
    return tf.gradients(y, [v, w])


print(unread(tf.constant(False)))
