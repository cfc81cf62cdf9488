# tf.random.stateless_binomial and keras.random.binomial (random_binomial_op.cc
# StatelessRandomBinomialOp + RandomBinomialFunctor, stateless_random_ops.py,
# keras/src/backend/tensorflow/random.py). What is printed follows from the source without a
# TF run: the same seed gives the same samples (eagerly and in a tf.function); count <= 0 or
# prob <= 0 gives 0 and prob >= 1 gives count; a NaN prob gives NaN; prob > 0.5 draws count minus
# the sample for 1 - prob from the same stream, so the two are mirror images; 20000 samples have
# the binomial mean n*p and variance n*p*(1-p) to two digits (inversion below n*p = 10, BTRS
# above); the output dtype is int32 by default (output_dtype), keras's floatx otherwise; the
# errors are the kernel's InvalidArgument texts.
import tensorflow as tf
import keras

a = tf.random.stateless_binomial(shape=[3, 2], seed=[1, 2], counts=[10.0, 20.0], probs=[0.8, 0.1])
b = tf.random.stateless_binomial(shape=[3, 2], seed=[1, 2], counts=[10.0, 20.0], probs=[0.8, 0.1])
print(a.shape, a.dtype.name, bool(tf.reduce_all(a == b)))


@tf.function
def draw():
    return tf.random.stateless_binomial(shape=[3, 2], seed=[1, 2], counts=[10.0, 20.0], probs=[0.8, 0.1])


print(bool(tf.reduce_all(draw() == a)))
low = tf.random.stateless_binomial(shape=[50], seed=[3, 4], counts=100.0, probs=0.3)
high = tf.random.stateless_binomial(shape=[50], seed=[3, 4], counts=100.0, probs=0.7)
print(bool(tf.reduce_all(low + high == 100)))
for n, p in [(100.0, 0.3), (10.0, 0.2), (1000.0, 0.5), (50.0, 0.9)]:
    s = tf.random.stateless_binomial(shape=[20000], seed=[7, 9], counts=n, probs=p, output_dtype=tf.float64)
    mean = float(tf.reduce_mean(s))
    var = float(tf.math.reduce_variance(s))
    print(n, p, abs(mean / (n * p) - 1) < 0.01, abs(var / (n * p * (1 - p)) - 1) < 0.05,
          0 <= float(tf.reduce_min(s)) <= float(tf.reduce_max(s)) <= n)
edge = keras.random.binomial((5,), counts=[0.0, 3.0, 4.0, -2.0, 7.0],
                             probabilities=[0.5, 0.0, 1.0, 0.5, float("nan")], seed=2)
print(edge)
print(keras.random.binomial((2, 3), counts=5.0, probabilities=0.5, seed=1).dtype)
try:
    tf.random.stateless_binomial(shape=[3], seed=[1, 2], counts=[1.0, 2.0], probs=[0.5, 0.5, 0.5])
except tf.errors.InvalidArgumentError as e:
    print(e.message)
try:
    tf.random.stateless_binomial(shape=[3], seed=[1, 2], counts=[1.0, 2.0], probs=[0.5, 0.5])
except tf.errors.InvalidArgumentError as e:
    print(e.message)
