# TF's own check of the stateless ops (kernel_tests/random/stateless_random_ops_test.py
# _test_match, testMatchFloat and testMatchInt): for seed (s0, s1), the stateless op with the
# seed that invert_philox scrambles into key [s0, 0] and counter [0, 0, s1, 0] draws exactly what
# the stateful op draws after tf.random.set_seed(s0) with op seed s1. TF asserts equality for
# every case below (uniform with and without a range, normal and truncated normal with and
# without mean and stddev, in float16/32/64 and shapes (), (3,), (2, 5); bounded int32/int64), so
# every line prints True.
import tensorflow as tf

MASK = 0xFFFFFFFF


def invert_philox(key, value):
    """The Philox bijection run backwards (the test's numpy version, in Python ints)."""
    value = list(value)
    for n in range(10)[::-1]:
        key0 = (key[0] + n * 0x9E3779B9) & MASK
        key1 = (key[1] + n * 0xBB67AE85) & MASK
        v0 = (value[3] * 0x991A7CDB) & MASK
        v2 = (value[1] * 0x6D7CAE67) & MASK
        hi0 = (v0 * 0xD2511F53) >> 32
        hi1 = (v2 * 0xCD9E8D57) >> 32
        v1 = hi1 ^ value[0] ^ key0
        v3 = hi0 ^ value[2] ^ key1
        value = [v0, v1, v2, v3]
    return value


def as_int64(u):
    return u - (1 << 64) if u >= 1 << 63 else u


float_cases = [
    ("uniform", tf.random.stateless_uniform, tf.random.uniform, {}),
    ("uniform2", tf.random.stateless_uniform, tf.random.uniform, dict(minval=2.2, maxval=7.1)),
    ("normal", tf.random.stateless_normal, tf.random.normal, {}),
    ("normal2", tf.random.stateless_normal, tf.random.normal, dict(mean=2, stddev=3)),
    ("trnorm", tf.random.stateless_truncated_normal, tf.random.truncated_normal, {}),
    ("trnorm2", tf.random.stateless_truncated_normal, tf.random.truncated_normal, dict(mean=3, stddev=4)),
]
key = 0x3EC8F720, 0x02461E29
for seed in (7, 17), (11, 5), (2, 3):
    pre = invert_philox(key, (seed[0], 0, seed[1], 0))
    preseed = [as_int64(pre[0] | pre[1] << 32), as_int64(pre[2] | pre[3] << 32)]
    for name, stateless_op, stateful_op, kwargs in float_cases:
        same = []
        for dtype in tf.float16, tf.float32, tf.float64:
            for shape in (), (3,), (2, 5):
                tf.random.set_seed(seed[0])
                stateful = stateful_op(shape=shape, dtype=dtype, seed=seed[1], **kwargs)
                pure = stateless_op(shape=shape, dtype=dtype, seed=preseed, **kwargs)
                same.append(bool(tf.reduce_all(stateful == pure)))
        print(seed, name, all(same))
    same = []
    for shape in (), (3,), (2, 5):
        for dtype in tf.int32, tf.int64:
            tf.random.set_seed(seed[0])
            stateful = tf.random.uniform(shape, minval=2, maxval=11111, dtype=dtype, seed=seed[1])
            pure = tf.random.stateless_uniform(shape, minval=2, maxval=11111, dtype=dtype, seed=preseed)
            same.append(bool(tf.reduce_all(stateful == pure)))
    print(seed, "uniform_int", all(same))
