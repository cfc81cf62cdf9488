# Introduction to gradients, 'Cases where gradient returns None': watching an integer tensor
# warns (backprop.py GradientTape.watch, through tf_logging) and gives None; replacing a variable
# by a tensor (x = x + 1) makes the next gradient None; an unwatched constant gives None.
import tensorflow as tf

x = tf.constant(10)
with tf.GradientTape() as g:
    g.watch(x)
    y = x * x
print(g.gradient(y, x))
x = tf.Variable(2.0)
for epoch in range(2):
    with tf.GradientTape() as tape:
        y = x + 1
    print(type(x).__name__, ":", tape.gradient(y, x))
    x = x + 1
with tf.GradientTape() as g:
    g.watch(tf.constant(1.0))
    z = tf.constant(1.0) * 2
print(g.gradient(z, tf.constant(1.0)))
