# A staged loop that defines a variable (undefined before it) runs when the loop iterates; when
# it does not, the graph's Assert fails at run time naming the variables the loop had to
# define. _tf_while_stmt stages one iteration in a scratch graph (_try_handling_undefineds),
# starts the variables from zeros of that type, carries a leading "iterated" flag, and after the
# loop adds Assert(flag, [_runtime_zero_iterations_errmsg(...)]) with identities of the loop
# variables under a control dependency on it. A Python loop that does not run leaves the
# variable undefined: reading it raises UnboundLocalError (variables.ld).
# TF source: tensorflow/python/autograph/operators/control_flow.py (_tf_while_stmt,
# _try_handling_undefineds, _runtime_zero_iterations_errmsg, _tf_range_for_stmt's _value_or),
# tensorflow/python/ops/control_flow_assert.py (Assert: string data -> a bare Assert op),
# tensorflow/core/kernels/logging_ops.cc (AssertOp "assertion failed: "); reference test
# tensorflow/python/autograph/tests/loop_created_variables_test.py
# (test_while_creates_var_illegal_tf, test_while_creates_var_illegal_py).
import tensorflow as tf


def while_creates_var_static_shape(n):
    i = 0
    while i < n:
        v = tf.zeros([1, 2, 3])
        i += 1
    return v


f = tf.function(while_creates_var_static_shape)
print(f(tf.constant(2)).shape)
try:
    f(tf.constant(0))
except tf.errors.InvalidArgumentError as e:
    print(e.message)
try:
    f(0)
except UnboundLocalError as e:
    print(str(e).splitlines()[-1].strip())


@tf.function
def range_creates(n):
    for i in tf.range(n):
        doubled = i * 2
        halved = i // 2
    return doubled + halved


print(range_creates(tf.constant(4)))
try:
    range_creates(tf.constant(0))
except tf.errors.InvalidArgumentError as e:
    print(e.message)
