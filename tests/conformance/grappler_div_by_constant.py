# Inside a tf.function, grappler's constant folding (grappler/optimizers/constant_folding.cc,
# ReduceDivToReciprocalMul) runs a float division by a constant, x / c, as x * (1 / c), with
# 1 / c folded once; Xdivy(x, c) runs as MulNoNan(1 / c, x). A constant is a Const node, a
# small eager tensor captured by value, or anything folded from constants (an integer
# tensor's `/ 10` casts both sides to float64 first). x * 0.1f is not always the float nearest
# x / 10: it differs for 7 of the numbers 1 to 40. Eagerly the division runs as written.
# Expected values: IEEE float32 and float64 products and quotients (Python's float arithmetic
# for float64; numpy.float32 for float32).
import tensorflow as tf

x = tf.range(1.0, 41.0)
ten = tf.constant(10.0)

@tf.function
def tenths(x):
    return x / 10.0, x / ten, tf.math.xdivy(x, 10.0)

@tf.function
def divide(x, y):
    return x / y

a, b, c = tenths(x)
eager = x / 10.0
print(eager.numpy())
print(a.numpy())
print(int(tf.reduce_sum(tf.cast(a != eager, tf.int32))))
print(bool(tf.reduce_all(a == x * 0.1)), bool(tf.reduce_all(b == a)), bool(tf.reduce_all(c == a)))
print(bool(tf.reduce_all(divide(x, ten) == eager)))   # a divisor fed at call time stays a division

@tf.function
def int_tenths(n):
    return n / 10

n = tf.range(1, 10)
print((n / 10).numpy().tolist())
print(int_tenths(n).numpy().tolist())
