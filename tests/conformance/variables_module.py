# tf.Module finds variables and submodules by walking the instance's attributes in sorted order
# (lists and dicts included); variables created under a module's name_scope get its name as a
# prefix; a tf.function method with an input_signature skips `self`, and its graph reads the
# module's variables live.
# TF source: tensorflow/python/module/module.py (Module.__init__, _flatten_module,
# camel_to_snake, valid_identifier), core/function/polymorphism/function_type.py
# (add_type_constraints: no constraint for `self`).
import tensorflow as tf


class Dense(tf.Module):
    def __init__(self, name=None):
        super().__init__(name=name)
        with self.name_scope:
            self.w = tf.Variable([[1.0]], name="w")
            self.b = tf.Variable([0.0], name="b", trainable=False)


class Net(tf.Module):
    def __init__(self):
        super().__init__()
        self.layers = [Dense(), Dense("second")]
        self.scale = tf.Variable(2.0)

    @tf.function(input_signature=[tf.TensorSpec([None, 1], tf.float32)])
    def __call__(self, x):
        print("tracing", x)
        for layer in self.layers:
            x = tf.matmul(x, layer.w) + layer.b
        return x * self.scale


net = Net()
print(net.name, [v.name for v in net.variables])
print([v.name for v in net.trainable_variables])
print([m.name for m in net.submodules])
print(net(tf.constant([[1.0], [2.0]])))
net.layers[0].w.assign([[3.0]])
print(net(tf.constant([[1.0]])))
print(net.__call__.experimental_get_tracing_count())
try:
    tf.Module(name="not valid")
except ValueError as e:
    print("ValueError:", e)
