# tf.cond and tf.while_loop called directly. Eagerly, tf.cond calls only the chosen function
# and tf.while_loop is a Python loop returning tensors. Inside tf.function, tf.cond traces both
# functions into an If op whose outputs are identities ("cond/Identity"), and tf.while_loop
# traces cond and body once into a While op whose own outputs are returned ("while:2", ...
# after the loop counter and the iteration limit: while_v2 adds identities only when not
# building a function). Python ints given as loop variables become constants.
# TF source: tensorflow/python/ops/cond.py (_eager_cond_implementation, cond_for_tf_v2),
# tensorflow/python/ops/while_loop.py (while_loop, eager branch), while_v2.py (while_loop).
import tensorflow as tf


def yes():
    print("  yes() called")
    return tf.constant(1)


def no():
    print("  no() called")
    return tf.constant(0)


print("eager tf.cond:")
print(tf.cond(tf.constant(True), yes, no).numpy())


@tf.function
def pick(flag):
    print("tracing pick")
    return tf.cond(flag, yes, no)


print("tf.cond in a tf.function:")
print(pick(tf.constant(False)).numpy())
print(pick(tf.constant(True)).numpy())

print("eager tf.while_loop:")
print(tf.while_loop(lambda i, s: i < 4, lambda i, s: (i + 1, s + i), (tf.constant(0), tf.constant(0))))


@tf.function
def count_to(n):
    i, s = tf.while_loop(lambda i, s: i < n, lambda i, s: (i + 1, s + i), (0, 0))
    print("tf.while_loop gave", i, "and", s)
    return s


print("tf.while_loop in a tf.function:")
print(count_to(tf.constant(5)).numpy())
print(count_to(tf.constant(6)).numpy())
