# Training checkpoints guide: CheckpointManager numbers prefixes by save_counter and keeps the
# last max_to_keep, load_checkpoint's reader lists shapes and reads a value, restore statuses:
# assert_consumed passes for a full restore and raises AssertionError naming the first
# unresolved node in object-graph order ((root).step) for a partial one, expect_partial silences
# it, restore(None) gives InitializationOnlyStatus. Source: tensorflow/python/checkpoint/
# checkpoint.py and checkpoint_management.py.
import tensorflow as tf

class Net(tf.Module):
    def __init__(self):
        super().__init__()
        self.w = tf.Variable([[1.0, 2.0]], name="w")

net = Net()
opt_step = tf.Variable(0, dtype=tf.int64)
ckpt = tf.train.Checkpoint(step=opt_step, net=net)
manager = tf.train.CheckpointManager(ckpt, "./tf_ckpts", max_to_keep=2)
print(manager.latest_checkpoint)
for i in range(3):
    opt_step.assign_add(1)
    print(manager.save())
print(manager.checkpoints)
print(manager.latest_checkpoint)
reader = tf.train.load_checkpoint(manager.latest_checkpoint)
print(sorted(reader.get_variable_to_shape_map().items()))
print(reader.get_tensor("step/.ATTRIBUTES/VARIABLE_VALUE"))
status = ckpt.restore(manager.latest_checkpoint)
status.assert_consumed()
print("consumed")
partial = tf.train.Checkpoint(net=Net())
st = partial.restore(manager.latest_checkpoint)
try:
    st.assert_consumed()
except AssertionError as e:
    print("AssertionError:", str(e).splitlines()[0])
st.expect_partial()
print(partial.net.w.numpy())
empty = tf.train.Checkpoint(net=Net())
print(type(empty.restore(None)).__name__)
print(tf.train.latest_checkpoint("./nowhere"))
