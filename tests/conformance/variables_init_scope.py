# The guide's Model.counter examples: a Python side effect guarding a traced assign_add runs
# once at trace time while the assign_add runs at every call (1, 2, 3); inside tf.init_scope()
# the assign_add runs eagerly, once, at trace time (1, 1, 1). Returning the variable returns
# the variable. Python prints inside init_scope still happen while tracing.
# TF source: guide/function.ipynb ("Executing Python side effects"), framework/ops.py init_scope.
import tensorflow as tf


class Model(tf.Module):
    def __init__(self):
        self.v = tf.Variable(0)
        self.counter = 0

    @tf.function
    def __call__(self):
        if self.counter == 0:
            self.counter += 1
            self.v.assign_add(1)
        return self.v


m = Model()
for n in range(3):
    print(m().numpy())


class LiftedModel(tf.Module):
    def __init__(self):
        self.v = tf.Variable(0)
        self.counter = 0

    @tf.function
    def __call__(self):
        if self.counter == 0:
            with tf.init_scope():
                print("init_scope: executing eagerly?", tf.executing_eagerly())
                self.counter += 1
                self.v.assign_add(1)
        print("trace: executing eagerly?", tf.executing_eagerly())
        return self.v


m = LiftedModel()
for n in range(3):
    print(m().numpy())
