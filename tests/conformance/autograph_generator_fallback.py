# AutoGraph refuses to convert a generator function (a yield anywhere in it): the check runs
# before any converter and raises UnsupportedLanguageElementError, so converted_call logs
# _fall_back_unconverted's warning without the "Please report this" line, once per function
# (the allowlist cache), and runs the function as it is. tf.function then rejects the
# generator it returns; a generator called from converted code falls back the same way and
# its loop runs as a Python loop.
# TF source: tensorflow/python/autograph/core/unsupported_features_checker.py
# (UnsupportedFeaturesChecker.visit_Yield / visit_YieldFrom), tensorflow/python/autograph/impl/
# api.py (PyToTF.transform_ast, converted_call, _fall_back_unconverted, _call_unconverted),
# tensorflow/python/autograph/pyct/errors.py; reference test
# tensorflow/python/autograph/tests/generator_test.py (which runs in strict conversion mode).
import tensorflow as tf


def basic_generator():
    yield 1


try:
    tf.function(basic_generator)()
except TypeError as e:
    print(f"{type(e).__name__}: {e}")


def example_generator(n):
    for i in range(n):
        yield i


@tf.function
def uses_generator(x):
    total = x
    for i in example_generator(3):
        total += i
    for i in example_generator(2):
        total += 10 * i
    return total


print(uses_generator(tf.constant(1)))
print(uses_generator(tf.constant([1, 2])))
