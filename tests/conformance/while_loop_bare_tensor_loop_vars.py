# tf.while_loop (while_loop_v2 -> while_loop(..., return_same_structure=True)) in eager mode
# first tests `if not loop_vars:` -- a bare scalar tensor's truth value, so tf.constant(0)
# counts as no loop variables -- then evaluates `len(loop_vars) == 1 and not
# return_same_structure`, which a scalar tensor refuses ("Scalar tensor has no `len()`"), and
# calls `cond(*loop_vars)`, which unpacks a bare tensor of rank >= 1 into its rows.
# TF source: tensorflow/python/ops/while_loop.py (while_loop),
# tensorflow/python/framework/tensor.py (Tensor.__len__); test from
# tensorflow/python/ops/control_flow_ops_test.py (WhileLoopTest).
import tensorflow as tf

for loop_vars in (tf.constant(0), tf.constant(1), 0, [], ()):
    try:
        tf.while_loop(lambda i: i < 10, lambda i: i + 1, loop_vars)
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
print(tf.while_loop(lambda i: i < 10, lambda i: (i + 1,), tf.constant([3])))
try:
    tf.while_loop(lambda i, j: i < 3, lambda i, j: (i + 1, j * 2), tf.constant([0, 1]))
except ValueError as e:
    print("ValueError:", e)
print(tf.while_loop(lambda i: i < 3, lambda i: [i + 1], [tf.constant(0)]))
