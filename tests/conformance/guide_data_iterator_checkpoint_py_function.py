# tf.data guide: an iterator saved in a tf.train.Checkpoint resumes from the saved position
# (the third list repeats the second), tf.py_function inside map, Dataset.save/load in the
# virtual file system, and batch-then-repeat versus repeat-then-batch at epoch boundaries.
import tensorflow as tf

range_ds = tf.data.Dataset.range(20)
iterator = iter(range_ds)
ckpt = tf.train.Checkpoint(step=tf.Variable(0), iterator=iterator)
manager = tf.train.CheckpointManager(ckpt, './my_ckpt', max_to_keep=3)
print([next(iterator).numpy() for _ in range(5)])
save_path = manager.save()
print([next(iterator).numpy() for _ in range(5)])
ckpt.restore(manager.latest_checkpoint)
print([next(iterator).numpy() for _ in range(5)])

titanic_lines = tf.data.Dataset.from_tensor_slices(["a,1", "b,2", "c,3"])
def py_upper(s):
    return s.numpy().decode().upper()

def tf_upper(s):
    return tf.py_function(py_upper, [s], tf.string)

print(list(titanic_lines.map(tf_upper).as_numpy_iterator()))
ds = tf.data.Dataset.range(6)
ds.save("saved_ds")
loaded = tf.data.Dataset.load("saved_ds")
print(loaded.element_spec, list(loaded.as_numpy_iterator()))
dataset = tf.data.Dataset.range(10).batch(4).repeat(2)
print([b.numpy().tolist() for b in dataset])
dataset = tf.data.Dataset.range(10).repeat(2).batch(4)
print([b.numpy().tolist() for b in dataset])
