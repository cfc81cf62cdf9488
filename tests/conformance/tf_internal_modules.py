# Old TF 1 tutorials import modules TF 2.20's pip package does not have: tensorflow.contrib went
# with TF 2.0, and tensorflow/examples is not in the TF 2.x wheel any more (by TF 2.9 an import of
# tensorflow.examples.tutorials fails with "No module named 'tensorflow.examples'",
# wandb/examples#320). importlib's _find_and_load_unlocked names the first missing module, with
# no "is not a package" suffix: tensorflow is a package (its __path__ is set). TF's internal
# modules (tensorflow.python.*) exist in TF; tfplay does not provide them and says so.
try:
    import tensorflow.contrib.slim as slim  # noqa: F401
except ModuleNotFoundError as e:
    print(type(e).__name__, e, e.name)
try:
    from tensorflow.examples.tutorials.mnist import input_data  # noqa: F401
except ModuleNotFoundError as e:
    print(type(e).__name__, e, e.name)
try:
    from tensorflow.python.client import device_lib  # noqa: F401
except NotImplementedError as e:
    print(type(e).__name__, e)
import tensorflow as tf  # noqa: E402

print(type(tf.__path__).__name__, hasattr(tf, "python"))
