# nn_impl.py composites and dropout: tf.nn.moments, batch_normalization, l2_normalize,
# sigmoid_cross_entropy_with_logits, weighted_cross_entropy_with_logits, embedding_lookup and
# tf.nn.dropout, eagerly and in a tf.function. Values: the docstrings of l2_normalize,
# sigmoid_cross_entropy_with_logits_v2, weighted_cross_entropy_with_logits_v2 and dropout_v2
# (its seeded examples, with tf.random.set_seed(0)); moments and batch_normalization of small
# exact inputs by hand. Results involving exp/log are printed rounded to 5 decimals (TF's own
# doctests compare them with a tolerance). Graph names follow nn_impl.py: moments/mean,
# moments/variance (reduce_mean named "mean"/"variance"), moments/StopGradient,
# moments/SquaredDifference, moments/Squeeze; the cross entropies under "logistic_loss" with
# v1 tf.where (Select); dropout's Mul by a Const scale, random_uniform/RandomUniform,
# GreaterEqual and SelectV2; embedding_lookup's GatherV2 named after its scope and an Identity.
# Error texts: nn_impl.py and nn_ops.py _dropout.
import tensorflow as tf


def rounded(t):
    return [round(float(v), 5) for v in tf.reshape(t, [-1]).numpy()]


x = tf.constant([[1.0, 2.0], [3.0, 4.0]])
print(tf.nn.moments(x, axes=[0]))
mean, variance = tf.nn.moments(x, axes=[0, 1])
print(mean, variance)
print(tf.nn.moments(x, axes=[1], keepdims=True))
print(tf.nn.batch_normalization(tf.constant([1.0, 2.0, 3.0]), 2.0, 1.0, offset=0.5, scale=2.0, variance_epsilon=0.0))
print(tf.nn.batch_normalization(x, tf.constant([2.0, 3.0]), tf.constant([1.0, 1.0]), None, None, 0.0))
print(tf.math.l2_normalize(tf.constant([3.0, 4.0])).numpy())
print(tf.math.l2_normalize(tf.constant([[3.0], [4.0]]), 0).numpy())
print(tf.nn.l2_normalize(tf.constant([[3.0, 4.0], [0.0, 0.0]]), axis=1))
logits = tf.constant([1., -1., 0., 1., -1., 0., 0.])
labels = tf.constant([0., 0., 0., 1., 1., 1., 0.5])
print(rounded(tf.nn.sigmoid_cross_entropy_with_logits(labels=labels, logits=logits)))
labels = tf.constant([1., 0.5, 0.])
logits = tf.constant([1.5, -0.1, -10.])
print(rounded(tf.nn.weighted_cross_entropy_with_logits(labels=labels, logits=logits, pos_weight=tf.constant(1.5))))
print(rounded(tf.nn.weighted_cross_entropy_with_logits(labels=labels, logits=logits, pos_weight=0.5)))
params = tf.constant([[1, 2], [3, 4], [5, 6]])
print(tf.nn.embedding_lookup(params, [2, 0]))
print(tf.nn.embedding_lookup(params, [[1], [1]]))

tf.random.set_seed(0)
ones = tf.ones([3, 5])
print(tf.nn.dropout(ones, rate=0.5, seed=1).numpy())
tf.random.set_seed(0)
print(tf.nn.dropout(ones, rate=0.8, seed=1).numpy())
print(tf.nn.dropout(ones, rate=0.0) == ones)
tf.random.set_seed(0)
print(tf.nn.dropout(tf.ones([3, 10]), rate=2 / 3, noise_shape=[1, 10], seed=1).numpy())
tf.random.set_seed(0)
print(tf.nn.dropout(ones, rate=0.8, seed=1))
print(tf.nn.dropout(ones, rate=0.8, seed=1))
print(tf.nn.dropout(ones, rate=0.8, seed=2))
print(tf.nn.dropout(ones, rate=0.8, seed=2))

for bad in [lambda: tf.nn.dropout(ones, rate=1.0),
            lambda: tf.nn.dropout(tf.constant([1, 2]), rate=0.5),
            lambda: tf.nn.sigmoid_cross_entropy_with_logits(labels=[1.0, 2.0], logits=[1.0, 2.0, 3.0]),
            lambda: tf.nn.sigmoid_cross_entropy_with_logits(logits=[1.0])]:
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)


@tf.function
def stats(x, scale, offset):
    mean, variance = tf.nn.moments(x, axes=[0])
    print(mean, variance)
    y = tf.nn.batch_normalization(x, mean, variance, offset, scale, 1e-3)
    print(y)
    loss = tf.nn.sigmoid_cross_entropy_with_logits(labels=tf.ones_like(y), logits=y)
    print(loss)
    d = tf.nn.dropout(loss, rate=0.5, seed=3)
    print(d)
    e = tf.nn.embedding_lookup(x, [1])
    print(e)
    return tf.math.l2_normalize(d, axis=-1)


stats(tf.constant([[1.0, 2.0], [3.0, 6.0]]), tf.ones([2]), tf.zeros([2]))
graph = stats.get_concrete_function(tf.constant([[1.0, 2.0], [3.0, 6.0]]), tf.ones([2]), tf.zeros([2])).graph
print([(op.name, op.type) for op in graph.get_operations()])
