# tf.function on an object whose class defines __call__ (polymorphic_function.function accepts
# any callable): the signature is __call__'s without self, the object's attributes are read at
# trace time, and the function's name falls back to "function" for an object without __name__.
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
print(scale.__name__ if hasattr(scale, "__name__") else "no name")
cf = scale.get_concrete_function(tf.TensorSpec([], tf.float32))
print(cf.structured_input_signature)
