# Better performance with tf.function: a variable created only on the first call (the
# 'if self.v is None' pattern) works, an unconditional tf.Variable raises the singleton
# ValueError (polymorphic_function.py, wrapped 'in user code'), captured variables are read live.
import tensorflow as tf

class Lazy(tf.Module):
    def __init__(self):
        super().__init__()
        self.v = None

    @tf.function
    def __call__(self, x):
        if self.v is None:
            self.v = tf.Variable(tf.ones_like(x))
        return self.v * x

m = Lazy()
print(m(tf.constant([1.0, 2.0])))
print(m(tf.constant([3.0, 4.0])))
print(m.trainable_variables)

@tf.function
def bad(x):
    v = tf.Variable(1.0)
    return v + x

try:
    bad(1.0)
except ValueError as e:
    print("ValueError:", str(e).splitlines()[-1].strip())

v = tf.Variable(1.0)
@tf.function
def add_v(x):
    return v + x
print(add_v(1.0))
v.assign(5.0)
print(add_v(1.0))
print(add_v.experimental_get_tracing_count())
