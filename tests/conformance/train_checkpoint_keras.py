# tf.train.Checkpoint over Keras 3 objects with a custom training loop, as TF's "Training
# checkpoints" guide runs it. On the TF backend a Keras layer is an AutoTrackable whose tracked
# attributes are its variables (Dense keeps `_kernel` and `bias`) and sublayers; a Sequential
# reaches its layers through `_functional._operations` (Functional's graph); a Keras optimizer
# tracks `_iterations`, `_learning_rate` and its `_variables` and `_trainable_variables` lists.
# Keys name each variable by its breadth-first path from the root (graph_view), so a
# Sequential's weights, three levels deeper than the optimizer's `_trainable_variables`, are
# saved under the optimizer. CheckpointManager keeps the newest max_to_keep checkpoints and
# deletes the files of older ones. Restoring before the model is built or the optimizer has
# stepped defers those values until Keras creates the variables (restore-on-create), so
# assert_consumed fails before the first step and passes after it. Expected text from TF 2.20's
# checkpoint.py, checkpoint_management.py, graph_view.py and Keras 3.11's
# keras/src/backend/tensorflow/trackable.py, layers/core/dense.py, ops/function.py and
# optimizers/base_optimizer.py.
import os

import numpy as np
import tensorflow as tf


class Net(tf.keras.Model):
    def __init__(self):
        super().__init__()
        self.l1 = tf.keras.layers.Dense(3)
        self.out = tf.keras.layers.Dense(1)

    def call(self, x):
        return self.out(tf.nn.relu(self.l1(x)))


x = tf.constant(np.linspace(-1.0, 1.0, 8, dtype="float32").reshape(4, 2))
y = tf.constant([[1.0], [0.0], [1.0], [0.0]])
tf.keras.utils.set_random_seed(1)


def train_step(model, opt):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean((model(x) - y) ** 2)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))


net = Net()
opt = tf.keras.optimizers.Adam(0.1)
ckpt = tf.train.Checkpoint(step=tf.Variable(1), optimizer=opt, net=net)
manager = tf.train.CheckpointManager(ckpt, "./tf_ckpts", max_to_keep=3)
print(manager.latest_checkpoint)
for _ in range(5):
    train_step(net, opt)
    ckpt.step.assign_add(1)
    print("Saved checkpoint for step", int(ckpt.step), ":", manager.save())
print(manager.checkpoints)
print(sorted(os.listdir("./tf_ckpts")))
print([line for line in open("./tf_ckpts/checkpoint").read().splitlines() if not line.startswith("all_model_checkpoint_timestamps") and not line.startswith("last_")])
for name, shape in tf.train.list_variables(manager.latest_checkpoint):
    print(name, shape)

# A new model and optimizer: restored before they have variables.
net2 = Net()
opt2 = tf.keras.optimizers.Adam(0.1)
ckpt2 = tf.train.Checkpoint(step=tf.Variable(1), optimizer=opt2, net=net2)
manager2 = tf.train.CheckpointManager(ckpt2, "./tf_ckpts", max_to_keep=3)
status = ckpt2.restore(manager2.latest_checkpoint)
print("Restored from", manager2.latest_checkpoint, int(ckpt2.step))
status.assert_existing_objects_matched()
try:
    status.assert_consumed()
except AssertionError as e:
    print("not consumed:", str(e).splitlines()[0])
net2(x)
print(np.array_equal(net2.l1.kernel.numpy(), net.l1.kernel.numpy()), int(opt2.iterations))
train_step(net2, opt2)
status.assert_consumed()
train_step(net, opt)
print(int(opt2.iterations), np.allclose(net2.out.kernel.numpy(), net.out.kernel.numpy()))

# A Sequential model's variables.
seq = tf.keras.Sequential([tf.keras.Input((2,)), tf.keras.layers.Dense(2), tf.keras.layers.Dense(1)])
seq_opt = tf.keras.optimizers.SGD(0.1)
train_step(seq, seq_opt)
path = tf.train.Checkpoint(model=seq, optimizer=seq_opt).write("./seq/ckpt")
for name, shape in tf.train.list_variables(path):
    print(name, shape)
print([name for name, _ in tf.train.list_variables(tf.train.Checkpoint(seq).write("./seq/root"))])
