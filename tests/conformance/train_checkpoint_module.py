# tf.train.Checkpoint over a tf.Module: save() numbers checkpoints with save_counter and writes
# the directory's `checkpoint` file (checkpoint_management.update_checkpoint_state_internal, TF's
# text format with paths relative to the directory), list_variables sorts the keys TF builds
# from the object graph (trackable_utils: "<path>/.ATTRIBUTES/VARIABLE_VALUE", lists and dicts
# named by index and key, the root's save_counter, _CHECKPOINTABLE_OBJECT_GRAPH with shape []),
# restore() assigns the saved values and write()/read() skip the numbering. Expected text from
# tensorflow/python/checkpoint/checkpoint.py, checkpoint_management.py and
# training/checkpoint_utils.py (TF 2.20) and the examples in their docstrings.
import os

import tensorflow as tf


class Net(tf.Module):
    def __init__(self):
        super().__init__()
        self.w = tf.Variable([1.0, 2.0], name="w")
        self.blocks = [tf.Variable(3.0), {"b": tf.Variable(4)}]

    def __call__(self, x):
        return x * self.w + self.blocks[0]


net = Net()
ckpt = tf.train.Checkpoint(step=tf.Variable(1), net=net)
path = ckpt.save("./tf_ckpts/ckpt")
print(path)
print(sorted(os.listdir("./tf_ckpts")))
print(open("./tf_ckpts/checkpoint").read())
for name, shape in tf.train.list_variables("./tf_ckpts"):
    print(name, shape)

net.w.assign([10.0, 20.0])
ckpt.step.assign_add(1)
print(ckpt.save("./tf_ckpts/ckpt"))
print(tf.train.latest_checkpoint("./tf_ckpts"))
state = tf.train.get_checkpoint_state("./tf_ckpts")
print(state.model_checkpoint_path, list(state.all_model_checkpoint_paths))

net.w.assign([0.0, 0.0])
status = ckpt.restore("./tf_ckpts/ckpt-1")
status.assert_consumed()
print(net.w.numpy(), ckpt.step.numpy(), ckpt.save_counter.numpy())
print(net(tf.constant(2.0)))

# A new program state: the same structure restores from the latest checkpoint.
fresh = Net()
restored = tf.train.Checkpoint(step=tf.Variable(0), net=fresh)
restored.restore(tf.train.latest_checkpoint("./tf_ckpts")).assert_consumed()
print(fresh.w.numpy(), restored.step.numpy(), restored.save_counter)

reader = tf.train.load_checkpoint("./tf_ckpts")
print(reader.get_tensor("net/w/.ATTRIBUTES/VARIABLE_VALUE"))
print(reader.get_tensor("net/blocks/1/b/.ATTRIBUTES/VARIABLE_VALUE"))
print(reader.get_variable_to_shape_map()["net/w/.ATTRIBUTES/VARIABLE_VALUE"])
print(tf.train.load_variable("./tf_ckpts/ckpt-1", "step/.ATTRIBUTES/VARIABLE_VALUE"))

# write() neither numbers nor records the checkpoint; read() loads it without save_counter.
v = tf.Variable(5.0)
writer = tf.train.Checkpoint(v=v)
print(writer.write("./plain/weights"))
print(sorted(os.listdir("./plain")))
v.assign(0.0)
writer.read("./plain/weights").assert_consumed()
print(v.numpy())
print([name for name, _ in tf.train.list_variables("./plain/weights")])

# A list of variables passed directly is tracked like a list attribute.
many = tf.train.Checkpoint(vars=[tf.Variable(1.0), tf.Variable(2.0)])
print([name for name, _ in tf.train.list_variables(many.write("./many/c"))])

# Restoring into part of the saved structure, then adding a dependency later: its value is
# restored when it is assigned (delayed restoration, as in TF's "Training checkpoints" guide).
to_restore = tf.Variable(tf.zeros([2]))
fake_net = tf.train.Checkpoint(w=to_restore)
status = tf.train.Checkpoint(net=fake_net).restore("./tf_ckpts/ckpt-2")
print(to_restore.numpy())
status.assert_existing_objects_matched().expect_partial()
delayed = tf.Variable(0.0)
print(delayed.numpy())
fake_net.blocks = [delayed]
print(delayed.numpy())
