# tf.autograph.experimental.set_loop_options as the first statement of a TF loop sets that
# loop's options: maximum_iterations stops the tf.while_loop once its counter reaches it (a
# tf.range loop over 10 values runs 3 times), parallel_iterations and swap_memory do not change
# results, and shape_invariants lets a loop variable change shape across iterations. The
# directives converter removes the call from the loop body and passes its arguments, evaluated
# before the loop, in the loop's opts dict ({'maximum_iterations': ag__.ld(cap), 'iterate_names':
# 'i'}). A Python loop (range) ignores them. A value that breaks its invariant raises
# _verify_single_loop_var's ValueError.
# TF source: tensorflow/python/autograph/lang/directives.py (set_loop_options),
# converters/directives.py (visit_Expr, _map_args), converters/control_flow.py
# (_create_loop_options), operators/control_flow.py (_tf_while_stmt, _verify_single_loop_var,
# _shape_invariants_mapping_to_positional_list), ops/while_v2.py (wrapped_cond: loop_counter <
# maximum_iterations).
import tensorflow as tf


@tf.function
def capped_sum(n, cap):
    s = 0
    for i in tf.range(n):
        tf.autograph.experimental.set_loop_options(maximum_iterations=cap)
        s += i
    return s


print(capped_sum(tf.constant(10), 3).numpy())
print(capped_sum(tf.constant(2), 3).numpy())
print(tf.autograph.to_code(capped_sum.python_function))


@tf.function
def steps(limit, cap):
    i = 0
    while i < limit:
        tf.autograph.experimental.set_loop_options(maximum_iterations=cap, parallel_iterations=4, swap_memory=True)
        i += 2
    return i


print(steps(tf.constant(100), tf.constant(5)).numpy())


@tf.function
def grow(n):
    v = tf.constant([7])
    for i in tf.range(n):
        tf.autograph.experimental.set_loop_options(shape_invariants=[(v, tf.TensorShape([None]))])
        v = tf.concat([v, [i]], 0)
    return v


print(grow(tf.constant(3)))


@tf.function
def grow_2d(n):
    v = tf.constant([7])
    for i in tf.range(n):
        tf.autograph.experimental.set_loop_options(shape_invariants=[(v, tf.TensorShape([None]))])
        v = tf.reshape(tf.concat([v, [i]], 0), [1, -1])
    return v


try:
    grow_2d(tf.constant(3))
except ValueError as e:
    print(str(e).splitlines()[-1].strip())


@tf.function
def unrolled():
    s = 0
    for i in range(4):
        tf.autograph.experimental.set_loop_options(maximum_iterations=1)
        s += i
    return s


print(unrolled().numpy())
