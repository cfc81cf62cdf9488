# tf.autograph.to_code of `return` inside loops and of loops with an else clause, and what
# running them does. return_statements.py gives a while loop the test `not do_return and
# <test>` and a for loop the extra test `not do_return` (joined with `not break_` when the loop
# also breaks), turns each return into a try block setting do_return/retval_, moves the rest of
# a block after `if c: return` into its else branch (ConditionalReturnRewriter) and guards the
# statements after a loop that may return with `if not do_return:`. break_statements.py places
# a loop's else clause after the loop, under `if not break_:` when the loop breaks.
# Running a TF loop that returns raises the NotImplementedError of verify_loop_init_vars
# (retval_ is still ag__.UndefinedReturnValue() before the loop); a loop else clause runs after
# a tensor loop unless break_ was set.
# TF source: tensorflow/python/autograph/converters/return_statements.py,
# break_statements.py, control_flow.py (visit_For: extra_test), operators/control_flow.py
# (verify_loop_init_vars), impl/api.py (transform_ast).
import tensorflow as tf


@tf.function
def first_square_above(limit):
    i = 0
    while i < limit:
        i += 1
        if i * i > limit:
            return i
        limit -= 1
    return -1


print(tf.autograph.to_code(first_square_above.python_function))
print(first_square_above(30))
try:
    first_square_above(tf.constant(30))
except NotImplementedError as e:
    print(str(e).splitlines()[-1].strip())


@tf.function
def search(values, target):
    found = -1
    k = 0
    for k in tf.range(tf.size(values)):
        if values[k] == target:
            found = k
            break
    else:
        found = -2
    return found


print(tf.autograph.to_code(search.python_function))
print(search(tf.constant([3, 5, 7]), tf.constant(5)).numpy())
print(search(tf.constant([3, 5, 7]), tf.constant(4)).numpy())


@tf.function
def countdown(n):
    while n > 0:
        n -= 1
    else:
        n = n - 10
    return n


print(countdown(tf.constant(3)).numpy())
