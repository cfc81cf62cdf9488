# Inside a tf.function, TF 2.20 runs the graph through grappler's arithmetic optimizer
# (grappler/optimizers/arithmetic_optimizer.cc) before executing it, and three of its stages
# change float results:
#   ConvertLog1pStage: Log(x + c) runs as Log1p(x) when c is a constant of ones whose broadcast
#     keeps x's static shape (x's rank known); tried with x at either side of the Add.
#   ConvertExpm1Stage: Exp(x) - c runs as Expm1(x) under the same test of c.
#   LogSoftmaxStage: Log(Softmax(x)) runs as LogSoftmax(x) when the Log is the softmax's only
#     reader.
# Eagerly every op runs as written. Expected values: Eigen 4c38131a's scalar_log1p_op and
# scalar_expm1_op on a ThreadPoolDevice built with -mavx (the first 8 of the 9 elements are
# packets, the 9th the scalar path), and TF's LogSoftmax kernel (softmax_op_functor.h).
import tensorflow as tf

x = tf.constant([1e-8, 1e-5, 0.001, 0.5, 2.0, 10.0, -0.25, 3e-7, 1e-6])

@tf.function
def log_plus_one(x):
    return tf.math.log(x + 1.0), tf.math.log(1 + x), tf.math.log(x + tf.ones([9]))

print(tf.math.log(x + 1.0).numpy())   # eager: 1 + 1e-8 rounds to 1, so the log is 0
a, b, c = log_plus_one(x)
print(a.numpy())
print(bool(tf.reduce_all(a == tf.math.log1p(x))), bool(tf.reduce_all(b == a)), bool(tf.reduce_all(c == a)))

# Not ones, or a broadcast that changes x's shape: the Log stays.
@tf.function
def not_rewritten(x):
    return tf.math.log(x + 2.0), tf.math.log(x + tf.ones([2, 9]))

d, e = not_rewritten(x)
print(bool(tf.reduce_all(d == tf.math.log(x + 2.0))), e.shape, e[0, 0].numpy())

# An unknown rank fails grappler's shape test; an unknown length does not.
@tf.function(input_signature=[tf.TensorSpec(None, tf.float32)])
def unknown_rank(x):
    return tf.math.log(x + 1.0)

@tf.function(input_signature=[tf.TensorSpec([None], tf.float32)])
def unknown_length(x):
    return tf.math.log(x + 1.0)

print(unknown_rank(x)[0].numpy(), unknown_length(x)[0].numpy())

@tf.function
def exp_minus_one(x):
    return tf.exp(x) - 1.0, 1.0 - tf.exp(x)

print((tf.exp(x) - 1.0).numpy())
f, g = exp_minus_one(x)
print(f.numpy())
print(bool(tf.reduce_all(f == tf.math.expm1(x))), bool(tf.reduce_all(g == 1.0 - tf.exp(x))))

z = tf.constant([[0.0, 200.0, 1.0], [3.0, -120.0, 2.5]])

@tf.function
def log_of_softmax(z):
    return tf.math.log(tf.nn.softmax(z))

@tf.function
def softmax_read_twice(z):
    s = tf.nn.softmax(z)
    return tf.math.log(s), s

print(tf.math.log(tf.nn.softmax(z)).numpy())   # eager: underflowed probabilities give -inf
print(log_of_softmax(z).numpy())
print(bool(tf.reduce_all(log_of_softmax(z) == tf.nn.log_softmax(z))))
print(softmax_read_twice(z)[0].numpy())
