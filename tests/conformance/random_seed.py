# tf.random with a global seed: TF's op seeds come from Python's random.Random(global_seed)
# (context.internal_operation_seed) eagerly and from a per-graph counter in tf.function; the
# kernels are Philox4x32-10 (Uint32ToFloat for uniform, Box-Muller for normal), and eager
# kernels with the same seeds share one generator until tf.random.set_seed clears the cache.
# TF source: tensorflow/python/framework/random_seed.py get_seed (DEFAULT_GRAPH_SEED = 87654321),
# python/eager/context.py _set_global_seed / internal_operation_seed, python/ops/random_ops.py
# random_uniform / random_normal, core/kernels/random_op.cc, core/lib/random/philox_random.h,
# random_distributions.h. Values confirmed by TF's tf.random.set_seed docstring
# (set_seed(1234): uniform([1]) -> [0.5380393] then [0.3253647]; with seed=1 ->
# [0.1689806] then [0.7539084]) and by published outputs (set_seed(1234) then normal([1]) ->
# [1.1468066]; set_seed(42) then normal([9])).
import tensorflow as tf

tf.random.set_seed(1234)
print(tf.random.uniform([1]))
print(tf.random.uniform([1]))
tf.random.set_seed(1234)
print(tf.random.uniform([1], seed=1))
print(tf.random.uniform([1], seed=1))
tf.random.set_seed(1234)
print(tf.random.uniform([1]).numpy(), tf.random.normal([1]).numpy())
tf.random.set_seed(42)
print(repr(tf.random.normal([9])))
