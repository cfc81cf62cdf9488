# What a loaded SavedModel's object graph looks like. Expected text from TF 2.20's sources:
# load.py (sub-modules come back as _UserObject instances, a list attribute as a ListWrapper --
# data_structures.ListWrapper.__repr__ -- and the loaded root has `signatures`, a _SignatureMap),
# polymorphic_function.py (a function that created its variable on the first call has three
# traces after two calls, and save traces each distinct signature again with named TensorSpecs:
# five), function_deserialization.py (a Python argument selects the saved trace whose value
# equals it, `1 != True` being False; a value no trace has raises the ValueError that lists the
# options with their Python values), and save.py (a tf.function itself can be the saved root;
# loading it gives a RestoredFunction).
import tensorflow as tf


class Dense(tf.Module):
    def __init__(self, units):
        super().__init__()
        self.units = units
        self.w = None

    @tf.function
    def __call__(self, x, training=False):
        if self.w is None:
            self.w = tf.Variable(tf.ones([x.shape[-1], self.units]), name="w")
        y = tf.matmul(x, self.w)
        if training:
            return y * 2.0
        return y


class Stack(tf.Module):
    def __init__(self):
        super().__init__()
        self.layers = [Dense(2), Dense(1)]

    def __call__(self, x, training=False):
        for layer in self.layers:
            x = layer(x, training=training)
        return x


stack = Stack()
print(stack(tf.ones([1, 3])))
print(stack(tf.ones([1, 3]), training=True))
print(stack.layers[0].__call__.experimental_get_tracing_count())
tf.saved_model.save(stack, "stack")
print(stack.layers[0].__call__.experimental_get_tracing_count())

loaded = tf.saved_model.load("stack")
print(type(loaded.layers).__name__, len(loaded.layers))
print(type(loaded.layers[0]).__qualname__)
print(loaded.layers[0].w)
print(loaded.signatures)
print(callable(loaded), callable(loaded.layers[0]))
print(loaded.layers[0](tf.ones([1, 3])))
print(loaded.layers[0](tf.ones([1, 3]), training=True))
print(loaded.layers[0](tf.ones([1, 3]), 1))
try:
    loaded.layers[0](tf.ones([1, 3]), training=None)
except ValueError as e:
    print(e)

double = tf.function(lambda x: x * 2, input_signature=[tf.TensorSpec([], tf.int32)])
tf.saved_model.save(double, "double")
restored = tf.saved_model.load("double")
print(type(restored))
print(restored(tf.constant(21)))
