# Gradient clipping and norms (tensorflow/python/ops/clip_ops.py: clip_by_norm, global_norm,
# clip_by_global_norm; the clip_by_norm docstring example's values), tf.nn.l2_loss
# (nn_ops.cc L2Loss: sum(t ** 2) / 2; _L2LossGrad: t * grad), tf.random.Algorithm
# (random_ops_util.py: PHILOX = 1, THREEFRY = 2, AUTO_SELECT = 3), the resource and variant
# dtypes, and what tf.config reports on one CPU (context.py's PhysicalDevice namedtuple; soft
# device placement on by default).
import tensorflow as tf

some_nums = tf.constant([[1, 2, 3, 4, 5]], dtype=tf.float32)
print(repr(tf.clip_by_norm(some_nums, 2.0).numpy()))
print(tf.clip_by_norm(some_nums, 100.0))
print(tf.clip_by_norm(tf.constant([[3.0, 4.0], [0.0, 0.5]]), 1.0, axes=[1]))
print(tf.nn.l2_loss(tf.constant([1.0, 2.0, 3.0])), tf.nn.l2_loss(tf.constant([[0.5], [1.5]], tf.float64)))
print(tf.linalg.global_norm([tf.constant([3.0]), None, tf.constant([[4.0]])]))
clipped, norm = tf.clip_by_global_norm([tf.constant([3.0]), tf.constant([4.0])], 1.0)
for t in clipped:
    print(t)
print(norm)
clipped, norm = tf.clip_by_global_norm([tf.constant([3.0]), tf.constant([4.0])], 10.0)
print(clipped[0], clipped[1], norm)
w = tf.constant([1.0, -2.0])
with tf.GradientTape() as tape:
    tape.watch(w)
    loss = tf.nn.l2_loss(w)
print(tape.gradient(loss, w))
try:
    tf.clip_by_global_norm(tf.constant([1.0]), 1.0)
except TypeError as e:
    print("TypeError:", e)

print(tf.random.Algorithm.PHILOX, repr(tf.random.Algorithm.AUTO_SELECT), tf.random.Algorithm(2))
print(tf.random.Algorithm.PHILOX.value, tf.random.Algorithm.THREEFRY.name)
print(tf.resource, tf.dtypes.variant, repr(tf.variant), tf.resource.name)

print(tf.config.list_physical_devices())
print(tf.config.get_visible_devices("CPU"), tf.config.list_logical_devices("GPU"))
device = tf.config.list_physical_devices("CPU")[0]
print(device.name, device.device_type, isinstance(device, tf.config.PhysicalDevice))
print(tf.config.get_soft_device_placement())
tf.config.set_soft_device_placement(False)
print(tf.config.get_soft_device_placement())
