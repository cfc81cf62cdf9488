# A tf.function sanitizes the keyword names it is called with before binding them: characters
# other than letters and digits become "_", and "arg_" goes before a name that does not start
# with a letter (each rename logged, at most five times); two names that sanitize alike
# collide.
# TF source: tensorflow/core/function/polymorphism/function_type.py (sanitize_arg_name,
# MAX_SANITIZATION_WARNINGS), tensorflow/python/eager/polymorphic_function/function_type_utils.py
# (bind_function_inputs: "Name collision after sanitization. ..."); polymorphic_function_test.py
# (testDuplicatedSanitizedNames).
import tensorflow as tf


@tf.function
def foo(**kw):
    return kw


print(foo(**{"a/b": 1}))
try:
    foo(**{"a_b": 1, "a/b": 2})
except ValueError as e:
    print("ValueError:", e)


@tf.function
def g(x):
    return x


try:
    g(**{"0x": 1})
except TypeError as e:
    print("TypeError:", e)
