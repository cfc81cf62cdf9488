# A tf.function built from a method. `tf.function(Class.method)` takes `self` as its first
# argument (an object: a Weakref trace type feeding no placeholder); `instance.method` of a
# tf.function method is a Function bound to the instance (Function.__get__ ->
# class_method_to_instance_method) whose python_function is the bound_method_wrapper: its
# signature drops `self` and calling it passes the instance, so it can be called directly or
# wrapped in a new tf.function.
# TF source: tensorflow/python/eager/polymorphic_function/polymorphic_function.py
# (Function.__get__, class_method_to_instance_method), python/util/tf_decorator.py
# (make_decorator: the wrapper's __signature__ is the bound method's).
import tensorflow as tf


class Scaler:
    def __init__(self, k):
        self.k = k

    def scale(self, x):
        return x * self.k


s = Scaler(2.0)
f = tf.function(Scaler.scale)
print(f(s, tf.constant(3.0)))
print(f(s, x=tf.constant(4.0)))


class Counter(tf.Module):
    def __init__(self):
        self.step_size = 1.0

    @tf.function
    def step(self, x):
        return x + self.step_size


c = Counter()
print(c.step.python_function(tf.constant(2.0)))
g = tf.function(c.step.python_function)
print(g(tf.constant(1.0)))
print(g.__name__, g.get_concrete_function(tf.constant(1.0)).function_type)
