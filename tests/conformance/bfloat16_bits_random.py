# bfloat16's 16 bits: tf.bitcast (tensorflow/core/kernels/bitcast_op.cc; 1.5 is 0x3FC0 = 16320,
# bfloat16(-0.1) is 0xBDCD, -16947 as int16), tf.io.serialize_tensor / parse_tensor (the
# TensorProto's tensor_content holds the 2-byte elements) and the stateless random kernels:
# StatelessRandomUniformV2 makes a bfloat16 from the low 7 bits of each Philox word
# (tensorflow/core/lib/random/random_distributions.h Uint16ToGfloat16: mantissa bits over 1.0,
# minus 1, so every value is a multiple of 1/128), and the normal distribution rounds
# BoxMullerFloat's floats (`bfloat16(f[0])`). tf.random.stateless_uniform accepts bfloat16
# (stateless_random_ops.py). tf.print shows a bfloat16 as its float (tensor.cc PrintOneElement).
import tensorflow as tf

x = tf.constant([1.5, -0.1], tf.bfloat16)
print(tf.bitcast(x, tf.int16), tf.bitcast(tf.constant([16320, -16947], tf.int16), tf.bfloat16))
print(tf.io.parse_tensor(tf.io.serialize_tensor(x), tf.bfloat16))
u = tf.random.stateless_uniform([6], seed=[1, 2], dtype=tf.bfloat16)
print(u)
print(tf.reduce_all(u * 128 == tf.round(u * 128)))
print(tf.random.stateless_normal([4], seed=[1, 2], dtype=tf.bfloat16).dtype)
tf.print(x)
