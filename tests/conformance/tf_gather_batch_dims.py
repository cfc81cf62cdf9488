# tf.gather_nd with batch_dims > 0 (array_ops.batch_gather_nd: each batch gathers from its own
# params) and the gradient of tf.gather with batch_dims (array_grad._GatherV2Grad /
# _BatchGatherGrad: the rows summed back into their batch). The first gather_nd from its
# docstring, the rest by hand.
import tensorflow as tf

print(tf.gather_nd(indices=[[1], [0]], params=[[0, 1], [2, 3]], batch_dims=1).numpy())
print(tf.gather_nd(indices=[[[0, 1], [1, 0]], [[0, 0], [1, 1]]],
                   params=[[[0, 1], [2, 3]], [[4, 5], [6, 7]]], batch_dims=1))
print(tf.gather_nd(tf.reshape(tf.range(24), [2, 3, 4]), [[[1]], [[2]]], batch_dims=1))
try:
    tf.gather_nd([[1, 2]], [[0]], batch_dims=2)
except ValueError as e:
    print("ValueError:", e)
v = tf.Variable([[1.0, 2.0], [3.0, 4.0]])
print(tf.gather_nd(v, [[1, 0]]))

p = tf.constant([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
with tf.GradientTape() as tape:
    tape.watch(p)
    out = tf.gather(p, [[2, 0], [1, 1]], axis=1, batch_dims=1)
    loss = tf.reduce_sum(out * [[1.0, 2.0], [3.0, 4.0]])
print(out)
print(tape.gradient(loss, p))
