# tf.nn.experimental.stateless_dropout (nn_ops.py: stateless_dropout over _dropout): kept
# values are scaled by 1 / (1 - rate) where a stateless_uniform sample is >= rate.
# Expected values: the stateless_dropout docstring (rate 0.5, 0.8 and 0.0 with seed [1, 0],
# rate 0.8 with seed [2, 0], noise_shape [1, 10] with rate 2/3), eagerly and in a tf.function
# alike. The graph's ops and names follow _dropout: the scale Const and Mul, the Shape Const of
# x's static shape (array_ops.shape with optimize=True), the stateless_random_uniform scope,
# GreaterEqual against the rate, a zero Const and SelectV2 (where_v2); derived from that source.
import tensorflow as tf

x = tf.ones([3, 5])
print(repr(tf.nn.experimental.stateless_dropout(x, rate=0.5, seed=[1, 0])))
print(repr(tf.nn.experimental.stateless_dropout(x, rate=0.8, seed=[1, 0])))
print(repr(tf.nn.experimental.stateless_dropout(x, rate=0.0, seed=[1, 0]) == x))
print(repr(tf.nn.experimental.stateless_dropout(x, rate=0.8, seed=[2, 0])))
print(repr(tf.nn.experimental.stateless_dropout(x, rate=0.8, seed=[2, 0])))
x10 = tf.ones([3, 10])
print(repr(tf.nn.experimental.stateless_dropout(x10, rate=2/3, noise_shape=[1, 10], seed=[1, 0])))
print(repr(tf.nn.experimental.stateless_dropout(x10, rate=2/3, noise_shape=[1, None], seed=[1, 0])))


@tf.function
def drop(x, seed):
    return tf.nn.experimental.stateless_dropout(x, 0.5, seed=seed)


print(drop(x, tf.constant([1, 0])))
print(drop(x, tf.constant([1, 0], tf.int64)))
# A rate tensor divides by (1 - rate) instead of multiplying by a Python scale.
print(tf.nn.experimental.stateless_dropout(x, tf.constant(0.5), seed=[1, 0], rng_alg="auto_select"))
graph = drop.get_concrete_function(tf.TensorSpec([3, 5]), tf.TensorSpec([2], tf.int32)).graph
for op in graph.get_operations():
    print(op.name, op.type)
