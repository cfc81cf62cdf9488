# A partial restore: the checkpoint holds values (the optimizer's) that no object of the
# restoring program takes. Without status.expect_partial(), the restore's coordinator logs
# TF's warnings when it is garbage-collected, here at exit since the status is kept
# (_CheckpointRestoreCoordinatorDeleter.__del__, through the "tensorflow" logger); with
# expect_partial() it is silent. Expected text from TF 2.20's
# tensorflow/python/checkpoint/checkpoint.py.
import tensorflow as tf

iterations = tf.Variable(5)
w = tf.Variable([1.0, 2.0])
training = tf.train.Checkpoint(optimizer=tf.train.Checkpoint(iterations=iterations),
                               model=tf.train.Checkpoint(w=w))
path = training.save("./train/ckpt")

inference_w = tf.Variable([0.0, 0.0])
status = tf.train.Checkpoint(model=tf.train.Checkpoint(w=inference_w)).restore(path)
print(inference_w.numpy())
status.assert_existing_objects_matched()

quiet_w = tf.Variable([0.0, 0.0])
quiet = tf.train.Checkpoint(model=tf.train.Checkpoint(w=quiet_w)).restore(path).expect_partial()
print(quiet_w.numpy())
