# Gradients of reductions whose input rank is unknown while tracing (tf.TensorSpec(None), a
# reduce over all axes of such a tensor): _SumGrad, _MeanGrad and _MinOrMaxGrad
# (tensorflow/python/ops/math_grad.py) reshape the gradient to math_ops.reduced_shape, whose
# general case builds the kept-dims shape at run time with DynamicStitch
# ([range(rank), (axes + rank) % rank], [shape, ones]).
import numpy as np
import tensorflow as tf

x = tf.constant(np.arange(6, dtype="float32").reshape(2, 3))


@tf.function(input_signature=[tf.TensorSpec(None)])
def grads(v):
    with tf.GradientTape(persistent=True) as tape:
        tape.watch(v)
        total = tf.reduce_sum(v * v)
        rows = tf.reduce_sum(v * v, axis=1)
        mean = tf.reduce_mean(v * v, axis=-1)
        peak = tf.reduce_max(v, axis=0)
        lse = tf.reduce_logsumexp(v * 0.0, axis=1)
    return [tape.gradient(t, v) for t in (total, rows, mean, peak, lse)]


for g in grads(x):
    print(g.numpy().tolist())
print(grads.get_concrete_function().structured_outputs[0].shape)
