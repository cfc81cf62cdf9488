# tf.distribute with no strategy set: the default (single-replica) strategy, as Keras 3's
# TensorFlow trainer and optimizer use it. TF 2.20 source, tensorflow/python/distribute/
# distribute_lib.py: get_strategy/has_strategy/in_cross_replica_context/get_replica_context
# read the per-thread mode stack, empty by default (_DefaultReplicaThreadMode: the default
# strategy, no cross-replica context, the _DefaultReplicaContext, whose replica id is the
# Python int 0); the default strategy's scope() (_DefaultDistributionContext) pushes no mode;
# Strategy.run checks `args`, then call_for_each_replica runs fn in a new ReplicaContext
# (replica id: constant_op.constant(0, int32)), and refuses to run inside one
# (_require_cross_replica_or_default_context_extended); ReplicaContext.merge_call runs
# merge_fn(strategy, ...) in a cross-replica context; StrategyExtended.update from a replica
# context goes through merge_call (_replica_ctx_update); Strategy.reduce with axis=None
# returns the value (the default _reduce_to), with an axis sums it (reduce_sum);
# experimental_distribute_dataset returns the dataset; experimental_local_results is
# (value,); all_reduce returns the values through custom_gradient, which in a graph adds an
# Identity per result (_get_dependent_variables) and one IdentityN over the results and the
# inputs (custom_gradient._graph_mode_decorator); reduce_util.ReduceOp is an Enum of "SUM"
# and "MEAN" (a string is looked up upper-cased); tf.__internal__.distribute.interim.
# maybe_merge_call calls fn(strategy, *args) when no strategy is set.
import tensorflow as tf

strategy = tf.distribute.get_strategy()
print(type(strategy).__name__, tf.distribute.has_strategy(), tf.distribute.in_cross_replica_context())
print(strategy.num_replicas_in_sync, isinstance(strategy, tf.distribute.Strategy), isinstance(strategy, tf.distribute.TPUStrategy))
context = tf.distribute.get_replica_context()
print(type(context).__name__, context.replica_id_in_sync_group, context.num_replicas_in_sync, context.strategy is strategy)
with strategy.scope() as entered:
    print(entered is strategy, tf.distribute.has_strategy(), tf.distribute.in_cross_replica_context())


def step(x, scale=1.0):
    replica = tf.distribute.get_replica_context()
    print("in run:", type(replica).__name__, replica.replica_id_in_sync_group, tf.distribute.in_cross_replica_context())
    return {"y": x * scale}


outputs = strategy.run(step, args=(tf.constant(2.0),), kwargs={"scale": 3.0})
print(outputs)
print(strategy.reduce("MEAN", outputs, axis=None) is outputs)
print(strategy.reduce(tf.distribute.ReduceOp.SUM, tf.constant([1.0, 2.0]), axis=0))
print(strategy.experimental_local_results(outputs))
dataset = tf.data.Dataset.range(3)
print(strategy.experimental_distribute_dataset(dataset) is dataset)
try:
    strategy.run(step, args=5)
except ValueError as e:
    print("ValueError:", e)
try:
    strategy.run(lambda: strategy.run(step, args=(1.0,)))
except RuntimeError as e:
    print("RuntimeError:", e)
print(tf.distribute.ReduceOp.SUM, repr(tf.distribute.ReduceOp.MEAN), tf.distribute.ReduceOp("SUM") is tf.distribute.ReduceOp.SUM)
try:
    strategy.reduce("max", 1.0, axis=None)
except ValueError as e:
    print("ValueError:", e)

counter = tf.Variable(1.0)


def merge(strategy, delta):
    print("merge_fn in cross-replica context:", tf.distribute.in_cross_replica_context(), tf.distribute.get_replica_context())
    strategy.extended.update(counter, lambda var, d: var.assign_add(d), args=(delta,))


strategy.run(lambda: tf.distribute.get_replica_context().merge_call(merge, args=(tf.constant(2.0),)))
strategy.run(lambda: strategy.extended.update(counter, lambda var, d: var.assign_add(d), args=(10.0,), group=False))
print(counter.numpy())
print(context.all_reduce("sum", [tf.constant(1.0), tf.constant(2.0)]))
print(tf.__internal__.distribute.interim.maybe_merge_call(lambda s, a: (s is strategy, a), strategy, 5))


@tf.function
def train_step(x):
    def replica_fn(x):
        grads = [x * 2.0, x]
        return tf.distribute.get_replica_context().all_reduce(tf.distribute.ReduceOp.SUM, grads)

    return strategy.run(replica_fn, args=(x,))


print(train_step(tf.constant(3.0)))
print([(op.name, op.type) for op in train_step.get_concrete_function(tf.constant(3.0)).graph.get_operations()])
