# Eager tf.while_loop keeps the loop variables' structure strictly. tf.while_loop is while_loop_v2
# with return_same_structure=True, so the eager loop in tensorflow/python/ops/while_loop.py does
# not pack a body's bare result into a 1-tuple: nest.assert_same_structure compares the specs of
# list(loop_vars) with list(result), and list() of a scalar tensor raises
# "Cannot iterate over a scalar tensor." (tensor.py), of an int "'int' object is not iterable"
# (the fix, returning a tuple, is what TF issue #18257 was told). The first structure is made of
# TensorSpecs (type_spec_from_value). Inside tf.function while_v2 wraps a bare result in a list.
import tensorflow as tf

i = tf.constant(0)
for body in (lambda i: tf.add(i, 1), lambda i: 5, lambda i: (i + 1, i)):
    try:
        tf.while_loop(lambda i: tf.less(i, 3), body, [i])
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
print(tf.while_loop(lambda i: tf.less(i, 3), lambda i: (tf.add(i, 1),), [i]))
print(tf.while_loop(lambda i, s: i < 3, lambda i, s: (i + 1, s + i), (0, 0)))


@tf.function
def in_graph(n):
    return tf.while_loop(lambda i: i < n, lambda i: i + 1, [tf.constant(0)])


print(in_graph(tf.constant(4)))
