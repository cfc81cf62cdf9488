# A restore's warnings about checkpoint values no object took are logged when its coordinator
# is garbage-collected (_CheckpointRestoreCoordinatorDeleter.__del__): it lives as long as its
# status and the objects waiting for its values (deferred dependencies, kept on the object), so
# deleting the Checkpoint that waits logs them at once, and a restore nothing waits for logs them
# as its status is dropped. The graph view holds its root weakly, so the deleted Checkpoint and
# its variables are freed. expect_partial() silences them.
# TF source: tensorflow/python/checkpoint/checkpoint.py (_CheckpointRestoreCoordinatorDeleter,
# ObjectGraphView(weakref.ref(saver_root))), python/checkpoint/restore.py (unused_attributes: a
# list per object); tests from tensorflow/python/checkpoint/checkpoint_test.py
# (testPartialRestoreWarningObject, testPartialRestoreWarningAttribute: "the warning actually
# prints immediately here", testSilencePartialWarning).
import os
import sys
import tempfile
import weakref

import tensorflow as tf

prefix = os.path.join(tempfile.mkdtemp(), "ckpt")
original_root = tf.train.Checkpoint(v1=tf.Variable(2.0), v2=tf.Variable(3.0))
save_path = original_root.save(prefix)

partial_root = tf.train.Checkpoint(v1=tf.Variable(0.0))
weak_partial_root = weakref.ref(partial_root)
weak_v1 = weakref.ref(partial_root.v1)
partial_root.restore(save_path)
print(partial_root.v1.numpy())
sys.stderr.write("del partial_root\n")
del partial_root
sys.stderr.write("deleted\n")
print(weak_partial_root() is None, weak_v1() is None)

partial_root = tf.train.Checkpoint(v1=tf.__internal__.tracking.Trackable(), v2=tf.Variable(0.0))
weak_partial_root = weakref.ref(partial_root)
sys.stderr.write("restore\n")
partial_root.restore(save_path)
sys.stderr.write("restored\n")
print(partial_root.v2.numpy())
del partial_root
print(weak_partial_root() is None)

partial_root = tf.train.Checkpoint(v1=tf.Variable(0.0))
weak_partial_root = weakref.ref(partial_root)
partial_root.restore(save_path).expect_partial()
del partial_root
sys.stderr.write("silenced\n")
print(weak_partial_root() is None)

# A status kept keeps its restore: the warnings come when it goes.
partial_root = tf.train.Checkpoint(v2=tf.Variable(0.0))
status = partial_root.restore(save_path)
del partial_root
sys.stderr.write("del status\n")
del status
sys.stderr.write("end\n")
