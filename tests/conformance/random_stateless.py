# tf.random.stateless_* (stateless_random_ops.py: StatelessRandomGetKeyCounter scrambles the
# seed with Philox (GenerateKey), then a V2 op draws from that key and counter).
# Where each expected value comes from:
#  * The Keras kernels: the keras-3 reference §4 -- real TF + Keras printed these GlorotUniform
#    kernels for the Python `random` seeds 595750036, 376677184, 379175547 (random.seed(333))
#    (VERIFIED), and 686579304, 119540832 (random.seed(42); DERIVED there with the verified
#    algorithm). Keras draws them with stateless_uniform(shape, minval=tf.cast(-limit, f32),
#    maxval=tf.cast(limit, f32), seed=[s, 0]), limit = sqrt(6 / (fan_in + fan_out)).
#  * split, fold_in and the two stateless_normal results: the docstrings of
#    stateless_random_ops.split and fold_in.
#  * The other dtypes: derived by hand from the split docstring's raw stream (seed [1, 2] gives
#    the uint32s 1105988140, 1738052849, -335576002, 370444179, 10670227, -246211131 as
#    full-range int32) with TF's conversions in random_distributions(_utils).h: Uint32ToFloat,
#    Uint16ToHalf (10 low bits), Uint64ToDouble (20 + 32 bits), int64 = lo word | hi word << 32,
#    bounded ints lo + bits % range, BoxMullerDouble, and MultinomialFunctor's
#    upper_bound(cdf, RandDouble() * total) for the categorical draw.
#  * float16 normals are the docstring's float32 normals rounded to half (NormalDistribution<half>
#    is BoxMullerFloat then Eigen::half); the truncated normals equal the docstring's normals
#    because none of the first three lies outside (-2, 2) (TruncatedNormalDistribution takes
#    Box-Muller pairs from the same stream and keeps the ones inside).
import math
import random

import tensorflow as tf


def glorot_kernels(python_seed, shapes):
    random.seed(python_seed)
    for shape in shapes:
        seed = random.randint(1, int(1e9))
        limit = math.sqrt(6 / (shape[0] + shape[1]))
        kernel = tf.random.stateless_uniform(shape, minval=tf.cast(-limit, tf.float32), maxval=tf.cast(limit, tf.float32),
                                             dtype=tf.float32, seed=[seed, 0])
        print(seed, kernel.numpy())


glorot_kernels(333, [(1, 3), (3, 2), (2, 1)])
glorot_kernels(42, [(2, 3), (3, 1)])

seed = [1, 2]
new_seeds = tf.random.experimental.stateless_split(seed, num=3)
print(new_seeds)
print(repr(tf.random.stateless_normal(shape=[3], seed=new_seeds[0, :])))
replica_seed = tf.random.experimental.stateless_fold_in(seed, 3)
print(replica_seed)
print(repr(tf.random.stateless_normal(shape=[3], seed=replica_seed)))
print(tf.random.split(tf.constant(seed, tf.int64), 2).dtype, tf.random.fold_in(seed, tf.constant(3, tf.int64)))

print(tf.random.stateless_uniform([6], seed=seed))
print(tf.random.stateless_uniform([2, 3], seed=seed, dtype=tf.float16))
print(tf.random.stateless_uniform([3], seed=seed, dtype=tf.float64).numpy().tolist())
print(tf.random.stateless_uniform([3], seed=seed, minval=None, maxval=None, dtype=tf.int64))
print(tf.random.stateless_uniform([6], seed=seed, minval=-5, maxval=5, dtype=tf.int32))
print(tf.random.stateless_uniform([3], seed=seed, minval=0, maxval=1000, dtype=tf.int64))
print(tf.random.stateless_categorical(tf.math.log([[0.5, 0.5]]), 3, seed=seed))
print(tf.random.stateless_normal([2], seed=seed, dtype=tf.float64).numpy().tolist())
print(tf.random.stateless_normal([3], seed=new_seeds[0, :], dtype=tf.float16))
print(tf.random.stateless_truncated_normal([3], seed=new_seeds[0, :]))
print(tf.random.stateless_truncated_normal([3], seed=replica_seed, mean=1.0, stddev=2.0)
      - (tf.random.stateless_normal([3], seed=replica_seed) * 2.0 + 1.0))
# The same seed gives the same numbers, whatever its dtype.
a = tf.random.stateless_uniform([4], seed=tf.constant([7, 8], tf.int32))
b = tf.random.stateless_uniform([4], seed=tf.constant([7, 8], tf.int64))
print(bool(tf.reduce_all(a == b)))
