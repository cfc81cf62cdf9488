# Introduction to modules: tf.Module collects variables sorted by attribute name, its own before
# its submodules' (breadth first), so 'alpha' comes before 'steps' before 'zeta'
# (tensorflow/python/module/module.py _flatten_module); the name scope ends with '/'.
import tensorflow as tf

class Dense(tf.Module):
    def __init__(self, in_features, out_features, name=None):
        super().__init__(name=name)
        self.w = tf.Variable(tf.ones([in_features, out_features]), name="w")
        self.b = tf.Variable(tf.zeros([out_features]), name="b")

    def __call__(self, x):
        y = tf.matmul(x, self.w) + self.b
        return tf.nn.relu(y)

class Seq(tf.Module):
    def __init__(self, name=None):
        super().__init__(name=name)
        self.zeta = Dense(3, 2, name="zeta_layer")
        self.alpha = Dense(2, 1, name="alpha_layer")
        self.steps = tf.Variable(0, trainable=False, name="steps")

    def __call__(self, x):
        return self.alpha(self.zeta(x))

m = Seq(name="the_model")
print(m(tf.constant([[1.0, 2.0, 3.0]])))
print([v.name for v in m.trainable_variables])
print([v.name for v in m.variables])
print([s.name for s in m.submodules])
print(m.name, m.name_scope.name)
print(len(m.trainable_variables), len(m.non_trainable_variables))
