# tf.function over an instance's tf.function method: the bound method's signature (without
# `self`) is the new Function's, and its calls go through the bound method.
# TF source: tensorflow/python/eager/polymorphic_function/polymorphic_function.py (Function
# __get__, class_method_to_instance_method), function_type_utils.py (bind_function_inputs);
# polymorphic_function_test.py (testMissingArgsTfFunctionedMethod).
import tensorflow as tf


class A:
    def __init__(self):
        self.k = 10

    @tf.function
    def decorated_method(self, x, y):
        return x * self.k + y


a = A()
tfd = tf.function(a.decorated_method)
print(tfd(tf.constant(1), tf.constant(2)))
print(tfd(x=tf.constant(3), y=tf.constant(4)))
try:
    tfd(y=1)
except TypeError as e:
    print("TypeError:", e)
