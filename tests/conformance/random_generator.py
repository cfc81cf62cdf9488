# tf.random.Generator and tf.random.create_rng_state (tensorflow/python/ops/stateful_random_ops.py).
# The states and the normal samples are the docstrings' (Generator's class docstring and
# create_rng_state's): from_seed(1234) starts at [1234, 0, 0] and a draw of 6 numbers moves the
# counter by 6 * 256 to 2770. Each draw starts at the counter the last one left (so two draws
# of 3 differ from one of 6); a reset replays the stream. make_seeds
# and split draw int64 keys (shapes checked, values not). The state variable is 'StateVar:0':
# Generator._create_variable names it StateVar under ops.name_scope('random_generator'), the
# internal name scope that is skipped when executing eagerly.
import tensorflow as tf

print(repr(tf.random.create_rng_state(1234, "philox")))
print(repr(tf.random.create_rng_state([12, 34], "philox")))

g = tf.random.Generator.from_seed(1234)
print(g.state)
print(repr(g.normal(shape=(2, 3))))
print(g.state)

g = tf.random.Generator.from_seed(123, alg="philox")
print(repr(g.normal(shape=(2, 3))))

g = tf.random.Generator.from_seed(1234)
first = g.normal([3])
second = g.normal([3])
g.reset_from_seed(1234)
again = g.normal([3])
print(bool(tf.reduce_all(first == again)), bool(tf.reduce_all(first == second)))
print(g.algorithm, g.key)

u = g.uniform([4], minval=2, maxval=5)
print(u.dtype, bool(tf.reduce_all((u >= 2) & (u < 5))))
i = g.uniform([5], minval=0, maxval=10, dtype=tf.int32)
print(i.dtype, bool(tf.reduce_all((i >= 0) & (i < 10))))
t = g.truncated_normal([100])
print(bool(tf.reduce_all(tf.abs(t) <= 2.0)))
print(g.make_seeds(4).shape, g.make_seeds().dtype)
children = g.split(3)
print(len(children), [c.state.shape for c in children])
print(tf.random.get_global_generator().normal([2]).shape)
tf.random.set_global_generator(tf.random.Generator.from_seed(1234))
print(tf.random.get_global_generator().state.numpy())
try:
    g.uniform([2], minval=1, dtype=tf.int32)
except ValueError as e:
    print("ValueError:", e)
