# float32 exp, sigmoid, tanh, log, log1p, expm1, sin, cos, pow, softmax and log_softmax print
# what TF 2.20's CPU kernels compute.
# TF evaluates them as Eigen tensor expressions built for AVX without FMA: the elements before
# the last n % 8 go through Eigen's packet approximations, the rest through its scalar code, and
# the two can differ in the last digit (sigmoid(1.0) is 0.73105854 in a packet, 0.7310586
# alone). Expected values: the same expressions (softmax_op_functor.h's for the last two)
# compiled from Eigen 4c38131a, the commit TF 2.20 pins, with -mavx.
import tensorflow as tf

# Three elements: Eigen's scalar code (the C library's expf, e / (1 + e), the rational tanh).
small = tf.constant([-1.5, 0.5, 2.0])
print(tf.exp(small))
print(tf.sigmoid(small))
print(tf.tanh(small))
print(tf.tanh(tf.constant([-10.0, 0.0, 10.0])))

# Ten elements: the first eight go through Eigen's packet code, the last two do not.
x = tf.linspace(-3.0, 4.0, 10)
print(tf.exp(x))
print(tf.math.sigmoid(x))
print(tf.math.tanh(x))
print(tf.nn.sigmoid(tf.ones([8])))
print(tf.nn.sigmoid(tf.ones([7])))

# log, log1p and expm1 likewise (plog_float, and Eigen's log1p and expm1 built on it).
pos = tf.constant([0.25, 3.0, 7.5])
print(tf.math.log(pos))
print(tf.math.log(tf.linspace(0.1, 9.0, 10)))
print(tf.math.log1p(pos))
print(tf.math.log1p(tf.linspace(-0.9, 1.5, 10)))
print(tf.math.expm1(pos))
print(tf.math.expm1(tf.linspace(-2.0, 1.5, 10)))

# softmax takes exp over the whole tensor (packets by flat index), log_softmax inside each
# row's sum (packets by position in the row).
logits = tf.reshape(tf.linspace(-2.0, 3.0, 15), [3, 5])
print(tf.nn.softmax(logits))
print(tf.nn.log_softmax(tf.reshape(tf.linspace(-2.0, 3.0, 18), [2, 9])))
# With nine rows the log of the first eight row sums takes the packet path too.
print(tf.nn.log_softmax(tf.reshape(tf.linspace(-4.0, 5.0, 27), [9, 3])))

# The exps inside Elu, Selu, Softplus (with its log of 1 + exp) and SoftplusGrad, as
# relu_op_functor.h's and softplus_op.h's expressions take them.
acts = tf.linspace(-20.0, 18.0, 21)
print(tf.nn.elu(acts))
print(tf.nn.selu(acts))
print(tf.math.softplus(acts))
with tf.GradientTape() as tape:
    tape.watch(acts)
    soft = tf.math.softplus(acts)
print(tape.gradient(soft, acts))

# sin and cos: psincos_float (a Payne-Hanek reduction from 25966 for sin, 18838 for cos).
angles = tf.linspace(-4.0, 30000.0, 10)
print(tf.sin(angles))
print(tf.cos(angles))

# Pow: Eigen's generic_pow in packets is up to 3 ulps off, so eagerly 9 ** 2 is 81.00001 among
# sixteen floats, whatever the broadcast. Inside a tf.function grappler's arithmetic optimizer
# (ConvertPowStage) runs a constant exponent 2 as Square, 3 as x * Square(x), 0.5 as Sqrt and
# -1 as Reciprocal; 1.5 stays Eigen's pow.
x16 = tf.range(1.0, 17.0)
print(x16 ** 2)
print(tf.pow(x16, 3.0))
e = tf.linspace(-1.5, 2.5, 8)
print(tf.reshape(tf.linspace(0.5, 4.0, 16), [2, 8]) ** e)
print(tf.pow(2.0, e))
print(tf.constant([9.0, 15.0]) ** 2)


@tf.function
def powers(v):
    return v ** 2, v ** 3, v ** 0.5, v ** -1, v ** 1.5


for p in powers(x16):
    print(p)

# A traced function runs the same kernels.
@tf.function
def activations(v):
    return tf.sigmoid(v), tf.tanh(v)

s, t = activations(x)
print(s)
print(t)
