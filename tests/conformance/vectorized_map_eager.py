# tf.vectorized_map eagerly. The outer-product and per-example-gradient examples and their
# shapes are vectorized_map's docstring (tensorflow/python/ops/parallel_for/control_flow_ops.py).
# The rest follows its source: pfor wraps itself in a tf.function when executing eagerly, so fn's
# Python body runs once per call, on the element gathered at the loop variable under the name
# scope "loop_body" (_pfor_impl, _broadcasting_gather: gather(x, i), an element whose first
# dimension is 1 is the same for every iteration); the batch size is the largest first
# dimension (x.shape.as_list()[0], which raises IndexError for a scalar); loop-invariant outputs
# are tiled; nested structures come back as fn returns them. Each eager call makes a new
# tf.function of pfor's inner f, so from the fifth call on tf.function's retracing warning names
# pfor.<locals>.f (twice at most, as it warns at most twice per function).
import tensorflow as tf


def outer_product(a):
    return tf.tensordot(a, a, 0)


batch_size = 5
a = tf.ones((batch_size, 4, 4))
c = tf.vectorized_map(outer_product, a)
print(c.shape)


def show(x):
    print("fn traced with", x)
    return x * 2


print(tf.vectorized_map(show, tf.constant([1, 2, 3])))
print(tf.vectorized_map(show, tf.constant([[4.0, 5.0]])))

pairs = (tf.constant([[1, 2], [3, 4], [5, 6]]), tf.constant([[10, 20]]))
print(tf.vectorized_map(lambda p: p[0] + p[1], pairs))

out = tf.vectorized_map(lambda x: {"sq": x * x, "neg": -x}, tf.constant([1.0, 2.0, 3.0]))
print(out["neg"], out["sq"])
print(tf.vectorized_map(lambda x: [x, tf.constant(7)], tf.constant([1, 2, 3])))
print(tf.vectorized_map(tf.reduce_sum, tf.reshape(tf.range(12.0), [3, 4])))

tf.keras.utils.set_random_seed(7)  # the run result shows the kernel initializer's seed
layer = tf.keras.layers.Dense(1)


def model_fn(arg):
    with tf.GradientTape() as g:
        inp, label = arg
        inp = tf.expand_dims(inp, 0)
        label = tf.expand_dims(label, 0)
        prediction = layer(inp)
        loss = tf.nn.l2_loss(label - prediction)
    return g.gradient(loss, (layer.kernel, layer.bias))


inputs = tf.random.uniform([10, 32], seed=1)  # seeded: the run result shows these values
labels = tf.random.uniform([10, 1], seed=2)
per_example_gradients = tf.vectorized_map(model_fn, (inputs, labels))
print(per_example_gradients[0].shape, per_example_gradients[1].shape)

w = tf.Variable([2.0, -1.0])
with tf.GradientTape() as tape:
    y = tf.vectorized_map(lambda v: tf.reduce_sum(w * v), tf.constant([[1.0, 1.0], [3.0, 0.0]]))
print(y, tape.gradient(y, w))

try:
    tf.vectorized_map(lambda x: x, tf.constant(3.0))
except IndexError as e:
    print("IndexError:", e)
