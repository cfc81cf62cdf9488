# A `for` loop over a tf.data.Dataset inside tf.function may change the shape of its loop
# variables, unlike a tf.while_loop: _tf_dataset_for_stmt
# (tensorflow/python/autograph/operators/control_flow.py) verifies the loop variables with
# check_shapes=False and lowers the loop to Dataset.scan, which retraces its body with the
# state shape relaxed to the most specific compatible one until it reaches a fixed point
# (tensorflow/python/data/ops/scan_op.py, need_to_rerun). This is the "Better performance with
# tf.function" guide's `train(dataset)` over Dataset.from_generator: the body is traced with the
# state's shape () and again with <unknown>. A tf.range loop still rejects the same change.
import tensorflow as tf


@tf.function
def train(dataset):
    loss = tf.constant(0)
    for x, y in dataset:
        print("body traced with loss shape", loss.shape)
        loss += tf.abs(y - x)
    print("loss after the loop:", loss.shape)
    return loss


pairs = [(1, 4), (2, 7), (5, 5)]
unknown = tf.data.Dataset.from_generator(
    lambda: pairs, output_signature=(tf.TensorSpec(None, tf.int32), tf.TensorSpec(None, tf.int32)))
print(train(unknown))
# Both datasets' specs are subtypes of the first one's (unknown shapes): the trace is reused.
print(train(tf.data.Dataset.from_tensor_slices(([[1, 2]], [[4, 4]]))))
print(train(tf.data.Dataset.from_tensor_slices(([1, 2], [4, 4]))))
print(train.experimental_get_tracing_count())


@tf.function
def train_known(dataset):
    loss = tf.constant(0)
    for x, y in dataset:
        print("known shapes: body traced with loss shape", loss.shape)
        loss += tf.abs(y - x)
    return loss


print(train_known(tf.data.Dataset.from_tensor_slices(([[1, 2]], [[4, 4]]))))
print(train_known(tf.data.Dataset.from_tensor_slices(([1, 2], [4, 4]))))


@tf.function
def grow():
    acc = tf.constant(0)
    for i in tf.data.Dataset.range(3):
        acc = tf.concat([tf.reshape(acc, [-1]), [tf.cast(i, tf.int32)]], 0)
    return acc


print(grow())


@tf.function
def grow_range():
    acc = tf.zeros([0], tf.int32)
    for i in tf.range(3):
        acc = tf.concat([acc, [i]], 0)
    return acc


try:
    grow_range()
except ValueError as e:
    print(str(e).splitlines()[-1].strip())
