# tf.constant of a tensor. Eagerly it returns the EagerTensor itself
# (constant_op._constant_eager_impl -> convert_to_eager_tensor: `if isinstance(value,
# ops.EagerTensor): ... return value`), so the tape keeps the path: the docstring says it "even
# transmits gradients" (g.gradient(loss, v) -> [2.]). Inside a tf.function the argument is symbolic and
# tensor_util.make_tensor_proto refuses it: _AssertCompatible raises "Expected any non-tensor
# type, but got a tensor instead." (with a dtype: "Expected float32, but got <tensor> of type
# 'SymbolicTensor'."), re-raised "in user code" by AutoGraph.
# TF source: tensorflow/python/framework/constant_op.py, tensor_util.py (_AssertCompatible).
import tensorflow as tf

v = tf.Variable(3.0)
with tf.GradientTape() as tape:
    y = tf.constant(v + v)
print(y)
print(tape.gradient(y, v))

with tf.GradientTape() as tape:
    y = tf.constant(v * v) + v
print(tape.gradient(y, v))


@tf.function
def f(x):
    return tf.constant(x + x)


try:
    f(tf.constant(1.0))
except TypeError as e:
    print(e)


@tf.function
def g(x):
    return tf.constant(x * 2, dtype=tf.float32)


try:
    g(tf.constant(1.0))
except TypeError as e:
    print(e)
