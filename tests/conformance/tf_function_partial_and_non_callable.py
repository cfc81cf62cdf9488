# tf.function takes the signature of what it wraps with inspect.signature: a functools.partial
# has the parameters it leaves unbound, so an input_signature must cover them (or they need
# defaults), and a value that is not callable fails there with inspect's TypeError.
# TF source: tensorflow/python/eager/polymorphic_function/polymorphic_function.py (Function
# __init__), function_type_utils.py (make_function_type, add_type_constraints: "input_signature
# missing type constraint for {name}"), tensorflow/core/function/polymorphism/function_type.py
# (FunctionType.from_callable), CPython 3.12 inspect._signature_from_callable ("{obj!r} is not a
# callable object"); polymorphic_function_test.py (testPythonFunctionNotCallable,
# testInputSignaturePartialFuncMissingTensorSpecs).
import functools

import tensorflow as tf

for value in [1, "abc"]:
    try:
        tf.function(value)
    except TypeError as e:
        print("TypeError:", e)


def f(arg1, arg2, arg3, arg4=4):
    return arg1 + arg2 + arg3 + arg4


dec = tf.function(input_signature=(tf.TensorSpec([], tf.int32),))
for p in [functools.partial(f, 1), functools.partial(f, arg4=5), functools.partial(f, 1, arg4=5)]:
    try:
        dec(p)
    except TypeError as e:
        print("TypeError:", e)
g = dec(functools.partial(f, 1, 2, arg4=5))
print(g(3))

h = tf.function(functools.partial(f, 1))
print(h(tf.constant(2), tf.constant(3)))
print(h.get_concrete_function(tf.constant(2), tf.constant(3)).structured_input_signature)
