# tf.train.Checkpoint in the virtual file system: write() returns its prefix, list_variables
# names keys '<path>/.ATTRIBUTES/VARIABLE_VALUE' plus the object graph, restore() overwrites
# values, save() numbers prefixes by save_counter (incremented before writing), latest_checkpoint
# reads the state file. Source: tensorflow/python/checkpoint/checkpoint.py.
import tensorflow as tf

class Net(tf.Module):
    def __init__(self):
        super().__init__()
        self.w = tf.Variable([[1.0, 2.0]], name="w")
        self.b = tf.Variable([0.5], name="b")

net = Net()
ckpt = tf.train.Checkpoint(model=net)
path = ckpt.write("my_checkpoint")
print(path)
print(tf.train.list_variables("my_checkpoint"))
net.w.assign([[0.0, 0.0]])
status = ckpt.restore("my_checkpoint")
print(net.w.numpy())
new = Net()
new.b.assign([9.0])
tf.train.Checkpoint(model=new).restore("my_checkpoint")
print(new.b.numpy())
ck2 = tf.train.Checkpoint(step=tf.Variable(1), model=net)
p1 = ck2.save("ckpts/ckpt")
ck2.step.assign_add(1)
p2 = ck2.save("ckpts/ckpt")
print(p1, p2)
print(tf.train.latest_checkpoint("ckpts"))
ck2.restore(p1)
print(ck2.step.numpy())
print(ck2.save_counter.numpy())
