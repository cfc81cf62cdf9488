# Gradients through tf.math.top_k and tf.sort (which calls nn_ops.top_k; ascending sorts top_k the
# negated values), eagerly and inside a tf.function.
# Source: tensorflow/python/ops/nn_grad.py _TopKGrad (registered for "TopK" and "TopKV2"): the
# values' gradient is scatter_nd'ed to the linear positions of the indices in the flattened
# input, zeros elsewhere, then reshaped to the input's shape. sort_ops.py _descending_sort /
# _ascending_sort build on nn_ops.top_k.
import tensorflow as tf

x = tf.Variable([[3., 1., 4., 1.5], [5., 9., 2., 6.]])
with tf.GradientTape(persistent=True) as tape:
    vals, idx = tf.math.top_k(x, k=2)
    loss = tf.reduce_sum(vals * tf.constant([[1., 10.], [100., 1000.]]))
    desc = tf.sort(x, direction="DESCENDING") * tf.range(4.)
    asc = tf.sort(x[1]) * tf.range(1., 5.)
print(vals, idx)
print(tape.gradient(loss, x))
print(tape.gradient(desc, x))
print(tape.gradient(asc, x))


@tf.function
def top1_grad(v):
    with tf.GradientTape() as t:
        t.watch(v)
        top = tf.math.top_k(v, k=1).values
    return t.gradient(top, v)


print(top1_grad(tf.constant([[1., 3., 2.]])))
print(top1_grad(tf.constant([[[1., 3.], [7., 2.]]])))
print(top1_grad.experimental_get_tracing_count())
