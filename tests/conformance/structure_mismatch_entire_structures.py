# Structure mismatches that TF reports through nest.assert_same_structure end with
# nest_util._tf_core_assert_same_structure's tail: "\nEntire first structure:\n%s\nEntire second
# structure:\n%s", both structures with their atoms drawn as ".". The callers: eager
# tf.while_loop (while_loop.py: nest.assert_same_structure(loop_var_structure, list(loop_vars))),
# while_v2's body check (the body's result against the caller's loop_vars as they are: a tuple
# stays a tuple) and its shape_invariants check, cond_v2._check_same_outputs ("Error
# details:\n" + str(e)) and AutoGraph's _verify_tf_cond_branch_vars / _verify_tf_loop_vars
# (tensorflow/python/autograph/operators/control_flow.py).
import tensorflow as tf

try:
    tf.while_loop(lambda i, j: i < 3, lambda i, j: (i + 1,), (0, 1))
except ValueError as e:
    print(e)


@tf.function
def graph_while():
    return tf.while_loop(lambda i, j: i < 3, lambda i, j: (i + 1, (j, j)), (0, 1))


try:
    graph_while()
except ValueError as e:
    print(type(e).__name__, str(e).splitlines()[-4:])


@tf.function
def invariants():
    return tf.while_loop(lambda i, j: i < 3, lambda i, j: (i + 1, j), [0, 1], shape_invariants=[tf.TensorShape([])])


try:
    invariants()
except ValueError as e:
    print(type(e).__name__, str(e).splitlines()[-4:])


@tf.function
def branches(p):
    return tf.cond(p, lambda: {"a": tf.constant(1)}, lambda: {"b": tf.constant(1)})


try:
    branches(tf.constant(True))
except TypeError as e:
    print(str(e).splitlines()[-5:])


@tf.function
def autograph_if(x):
    if x > 0:
        y = (1, 2)
    else:
        y = 1
    return y


try:
    autograph_if(tf.constant(3))
except TypeError as e:
    print(str(e).splitlines()[-5:])


@tf.function
def autograph_while(n):
    i = 0
    s = [1, 2]
    while i < n:
        s = [3]
        i += 1
    return s


try:
    autograph_while(tf.constant(3))
except TypeError as e:
    print(str(e).splitlines()[0], str(e).splitlines()[-4:])
