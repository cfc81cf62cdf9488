# Dataset transformations trace their function through StructuredFunctionWrapper, which wraps it
# in autograph.tf_convert: its converted_call refuses a for/else as tf.function does
# (UnsupportedLanguageElementError from the unsupported features check), logs
# _fall_back_unconverted's warning once per function (the allowlist cache) and runs the function
# unconverted, so its tensor `if` raises OperatorNotAllowedInGraphError as it is (tf_convert's
# wrapper re-raises errors without ag_error_metadata unchanged).
# TF source: tensorflow/python/data/ops/structured_function.py (StructuredFunctionWrapper,
# autograph.tf_convert), tensorflow/python/autograph/impl/api.py (tf_convert, convert,
# converted_call, _fall_back_unconverted, _call_unconverted),
# tensorflow/python/autograph/core/unsupported_features_checker.py (visit_For).
import tensorflow as tf


def fn(x):
    if x > 0:
        x = x * 2
    for i in range(2):
        x = x + 1
    else:
        x = x * 10
    return x


def keep(x):
    for i in range(1):
        pass
    else:
        x = x + 1
    return x > 0


def add(state, x):
    while state < 0:
        state = state + 1
    else:
        state = state + x
    return state


ds = tf.data.Dataset.range(3)
for transform in (lambda: ds.map(fn), lambda: ds.map(fn), lambda: ds.filter(keep)):
    try:
        transform()
    except tf.errors.OperatorNotAllowedInGraphError as e:
        print(type(e).__name__)

# The loop's condition is a tensor, so the unconverted while raises too.
try:
    ds.reduce(tf.constant(0, tf.int64), add)
except tf.errors.OperatorNotAllowedInGraphError as e:
    print(type(e).__name__)


# A function that converts is unaffected.
def double(x):
    if x > 0:
        x = x * 2
    return x


print(list(ds.map(double).as_numpy_iterator()))
