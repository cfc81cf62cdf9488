# tf.config.run_functions_eagerly(True) does not reach tf.data: Dataset.map still traces its
# function into a graph, and StructuredFunctionWrapper says so through warnings.warn (a
# UserWarning, shown once: Python's default filter keys it on the warn() call site).
# TF source: tensorflow/python/data/ops/structured_function.py (StructuredFunctionWrapper
# __init__: the warning's text and its `warnings.warn(` line, 253 in TF 2.20); Python's
# warnings.formatwarning for the layout. The file path is the one a pip install of TF on
# CPython 3.12 uses (see docs/ops-fidelity.md).
import tensorflow as tf

tf.config.run_functions_eagerly(True)
source = tf.data.Dataset.range(4)


def triple(x):
  print("map function sees:", x)
  return x * 3


tripled = source.map(triple)
print([int(v) for v in tripled])
print([int(v) for v in source.filter(lambda x: x % 2 == 0)])


@tf.function
def plus_one(x):
  print("tf.function body sees:", x)
  return x + 1


print(plus_one(tf.constant(5)))
tf.config.run_functions_eagerly(False)
print([int(v) for v in source.map(lambda x: x - 1)])
