# The stateless random ops' errors (stateless_random_ops.py, random_ops_util.py, nn_ops.py
# _dropout; kernels: stateless_random_ops.cc GenerateKey's callers ("seed must have shape [2],
# not [3]"), stateless_random_ops_v2.cc ("Need minval < maxval, got 5 >= 3"); shape functions:
# ops/stateless_random_ops_v2.cc ("minval must be a scalar; got a tensor of shape [2,3]", the
# text TF's stateless_random_ops_test.py testErrors checks, and WithValue's "Dimension must be 2
# but is 3"). Texts derived from those sources; a shape function that fails before it reads the
# `shape` input attaches no computed input tensors (InferenceContext::AttachContext). Last, the
# stateful tf.random.uniform's dtype checks (random_ops.random_uniform: the f-string shows
# str(dtype), and it comes before the maxval check, which shows repr(dtype)).
import tensorflow as tf


def attempt(fn):
    try:
        fn()
    except (ValueError, TypeError, tf.errors.InvalidArgumentError) as e:
        lines = [line.strip() for line in str(e).splitlines() if line.strip()]
        # A graph execution error ends with the failing node; the kernel's text is the line before.
        print(type(e).__name__, "|", lines[-2] if lines[-1].startswith("[[") else lines[-1])


attempt(lambda: tf.random.stateless_uniform([2], seed=[1, 2, 3]))
attempt(lambda: tf.random.stateless_uniform([2], seed=[1, 2], dtype=tf.int32))
attempt(lambda: tf.random.stateless_uniform([2], seed=[1, 2], minval=None, maxval=3, dtype=tf.int64))
attempt(lambda: tf.random.stateless_uniform([2], seed=[1, 2], minval=5, maxval=3, dtype=tf.int32))
attempt(lambda: tf.random.stateless_uniform([2], seed=[1, 2], dtype=tf.int8))
attempt(lambda: tf.random.stateless_uniform([2], seed=[1, 2], alg="mersenne"))
attempt(lambda: tf.random.stateless_normal([2], seed=[1, 2], alg=7))
attempt(lambda: tf.random.stateless_normal([2], seed=[1, 2], alg=1.5))
attempt(lambda: tf.random.stateless_truncated_normal([2], seed=[1, 2], dtype=tf.int32))
attempt(lambda: tf.random.stateless_categorical([[0.0, 1.0]], 2, seed=[1, 2], dtype=tf.float32))
attempt(lambda: tf.random.stateless_uniform([2]))
attempt(lambda: tf.nn.experimental.stateless_dropout(tf.ones([2]), 1.0, seed=[1, 2]))
attempt(lambda: tf.nn.experimental.stateless_dropout(tf.ones([2]), -0.5, seed=[1, 2]))
attempt(lambda: tf.nn.experimental.stateless_dropout(tf.ones([2], tf.int32), 0.5, seed=[1, 2]))
attempt(lambda: tf.nn.experimental.stateless_dropout(tf.ones([2]), tf.constant(0.5, tf.float64), seed=[1, 2]))

shape = [2, 3]


@tf.function
def bad_minval():
    return tf.random.stateless_uniform(shape=shape, seed=[1, 2], minval=tf.zeros(shape, "int32"), maxval=100, dtype="int32")


@tf.function
def bad_maxval():
    return tf.random.stateless_uniform(shape=shape, seed=[1, 2], minval=0, maxval=tf.ones(shape, "int32") * 100, dtype="int32")


@tf.function
def bad_seed(seed):
    return tf.random.stateless_normal([2], seed=seed)


@tf.function
def empty_range(seed):
    return tf.random.stateless_uniform([2], seed=seed, minval=3, maxval=3, dtype=tf.int64)


attempt(bad_minval)
attempt(bad_maxval)
attempt(lambda: bad_seed(tf.constant([1, 2, 3])))
attempt(lambda: empty_range(tf.constant([1, 2])))
attempt(lambda: tf.random.uniform([2], dtype=tf.int8))
attempt(lambda: tf.random.uniform([2], dtype=tf.int32))
# Nothing to draw: the bounds are not checked.
print(tf.random.stateless_uniform([0], seed=[1, 2], minval=3, maxval=3, dtype=tf.int32))
