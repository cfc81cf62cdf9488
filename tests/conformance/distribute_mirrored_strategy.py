# tf.distribute.MirroredStrategy and OneDeviceStrategy on a machine with one CPU and no GPU: one
# replica. TF 2.20 source, tensorflow/python/distribute/mirrored_strategy.py: with no devices,
# all_local_devices() falls back to list_logical_devices("CPU"), resolved to
# '/job:localhost/replica:0/task:0/device:CPU:0' (its "Using MirroredStrategy with devices"
# is logging.info, below the 'tensorflow' logger's default WARNING level); a variable made in
# its scope is a values.MirroredVariable, whose repr/str are DistributedValues'
# "MirroredVariable:{\n  0: %r\n}" and whose device is the primary's.
# distribute_lib.py: scope() is a _CurrentDistributionContext (cross-replica context, no
# replica context); Strategy.run enters it and calls fn in a mirrored_run._MirroredReplicaContext;
# distribute_utils.regroup of one replica's result is the result itself (no PerReplica);
# mirrored_run.call_for_each_replica logs (log_first_n WARN, 5) "Using MirroredStrategy eagerly
# has significant overhead..." for a Python fn run eagerly, nothing for a tf.function or inside
# one; Strategy.reduce with an axis runs reduce_sum (SUM) or mean_reduce_helper (MEAN: the sum
# over the axis and its int64 size, divided after the reduce) per replica, eagerly as a
# tf.function cached in a dict keyed by axis (so a list axis is unhashable), then _reduce:
# cross_device_ops.reduce_non_distributed_value (MEAN: the value; SUM: an identity copy, so a
# Python float becomes a Tensor); using a strategy inside another's scope raises
# _wrong_strategy_scope's "Mixing different tf.distribute.Strategy objects".
# one_device_strategy.py: plain variables, _OneDeviceReplicaContext, _reduce_to returns the value.
# InputContext (distribute_lib.py): get_per_replica_batch_size and its __str__;
# distribute_datasets_from_function calls dataset_fn with InputContext(1, 0, 1).
import tensorflow as tf

strategy = tf.distribute.MirroredStrategy()
print(type(strategy).__name__, strategy.num_replicas_in_sync, isinstance(strategy, tf.distribute.Strategy))
print(strategy.extended.worker_devices)
print(tf.distribute.MirroredStrategy(devices=["/cpu:0"]).num_replicas_in_sync)
with strategy.scope() as entered:
    print(entered is strategy, tf.distribute.has_strategy(), tf.distribute.in_cross_replica_context())
    print(tf.distribute.get_strategy() is strategy, tf.distribute.get_replica_context())
    x = tf.Variable(1.0)
print(tf.distribute.has_strategy(), tf.distribute.get_strategy() is strategy)
print(repr(x))
print(x)
print(type(x).__name__, x.device, isinstance(x, tf.Variable))
x.assign_add(2.0)
print(x.numpy())


def step(a):
    context = tf.distribute.get_replica_context()
    print("replica:", type(context).__name__, context.replica_id_in_sync_group, context.strategy is strategy,
          tf.distribute.in_cross_replica_context())
    return {"twice": a * 2.0}


outputs = strategy.run(step, args=(tf.constant([1.0, 2.0]),))
print(outputs)
print(strategy.reduce(tf.distribute.ReduceOp.SUM, outputs["twice"], axis=None))
print(strategy.reduce("MEAN", outputs["twice"], axis=None))
print(strategy.reduce("SUM", outputs["twice"], axis=0))
matrix = tf.constant([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
print(strategy.reduce("MEAN", matrix, axis=0), strategy.reduce("MEAN", matrix, axis=-1))
print(strategy.reduce("MEAN", matrix, axis=(0, 1)), tf.distribute.get_strategy().reduce("MEAN", tf.constant([1, 2]), axis=0))
try:
    strategy.reduce("MEAN", matrix, axis=[0, 1])
except TypeError as e:
    print("TypeError:", e)
print(strategy.reduce("SUM", 5.0, axis=None), strategy.reduce("MEAN", 5.0, axis=None))
print(strategy.experimental_local_results(outputs["twice"]))


@tf.function
def distributed_step(a):
    return strategy.run(step, args=(a,))


print(distributed_step(tf.constant(3.0)))

context = tf.distribute.InputContext()
print(context, context.num_replicas_in_sync, context.get_per_replica_batch_size(64))
try:
    tf.distribute.InputContext(num_replicas_in_sync=3).get_per_replica_batch_size(64)
except ValueError as e:
    print("ValueError:", e)
dataset = strategy.distribute_datasets_from_function(
    lambda ctx: tf.data.Dataset.range(4).batch(ctx.get_per_replica_batch_size(2)))
for batch in dataset:
    print(batch)
for batch in strategy.experimental_distribute_dataset(tf.data.Dataset.range(3).batch(3)):
    print(strategy.run(lambda b: b * 10, args=(batch,)))

one = tf.distribute.OneDeviceStrategy("/cpu:0")
with one.scope():
    v = tf.Variable(2.0)
    try:
        strategy.run(step, args=(1.0,))
    except RuntimeError as e:
        print("RuntimeError:", str(e).split(":")[0])
print(type(v).__name__, one.extended.worker_devices)
print(one.run(lambda: type(tf.distribute.get_replica_context()).__name__))
print(one.reduce("SUM", 4.0, axis=None))
for what in (lambda: tf.distribute.MirroredStrategy(["/gpu:0", "/gpu:1"]), lambda: tf.distribute.OneDeviceStrategy("/gpu:0")):
    try:
        what()
    except NotImplementedError as e:
        print("NotImplementedError:", e)
