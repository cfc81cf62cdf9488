# String values where TF and NumPy take numbers raise their Python errors, not an engine error:
# math_ops.reciprocal_no_nan's constant(1, dtype=x.dtype) (eager: pywrap_tensor.cc "Cannot
# convert 1 to EagerTensor of dtype string"; graph: tensor_util._AssertCompatible), Dataset.take's
# ops.convert_to_tensor(count, dtype=int64), and NumPy's str scalars: bool() is non-emptiness,
# float() and int() are Python's of the str.
import numpy as np
import tensorflow as tf

try:
    tf.math.reciprocal_no_nan("x")
except TypeError as e:
    print(type(e).__name__, e)


@tf.function
def recip():
    return tf.math.reciprocal_no_nan(tf.constant("x"))


try:
    recip()
except TypeError as e:
    print(type(e).__name__, e)

try:
    tf.data.Dataset.range(3).take(tf.constant(["a", "b"]))
except ValueError as e:
    print(type(e).__name__, e)

print(bool(np.array(["a"])), bool(np.array([""])), int(np.array(["12"])), float(np.array(["2.5"])))
try:
    float(np.array(["a"]))
except ValueError as e:
    print(type(e).__name__, e)
x = tf.Variable(2.0)
with tf.GradientTape(persistent=np.array(["yes"])) as tape:
    y = x * x
print(tape.gradient(y, x).numpy(), tape.gradient(y, x).numpy())
