# tf.math.reduce_variance / reduce_std (math_ops.py: mean of Square(x - mean) under name scope
# "reduce_variance", Sqrt under "reduce_std"; integer input raises TypeError), tf.boolean_mask
# (array_ops.py: Reshape, Where, Squeeze, GatherV2 under "boolean_mask"), tf.is_tensor
# (tensor_util.is_tf_type) and tf.config.list_physical_devices / list_logical_devices on a
# CPU-only machine (eager/context.py PhysicalDevice and LogicalDevice namedtuples).
# Expected text derived from those TensorFlow source files.
import numpy as np
import tensorflow as tf

grid = tf.constant([[2.0, 4.0], [6.0, 12.0]])
print(tf.math.reduce_variance(grid))
print(tf.math.reduce_std(grid, axis=1))
print(tf.math.reduce_variance(grid, axis=0, keepdims=True))
try:
    tf.math.reduce_std(tf.constant([3, 5]))
except TypeError as e:
    print("TypeError:", e)

print(tf.boolean_mask(grid, [False, True]))
print(tf.boolean_mask(tf.range(6), tf.range(6) % 2 == 0))
print(tf.is_tensor(grid), tf.is_tensor(tf.Variable(2.0)), tf.is_tensor(np.zeros(3)), tf.is_tensor([1.0]))

print(tf.config.list_physical_devices("GPU"))
cpus = tf.config.list_physical_devices("CPU")
print(cpus)
print(cpus[0].name, cpus[0].device_type)
print(tf.config.list_logical_devices())


@tf.function
def spread(t):
    return tf.math.reduce_std(t), tf.boolean_mask(t, t > 2.0)


std, big = spread(tf.constant([1.0, 3.0, 5.0, 7.0]))
print(std.numpy() == np.float32(np.sqrt(5.0)), big)
ops = spread.get_concrete_function(tf.TensorSpec([4], tf.float32)).graph.get_operations()
print([op.name for op in ops if op.name.startswith("reduce_std")])
