# tf.gather with batch_dims (GatherV2's batch_dims attribute): the docstring example of
# tf.gather in tensorflow/python/ops/array_ops.py (axis=1, batch_dims=1), a negative batch_dims
# (counted from the indices' rank, the axis defaulting to it), a 3-D case worked by hand, the
# same op in a graph, and the kernel's own argument errors (tensorflow/core/kernels/gather_op.cc).
# Keras's take_along_axis gathers this way, which its IoU metrics need: values from
# keras/src/metrics/iou_metrics_test.py (test_unweighted: IoU over classes [0, 1] and
# MeanIoU both (1/3 + 1/3) / 2; the test compares to 1e-3, so they print rounded).
import tensorflow as tf
import keras

params = tf.constant([[0, 0, 1, 0, 2], [3, 0, 0, 0, 4], [0, 5, 0, 6, 0]])
indices = tf.constant([[2, 4], [0, 4], [1, 3]])
print(tf.gather(params, indices, axis=1, batch_dims=1).numpy())
print(tf.gather(params, indices, batch_dims=-1))

x = tf.reshape(tf.range(24), [2, 3, 4])
print(tf.gather(x, [[0, 2], [1, 1]], axis=2, batch_dims=1))


@tf.function
def batched(p, i):
    return tf.gather(p, i, axis=1, batch_dims=1)


print(batched(params, indices))

for kwargs in [dict(axis=0, batch_dims=1), dict(axis=1, batch_dims=3), dict(axis=1, batch_dims=2)]:
    try:
        tf.gather(params, indices, **kwargs)
    except tf.errors.InvalidArgumentError as e:
        print(e.message)
try:
    tf.gather(params, tf.constant([[1], [2]]), axis=1, batch_dims=1)
except tf.errors.InvalidArgumentError as e:
    print(e.message)

iou = keras.metrics.IoU(num_classes=2, target_class_ids=[0, 1], dtype="float32")
print(round(float(iou([0, 0, 1, 1], [0, 1, 0, 1])), 6))
mean_iou = keras.metrics.MeanIoU(num_classes=2)
print(round(float(mean_iou([0, 0, 1, 1], [0, 1, 0, 1])), 6))
