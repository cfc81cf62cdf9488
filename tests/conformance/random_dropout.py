# tf.nn.dropout (nn_ops.dropout_v2: _dropout sampling with random_ops.random_uniform and the op
# seed) and tf.nn.experimental.general_dropout (_dropout with the program's sampler).
# Expected values: the dropout_v2 docstring (tf.random.set_seed(0); rate 0.5 and 0.8 with
# seed=1; noise_shape [1, 10] with rate 2/3) and the stateless_dropout docstring's tf.nn.dropout
# comparison (set_seed(0), then rate 0.8 with seed 1, seed 1 again, seed 2, seed 2: each call
# draws anew). general_dropout with a stateless_uniform sampler on seed [1, 0] is
# stateless_dropout with that seed (the same _dropout), so it prints the stateless_dropout
# docstring's rate-0.5 result. Errors: _dropout's texts.
import tensorflow as tf

tf.random.set_seed(0)
x = tf.ones([3, 5])
print(tf.nn.dropout(x, rate=0.5, seed=1).numpy())
tf.random.set_seed(0)
x = tf.ones([3, 5])
print(tf.nn.dropout(x, rate=0.8, seed=1).numpy())
print(repr(tf.nn.dropout(x, rate=0.0) == x))
tf.random.set_seed(0)
for seed in (1, 1, 2, 2):
    print(repr(tf.nn.dropout(x, rate=0.8, seed=seed)))
tf.random.set_seed(0)
x = tf.ones([3, 10])
print(tf.nn.dropout(x, rate=2/3, noise_shape=[1, 10], seed=1).numpy())

x = tf.ones([3, 5])
sampler = lambda shape, dtype: tf.random.stateless_uniform(shape, seed=[1, 0], dtype=dtype)
print(tf.nn.experimental.general_dropout(x, 0.5, sampler))
try:
    tf.nn.dropout(x, rate=1)
except ValueError as e:
    print(e)
try:
    tf.nn.dropout(tf.constant([1, 2]), rate=0.5)
except ValueError as e:
    print(e)
