# The loop of TF's "Training checkpoints" guide: a Checkpoint of a step counter, a Keras model,
# its optimizer and a tf.data iterator, saved every few steps by a CheckpointManager and
# resumed by a second program state from manager.latest_checkpoint. The iterator is saved
# (ITERATOR_STATE, shape [1]) and resumes where it stopped; a tf.Module that creates its
# variable on first call, also inside a tf.function, gets the restored value on creation
# (restore-on-create). Expected text from TF 2.20's checkpoint.py, checkpoint_management.py,
# data/ops/iterator_ops.py (OwnedIterator._serialize_to_tensors) and the guide's own output.
import tensorflow as tf


class Net(tf.keras.Model):
    def __init__(self):
        super().__init__()
        self.l1 = tf.keras.layers.Dense(5)

    def call(self, x):
        return self.l1(x)


def toy_dataset():
    inputs = tf.range(10.0)[:, None]
    labels = inputs * 5.0 + tf.range(5.0)[None, :]
    return tf.data.Dataset.from_tensor_slices(dict(x=inputs, y=labels)).repeat().batch(2)


def train_step(net, example, optimizer):
    with tf.GradientTape() as tape:
        output = net(example["x"])
        loss = tf.reduce_mean(tf.abs(output - example["y"]))
    variables = net.trainable_variables
    optimizer.apply_gradients(zip(tape.gradient(loss, variables), variables))
    return loss


def train_and_checkpoint(steps):
    status = ckpt.restore(manager.latest_checkpoint)
    if manager.latest_checkpoint:
        print("Restored from {}".format(manager.latest_checkpoint))
    else:
        print("Initializing from scratch.")
    for _ in range(steps):
        example = next(iterator)
        train_step(net, example, opt)
        ckpt.step.assign_add(1)
        if int(ckpt.step) % 4 == 0:
            print("Saved checkpoint for step {}: {}".format(int(ckpt.step), manager.save()))
    return status


net = Net()
opt = tf.keras.optimizers.Adam(0.1)
iterator = iter(toy_dataset())
ckpt = tf.train.Checkpoint(step=tf.Variable(1), optimizer=opt, net=net, iterator=iterator)
manager = tf.train.CheckpointManager(ckpt, "./tf_ckpts", max_to_keep=3)
train_and_checkpoint(9)
print(next(iterator)["x"].numpy().ravel())

net = Net()
opt = tf.keras.optimizers.Adam(0.1)
iterator = iter(toy_dataset())
ckpt = tf.train.Checkpoint(step=tf.Variable(1), optimizer=opt, net=net, iterator=iterator)
manager = tf.train.CheckpointManager(ckpt, "./tf_ckpts", max_to_keep=3)
status = train_and_checkpoint(0)
print(int(ckpt.step), next(iterator)["x"].numpy().ravel())
train_step(net, next(iterator), opt)
status.assert_consumed()
print(manager.checkpoints)
for name, shape in tf.train.list_variables(manager.latest_checkpoint):
    print(name, shape)


class Lazy(tf.Module):
    def __call__(self, x):
        if not hasattr(self, "w"):
            self.w = tf.Variable(tf.ones([x.shape[-1], 2]))
        return x @ self.w


m = Lazy()
m(tf.ones([1, 3]))
m.w.assign(m.w * 7)
path = tf.train.Checkpoint(m=m).save("./lazy/ckpt")
fresh = Lazy()
status = tf.train.Checkpoint(m=fresh).restore(path)
print(fresh(tf.ones([1, 3])))
status.assert_consumed()
traced = Lazy()
tf.train.Checkpoint(m=traced).restore(path)
print(tf.function(lambda x: traced(x))(tf.ones([1, 3])))
