# With overlapping deferred restores the most recent restore() call determines a variable's
# value: every restore gets a larger restore_uid and a value is only restored when that uid is
# newer than the object's _update_uid, the uid of the restore that last set it.
# TF source: tensorflow/python/checkpoint/restore.py (CheckpointPosition.bind_object),
# trackable/base.py (_update_uid); test from tensorflow/python/checkpoint/checkpoint_test.py
# (testOverlappingRestores: "The last restore determines the final value").
import os
import tempfile

import tensorflow as tf

directory = tempfile.mkdtemp()
root = tf.train.Checkpoint(dep=tf.Module())
root.dep.var = tf.Variable(12.0)
first = root.save(os.path.join(directory, "first"))
root.dep.var.assign(13.0)
second = root.save(os.path.join(directory, "second"))

r2 = tf.train.Checkpoint()
s2 = r2.restore(second)
r1 = tf.train.Checkpoint()
s1 = r1.restore(first)
dep = tf.Module()
dep.var = tf.Variable(0.0)
r1.dep = dep
print(dep.var.numpy())
r2.dep = dep
print(dep.var.numpy())
s1.assert_consumed()
s2.assert_consumed()

# The other order: the restore of `second` is the newer one and wins.
r1 = tf.train.Checkpoint()
s1 = r1.restore(first)
r2 = tf.train.Checkpoint()
s2 = r2.restore(second)
dep = tf.Module()
dep.var = tf.Variable(0.0)
r1.dep = dep
print(dep.var.numpy())
r2.dep = dep
print(dep.var.numpy())

# A restore into an existing object is newer than any before it.
r1.restore(first)
print(dep.var.numpy())
