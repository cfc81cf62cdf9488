# Restoring a checkpoint into a variable of another dtype fails: RestoreV2 checks the dtypes it
# was asked for (the variables') against the checkpoint's before reading anything, and reports
# every mismatch, in key order, one per line, as an InvalidArgumentError; no variable of that
# restore is assigned. Variables are restored by one RestoreV2 op run eagerly (a wrapped
# single-op function: the "{{function_node __wrapped__RestoreV2_dtypes_N_device_...}}" prefix and
# " [Op:RestoreV2] name: " suffix of TF 2.x eager op errors).
# TF source: tensorflow/core/kernels/save_restore_tensor.cc (RestoreTensorsV2: "tensor_name = ";
# "; expected dtype "; " does not equal original dtype "), python/checkpoint/restore.py
# (_restore_descendants gathers every variable of the restore for one restore_saveables),
# python/checkpoint/functional_saver.py (_SingleDeviceSaver.restore: io_ops.restore_v2 with the
# variables' dtypes); TF PR #21078 (issue #20487).
import os
import tempfile

import tensorflow as tf

directory = tempfile.mkdtemp()
path = tf.train.Checkpoint(v=tf.Variable([1.5, 2.5])).write(os.path.join(directory, "one"))
restored = tf.train.Checkpoint(v=tf.Variable([1, 2]))
try:
    restored.restore(path)
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__)
    print(e)
print(restored.v.numpy())

# Two mismatches among three variables: both reported, and the matching one is not restored.
path = tf.train.Checkpoint(a=tf.Variable(1.0), b=tf.Variable(7), c=tf.Variable([2.0, 3.0])).write(
    os.path.join(directory, "three"))
restored = tf.train.Checkpoint(c=tf.Variable([0.0, 0.0], dtype=tf.float64), b=tf.Variable(0),
                               a=tf.Variable(0, dtype=tf.int64))
try:
    restored.restore(path)
except tf.errors.InvalidArgumentError as e:
    print(str(e).splitlines())
print(restored.a.numpy(), restored.b.numpy(), restored.c.numpy())

# Same dtypes: restored (read(), the counterpart of write(), adds no save_counter).
restored = tf.train.Checkpoint(a=tf.Variable(0.0), b=tf.Variable(0), c=tf.Variable([0.0, 0.0]))
restored.read(path).assert_consumed()
print(restored.a.numpy(), restored.b.numpy(), restored.c.numpy())
