# tf.function on an object whose class defines __call__ (polymorphic_function.function accepts
# any callable): the signature is __call__'s without self, and the object's attributes are read
# at trace time.
# Trace counts follow TF's retracing rules for tensor arguments (one trace per dtype and shape).
import tensorflow as tf


class Scale:
    def __init__(self, factor):
        self.factor = factor

    def __call__(self, x, bias=0.0):
        print("tracing Scale.__call__ with factor", self.factor)
        return x * self.factor + bias


scale = tf.function(Scale(3.0))
print(scale(tf.constant(2.0)))
print(scale(tf.constant(5.0)))
print(scale(tf.constant([1.0, 2.0]), bias=1.0))
print(scale.experimental_get_tracing_count())
