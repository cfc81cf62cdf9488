# `instance.method` of a tf.function method is the Function class_method_to_instance_method
# builds (Function.__get__): it wraps `bound_method`, a types.MethodType binding the Python
# function to a TfMethodTarget that holds the instance weakly, and tf_decorator.make_decorator
# gives that bound method as its __wrapped__ (and __original_wrapped__). Its python_function is
# `bound_method_wrapper`, a Python function make_decorator names after the method (so its repr
# is `<function C.f at 0x...>`) with the method's signature, `self` left out, which calls the
# method with the instance first; it is made once per instance. Calling __wrapped__ directly
# passes the TfMethodTarget as `self`.
# TF source: tensorflow/python/eager/polymorphic_function/polymorphic_function.py
# (Function.__get__, class_method_to_instance_method), tf_method_target.py (TfMethodTarget),
# python/util/tf_decorator.py (make_decorator, TFDecorator's docstring).
import inspect

import tensorflow as tf


class Scaler(tf.Module):
    def __init__(self, k):
        self.k = k

    @tf.function
    def scale(self, x):
        """Scales x by k."""
        return x * self.k


s = Scaler(3.0)
method = s.scale
print(type(method).__name__, method.__name__, method.__qualname__, repr(method.__doc__))
print(method.__wrapped__)
print(method.__wrapped__ is method.__original_wrapped__, method.__wrapped__.__func__ is Scaler.scale.python_function)
target = method.__wrapped__.__self__
print(type(target).__name__, type(target).__module__)
print(target.target is s, target.target_class.__name__)
print(method.python_function)
print(method.python_function is s.scale.python_function)
print(method.python_function.__name__, method.python_function.__qualname__, inspect.signature(method.python_function))
print(method.python_function.__wrapped__ is method.__wrapped__)
print(method.python_function(tf.constant(2.0)))
print(Scaler.scale.__wrapped__)
try:
    method.__wrapped__(tf.constant(2.0))
except AttributeError as e:
    print("AttributeError:", e)
print(target.call((tf.constant(5.0),), {}))
print(method(tf.constant(4.0)))
