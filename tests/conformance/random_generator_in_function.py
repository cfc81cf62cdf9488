# tf.random.Generator inside tf.function and in checkpoints, as the "Random number generation"
# guide (site/en/guide/random_numbers.ipynb) runs it. TF's Generator
# (tensorflow/python/ops/stateful_random_ops.py) is an AutoTrackable whose draws run the
# RngReadAndSkip op on its int64 state variable and bitcast the words to the uint64 key and
# counter of the stateless V2 kernels, so a draw in a graph gives the same numbers as the same
# draw eagerly and advances the same state. Passing different generators to a tf.function
# retraces (they trace by identity), unlike two tf.Variables of one spec; a generator created on
# the first call takes the two-trace first call of variable creation. tf.train.Checkpoint saves
# the state variable as generator/_state_var, so a restore replays the stream.
# get_global_generator: "with ops.init_scope(): global_generator = Generator.from_non_deterministic_state()".
import tensorflow as tf

g = tf.random.Generator.from_seed(1)
eager = [float(g.normal([])) for _ in range(3)]
g.reset_from_seed(1)


@tf.function
def draw():
    return g.normal([])


graph = [float(draw()) for _ in range(3)]
print(eager == graph)
print(g.state.numpy().tolist())


@tf.function
def draw_many(gen):
    return gen.uniform([2], minval=0, maxval=10, dtype=tf.int32)


a = tf.random.Generator.from_seed(7)
b = tf.random.Generator.from_seed(7)
x = draw_many(a)
y = draw_many(b)
print(bool(tf.reduce_all(x == y)), a.state.numpy().tolist())
print(draw_many.experimental_get_tracing_count())

made = None


@tf.function
def lazy():
    global made
    if made is None:
        made = tf.random.Generator.from_seed(1)
    return made.normal([])


print(float(lazy()) == eager[0], float(lazy()) == eager[1])
print(lazy.experimental_get_tracing_count())

g = tf.random.Generator.from_seed(1)
cp = tf.train.Checkpoint(generator=g)
g.normal([])
path = cp.write("rng_ckpt")
after_save = [float(g.normal([])), float(g.normal([]))]
cp.restore(path)
print(after_save == [float(g.normal([])), float(g.normal([]))])
print([name for name, _ in tf.train.list_variables(path)])
print(isinstance(g, tf.__internal__.tracking.AutoTrackable))

# get_global_generator creates the global generator under init_scope: asked for first inside a
# tf.function, its variable is made eagerly, so the call traces once.


@tf.function
def global_draw():
    print("tracing global_draw")
    return tf.random.get_global_generator().normal([2])


print(global_draw().shape, global_draw().shape, global_draw.experimental_get_tracing_count())
