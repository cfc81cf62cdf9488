# tf.while_loop(maximum_iterations=N) inside tf.function: the loop also stops after N
# iterations, whichever comes first; N may be a Python int or an int32 tensor.
# TF source: tensorflow/python/ops/while_v2.py (_build_maximum_iterations_loop_var;
# wrapped_cond returns logical_and(loop_counter < maximum_iterations, pred)),
# tensorflow/python/ops/while_loop.py (while_loop: eagerly the counter is a Python int).
import tensorflow as tf


@tf.function
def count_up(limit, cap):
    print("tracing count_up")
    return tf.while_loop(lambda i: i < limit, lambda i: i + 1, [tf.constant(0)], maximum_iterations=cap)


print(count_up(tf.constant(10), tf.constant(3))[0].numpy())
print(count_up(tf.constant(2), tf.constant(5))[0].numpy())


@tf.function
def halve(x):
    return tf.while_loop(lambda v: v > 1, lambda v: v // 2, (x,), maximum_iterations=2)


print(halve(tf.constant(100)))
print(halve(tf.constant(3)))
print(tf.while_loop(lambda v: v > 1, lambda v: (v // 2,), (tf.constant(100),), maximum_iterations=2))
# Eagerly a bare body result is not packed (return_same_structure=True): it mismatches the
# loop variables' tuple inside (counter, loop_vars).
try:
    tf.while_loop(lambda v: v > 1, lambda v: v // 2, (tf.constant(100),), maximum_iterations=2)
except ValueError as e:
    print("ValueError:", str(e).splitlines()[-5:])
print("traces:", count_up.experimental_get_tracing_count(), halve.experimental_get_tracing_count())
