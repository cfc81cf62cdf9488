# tf.tuple, tf.parallel_stack and tf.guarantee_const. parallel_stack's example is its docstring
# (tensorflow/python/ops/array_ops.py), as is its RuntimeError eagerly; guarantee_const is
# deprecated ("Not for public use.", deprecation.deprecated logs it once) and returns its input.
# tf.tuple (control_flow_ops.tuple) returns the list itself eagerly; in a graph each tensor
# becomes an Identity "tuple/control_dependency" gated on a group of all of them.
import tensorflow as tf

a = tf.constant(1)
b = tf.constant(2)
pair = [a, b]
print(tf.tuple(pair) is pair)


@tf.function
def gated():
    x = tf.constant([1.0])
    y = x * 2
    r = tf.tuple([x, y])
    print(r)
    return r


print(gated())


@tf.function
def stacked():
    x = tf.constant([1, 4])
    y = tf.constant([2, 5])
    z = tf.constant([3, 6])
    s = tf.parallel_stack([x, y, z])
    print(s)
    return s


print(stacked())
try:
    tf.parallel_stack([a, b])
except RuntimeError as e:
    print("RuntimeError:", e)
print(tf.guarantee_const(tf.constant([1.0, 2.0])))
print(tf.guarantee_const(3))
