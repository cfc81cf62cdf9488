# tf.function on a bound method (`tf.function(obj.method)`, as programs wrap `model.train_step`
# or `self.call`): FunctionType.from_callable takes the method's signature, whose first
# parameter is already bound, and each call goes through the method.
import tensorflow as tf


class Scaler:
    def __init__(self, k):
        self.k = k

    def apply(self, x, offset=0.0):
        print("tracing apply")
        return x * self.k + offset


s = Scaler(3.0)
f = tf.function(s.apply)
print(f(tf.constant(2.0)))
print(f(tf.constant(4.0)))
print(f(tf.constant(4.0), offset=1.0))
print(f.experimental_get_tracing_count())
print(f.get_concrete_function(tf.TensorSpec([2])).structured_input_signature)
