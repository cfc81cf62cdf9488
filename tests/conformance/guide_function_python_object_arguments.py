# Better performance with tf.function, 'Depending on Python objects': a custom object argument
# is traced by identity (a Weakref trace type, default_types.py), so mutating its Python
# attributes reuses the stale trace (20.0 twice) while a new object retraces (25.0); keeping
# the values in tf.Variables makes one trace see the change.
import tensorflow as tf

class SimpleModel(tf.Module):
    def __init__(self):
        self.bias = 0.
        self.weight = 2.

@tf.function
def evaluate(model, x):
    return model.weight * x + model.bias

simple_model = SimpleModel()
x = tf.constant(10.)
print(evaluate(simple_model, x))
simple_model.bias += 5.0
print(evaluate(simple_model, x))
new_model = SimpleModel()
new_model.bias += 5.0
print(evaluate(new_model, x))
print(evaluate.experimental_get_tracing_count())

class BetterModel:
    def __init__(self):
        self.bias = tf.Variable(0.)
        self.weight = tf.Variable(2.)

@tf.function
def evaluate2(model, x):
    return model.weight * x + model.bias

better_model = BetterModel()
print(evaluate2(better_model, x))
better_model.bias.assign_add(5.0)
print(evaluate2(better_model, x))
print(evaluate2.experimental_get_tracing_count())
print(evaluate.pretty_printed_concrete_signatures(verbose=False).count("\n") + 1)
