# tf.train's errors. CheckpointLoadStatus.assert_consumed names the first checkpoint node with
# values that matched no object, printing the TrackableObject proto in text format (children,
# attributes, has_checkpoint_values from util.add_checkpoint_values_check);
# assert_existing_objects_matched lists the Python objects the checkpoint has no value for;
# restore() of a missing prefix re-raises NewCheckpointReader's NotFoundError (the
# TensorSliceReader message) with the hint about the '-1' suffix; restore(None) gives an
# InitializationOnlyStatus; Checkpoint's keyword arguments must be trackable; load_checkpoint of
# a directory without checkpoints and CheckpointReader.get_tensor of a missing key fail; a
# CheckpointManager needs a positive max_to_keep. Expected text from TF 2.20's
# tensorflow/python/checkpoint/checkpoint.py, checkpoint_management.py,
# training/py_checkpoint_reader.py, training/checkpoint_utils.py and
# core/util/tensor_bundle/tensor_bundle.cc.
import os

import tensorflow as tf

v = tf.Variable(1.0)
w = tf.Variable(2.0, name="w")
path = tf.train.Checkpoint(v=v, w=w).save("./ck/ckpt")
only_v = tf.train.Checkpoint(v=tf.Variable(0.0))
status = only_v.restore(path)
try:
    status.assert_consumed()
except AssertionError as e:
    print(repr(str(e)))
status.expect_partial()
extra = tf.train.Checkpoint(v=tf.Variable(0.0), w=tf.Variable(0.0), u=tf.Variable(3.0, name="u"))
status = extra.restore(path)
try:
    status.assert_existing_objects_matched()
except AssertionError as e:
    print(e)
try:
    tf.train.Checkpoint(v=v).restore("./ck/ckpt-7")
except tf.errors.NotFoundError as e:
    print(type(e).__name__, e)
try:
    tf.train.Checkpoint(v=v).restore(None).assert_consumed()
except AssertionError as e:
    print(e)
try:
    tf.train.Checkpoint(x=1)
except ValueError as e:
    print(e)
os.makedirs("./empty")
try:
    tf.train.load_checkpoint("./empty")
except ValueError as e:
    print(e)
try:
    tf.train.load_checkpoint(path).get_tensor("nope")
except tf.errors.NotFoundError as e:
    print(type(e).__name__, e)
print(tf.train.latest_checkpoint("./empty"))
try:
    tf.train.CheckpointManager(tf.train.Checkpoint(), "./m", max_to_keep=0)
except ValueError as e:
    print(e)
