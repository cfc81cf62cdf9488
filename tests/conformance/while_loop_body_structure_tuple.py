# In a tf.function, tf.while_loop (while_v2.while_loop) checks the body's result against the
# caller's loop_vars as they are: wrapped_body runs nest.assert_same_structure(outputs,
# orig_loop_vars, check_types=False), orig_loop_vars being the loop_vars the user passed (after
# variable_utils.convert_variables_to_tensors, which keeps a tuple a tuple). So a tuple body
# result and tuple loop_vars are shown as tuples, in the first lines and in the "Entire ...
# structure" tail (tensorflow/python/ops/while_v2.py; nest_util._tf_core_assert_same_structure).
import tensorflow as tf


@tf.function
def f(n):
    return tf.while_loop(lambda i, s: i < n, lambda i, s: (i + 1, [s, s]), (0, 1.0))


try:
    f(tf.constant(3))
except ValueError as e:
    lines = [line.strip() for line in str(e).splitlines()]
    print("\n".join(lines[lines.index("ValueError: The two structures don't have the same nested structure."):]))
