# Gradients with respect to intermediate results, as in the "Introduction to gradients" guide
# ("Gradients of intermediate results"): tape.gradient(z, y) with y = x * x computed on the
# tape. The backward pass reaches y as an output of the op that made it; a non-persistent tape
# frees an op's output gradients once used, except a source's, which stays the result.
# TF source: tensorflow/c/eager/tape.h (GradientTape::ComputeGradient: `if (!persistent_)` keeps
# the aggregated gradient of an id in sources_set), tensorflow/python/eager/backprop.py.
import tensorflow as tf

x = tf.constant(3.0)
with tf.GradientTape() as tape:
    tape.watch(x)
    y = x * x
    z = y * y
# Use the tape to compute the gradient of z with respect to the intermediate value y.
# dz_dy = 2 * y and y = x ** 2 = 9
print(tape.gradient(z, y).numpy())

# The intermediate and the watched input together: both gradients from one pass.
x = tf.constant([1.0, 3.0])
with tf.GradientTape() as tape:
    tape.watch(x)
    y = x * x
    z = y * y + y
dz_dy, dz_dx = tape.gradient(z, [y, x])
print(dz_dy.numpy(), dz_dx.numpy())

# A variable's read value used twice, asked for with the variable.
v = tf.Variable(2.0)
with tf.GradientTape() as tape:
    w = v * 3.0
    out = tf.sin(w) + w ** 2
grads = tape.gradient(out, {'w': w, 'v': v})
print(grads['w'].numpy(), grads['v'].numpy())

# The source is the target itself, and an intermediate not on the target's path.
with tf.GradientTape() as tape:
    tape.watch(x)
    a = tf.exp(x)
    b = x + 1.0
print(tape.gradient(a, [a, b, x]))
