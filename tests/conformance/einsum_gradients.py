# Gradients through tf.einsum (linalg_grad.py _EinsumGrad: the VJP einsums with the output and
# the other operand's subscripts, reductions of labels only one operand has by broadcasting,
# ellipsis dimensions broadcast between the operands summed back with BroadcastGradientArgs),
# eagerly and in a tf.function, and keras.layers.EinsumDense's kernel gradient. Values by hand:
# d sum(x @ y)/dx = 1 y^T (row sums of y), /dy = x^T 1 (column sums of x); "ij->j" weighted by
# [1, 2, 3]; the trace's gradient is the identity; a transpose's gradient the transposed
# weights; a label summed in one operand ("abc,cd->ad") gives that operand the other's values
# broadcast; "...ij,jk->...ik" sums y's gradient over the batch; "...i,...i->..." with batch
# shapes [2, 1] and [4] sums each side over the axes it was broadcast along; EinsumDense
# "...b,bc->...c" on ones of shape (2, 3, 4): each kernel entry gets the 6 batch positions.
import numpy as np
import tensorflow as tf
import keras

x = tf.constant([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
y = tf.constant([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]])
with tf.GradientTape(persistent=True) as tape:
    tape.watch([x, y])
    f = tf.reduce_sum(tf.einsum("ij,jk->ik", x, y))
    g = tf.reduce_sum(tf.einsum("ij->j", x) * tf.constant([1.0, 2.0, 3.0]))
    t = tf.reduce_sum(tf.einsum("ji->ij", x) * tf.constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]))
print(tape.gradient(f, x))
print(tape.gradient(f, y))
print(tape.gradient(g, x))
print(tape.gradient(t, x))

m = tf.Variable([[1.0, 2.0], [3.0, 4.0]])
with tf.GradientTape() as tape:
    trace = tf.einsum("ii", m)
print(trace, tape.gradient(trace, m))

a = tf.ones([2, 2, 2])
b = tf.constant([[1.0], [2.0]])
with tf.GradientTape() as tape:
    tape.watch([a, b])
    out = tf.reduce_sum(tf.einsum("abc,cd->ad", a, b))
ga, gb = tape.gradient(out, [a, b])
print(ga)
print(gb)

batch = tf.reshape(tf.range(12.0), [2, 2, 3])
with tf.GradientTape() as tape:
    tape.watch([batch, y])
    out = tf.reduce_sum(tf.einsum("...ij,jk->...ik", batch, y))
gx, gy = tape.gradient(out, [batch, y])
print(gx)
print(gy)

p = tf.constant([[[1.0, 2.0, 3.0]], [[0.0, 1.0, 0.0]]])
q = tf.constant([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0], [1.0, 1.0, 1.0]])
with tf.GradientTape() as tape:
    tape.watch([p, q])
    out = tf.reduce_sum(tf.einsum("...i,...i->...", p, q))
gp, gq = tape.gradient(out, [p, q])
print(gp)
print(gq)


@tf.function(input_signature=[tf.TensorSpec([None, 2, 3], tf.float32)])
def batched_grad(t):
    with tf.GradientTape() as tape:
        tape.watch([t, y])
        out = tf.reduce_sum(tf.einsum("...ij,jk->...ik", t, y))
    return tape.gradient(out, [t, y])


gx, gy = batched_grad(batch)
print(gx.shape, gy)

layer = keras.layers.EinsumDense("...b,bc->...c", output_shape=5, bias_axes="c")
inputs = tf.ones([2, 3, 4])
layer.build(inputs.shape)
with tf.GradientTape() as tape:
    out = tf.reduce_sum(layer(inputs))
gk, gbias = tape.gradient(out, [layer.kernel, layer.bias])
print(gk.shape, np.unique(gk.numpy()).tolist(), gbias.numpy().tolist())


@tf.function
def train_step(v):
    with tf.GradientTape() as tape:
        out = tf.reduce_sum(layer(v))
    return tape.gradient(out, layer.kernel)


print(np.unique(train_step(inputs).numpy()).tolist())
