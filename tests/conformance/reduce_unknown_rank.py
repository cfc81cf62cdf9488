# Reductions over all axes of a tensor of unknown rank (reduce_retracing relaxed a rank change).
# Expected behaviour from TF 2.20's source:
# - tensorflow/python/ops/math_ops.py _ReductionDims: with axis=None and a known nonzero rank the
#   axes are a Const; otherwise `range(0, array_ops.rank(x))` is built: a Rank op (array_ops
#   rank_internal; a Const named "Rank" when the rank is known, e.g. 0), then math_ops.range
#   (name scope "range": Consts "range/start" and "range/delta", the Range op "range").
# - reduce_sum/reduce_mean/reduce_max/reduce_all add no name scope of their own.
# - core/function/polymorphism/function_cache.py generalize: shapes (2,) and (2, 2) relax to
#   TensorShape(None), which then serves a scalar too.
import tensorflow as tf


@tf.function(reduce_retracing=True)
def stats(x):
    print("tracing with shape", x.shape)
    return tf.reduce_sum(x), tf.reduce_mean(x), tf.reduce_max(x), tf.reduce_all(x > 0)


print(stats(tf.constant([1, 2])))
print(stats(tf.constant([[1, 2], [3, 6]])))
print(stats(tf.constant(-5)))
print(stats.experimental_get_tracing_count())
cf = stats.get_concrete_function(tf.TensorSpec(None, tf.int32))
print(stats.experimental_get_tracing_count())
print([op.name for op in cf.graph.get_operations()])
print([op.type for op in cf.graph.get_operations()][:6])


@tf.function
def total(x):
    return tf.reduce_sum(x)


print(total(tf.constant(3.5)))
print([op.name for op in total.get_concrete_function(tf.constant(3.5)).graph.get_operations()])
print(tf.reduce_prod(tf.constant(7)), tf.reduce_min(tf.constant([[4, 2]])))
