# A return inside a staged loop works when the loop body returns on every path (directly, or
# from both branches of an if): return_statements.py turns it into `do_return = True;
# retval_ = value`, stops the loop with `not do_return` in its test, and runs the rest of the
# function under `if not do_return:`. retval_ is undefined before the loop, so the loop stages
# one iteration to define it and, when it does not iterate, its Assert fails naming "the
# function return value". A return on some paths only leaves retval_ undefined after that
# first iteration, which TF refuses.
# TF source: tensorflow/python/autograph/converters/return_statements.py
# (ConditionalReturnRewriter, ReturnStatementsTransformer.visit_While/visit_For),
# tensorflow/python/autograph/operators/control_flow.py (_try_handling_undefineds,
# verify_loop_init_vars, _runtime_zero_iterations_errmsg: 'the function return value');
# reference test tensorflow/python/autograph/tests/loop_control_flow_test.py
# (unconditional_return_in_single_for, effectively_unconditional_return_in_single_for/_while,
# test_single_loop_illegal_return).
import tensorflow as tf


def unconditional_return_in_single_for(l):
    s = 0
    for c in l:
        s += c
        return s
    return s


def effectively_unconditional_return_in_single_for(l):
    s = 0
    for c in l:
        s += c
        if c % 2 > 0:
            return s
        else:
            return -s
    return s


def effectively_unconditional_return_in_single_while(x):
    s = 0
    while x > 0:
        x -= 1
        s += x
        if x % 2 > 0:
            return s
        else:
            return -s
    return s


def return_on_some_paths(l):
    s = 0
    for c in l:
        s += c
        if c > 1:
            return s
    return -1


def run(fn, arg):
    try:
        print(fn.__name__, tf.function(fn)(arg))
    except (tf.errors.InvalidArgumentError, NotImplementedError) as e:
        print(fn.__name__, type(e).__name__)
        print(e)


run(unconditional_return_in_single_for, tf.constant([1, 2]))
run(effectively_unconditional_return_in_single_for, tf.constant([1, 2, 3]))
run(effectively_unconditional_return_in_single_for, tf.constant([2, 3]))
run(effectively_unconditional_return_in_single_while, tf.constant(3))
run(effectively_unconditional_return_in_single_while, tf.constant(4))
run(effectively_unconditional_return_in_single_while, 3)
run(effectively_unconditional_return_in_single_for, tf.constant([], dtype=tf.int32))
run(effectively_unconditional_return_in_single_while, tf.constant(0))
run(return_on_some_paths, tf.constant([1, 2, 3]))
