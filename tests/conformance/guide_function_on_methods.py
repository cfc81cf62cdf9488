# tf.function on a method: each instance gets its own Function (and trace cache), a Python
# attribute is frozen into the graph at trace time, and the class attribute is the Function
# itself (polymorphic_function.py Function.__get__ and the guide's 'Python side effects').
import tensorflow as tf

class Scaler:
    def __init__(self, factor):
        self.factor = factor

    @tf.function
    def apply(self, x):
        print("Tracing apply with factor", self.factor)
        return x * self.factor

a = Scaler(2.0)
b = Scaler(3.0)
x = tf.constant([1.0, 2.0])
print(a.apply(x))
print(a.apply(x))
print(b.apply(x))
a.factor = 10.0
print(a.apply(x))
print(a.apply.experimental_get_tracing_count(), b.apply.experimental_get_tracing_count())
print(type(Scaler.apply).__name__, Scaler.apply.python_function.__name__)
print(type(a.apply).__name__)
