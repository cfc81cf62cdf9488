# tf.autograph.to_graph returns the converted function (api.to_graph); called eagerly it does
# what the Python function does. Also tf.ensure_shape (check_ops.ensure_shape: EnsureShape, whose
# shape function merges the shapes), tf.get_static_value (tensor_util.constant_value: eager
# values, graph constants and fully known shapes; None otherwise), integer tf.random.uniform
# (RandomUniformInt, values in [minval, maxval)), Dataset.cache(filename) (within one run it
# caches like the memory cache) and a tf.Variable whose initial value depends on the
# function's argument (UnliftedInitializerVariable: initialized in the graph on the first call,
# which traces twice). Expected text derived from those TensorFlow sources.
import tensorflow as tf


def clip(x):
    if x > 0:
        return x
    return -x


converted = tf.autograph.to_graph(clip)
print(converted.__name__)
print(converted(tf.constant(-3)), converted(5))

print(tf.ensure_shape(tf.constant([1, 2]), [2]))
print(tf.get_static_value(tf.constant([1, 2])), tf.get_static_value(7))


@tf.function
def shapes(x):
    y = tf.ensure_shape(x, [None, 3])
    print(y.shape)
    print(tf.get_static_value(tf.shape(x)), tf.get_static_value(x), tf.get_static_value(tf.constant(2.5)))
    return y


shapes.get_concrete_function(tf.TensorSpec([2, None], tf.float32))
# A (2, 4) spec is served by the (2, None) trace (no retrace, no check); another rank retraces
# and EnsureShape's shape function refuses it while building the graph.
shapes.get_concrete_function(tf.TensorSpec([2, 4], tf.float32))
try:
    shapes.get_concrete_function(tf.TensorSpec([2, 4, 1], tf.float32))
except ValueError as e:
    print("ValueError:", "Shape must be rank 2 but is rank 3" in str(e))

draws = tf.random.uniform([200], minval=-3, maxval=4, dtype=tf.int32)
print(draws.dtype, draws.shape, int(tf.reduce_min(draws)) >= -3, int(tf.reduce_max(draws)) < 4)
print(len(set(draws.numpy().tolist())))
print(tf.random.uniform([2], maxval=10, dtype=tf.int64).dtype)
try:
    tf.random.uniform([2], minval=5, maxval=5, dtype=tf.int32)
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e)

ds = tf.data.Dataset.range(3).map(lambda v: v * 10).cache("/tmp/tfplay_cache_demo")
print(list(ds.as_numpy_iterator()), list(ds.as_numpy_iterator()))


class Holder:
    v = None


holder = Holder()


@tf.function
def lazily_created(x):
    print("tracing with", x)
    if holder.v is None:
        holder.v = tf.Variable(x * 2.0)
    holder.v.assign_add(1.0)
    return holder.v.read_value()


print(lazily_created(tf.constant(3.0)))
print(lazily_created(tf.constant(10.0)))
print(lazily_created.experimental_get_tracing_count())
print(holder.v)
