# tf.autograph.to_code of loops holding break and continue, and what the converted code
# computes. break_statements.py runs first: `break` becomes `break_ = True` plus `continue`,
# a while loop tests `not break_ and <test>` (ag__.and_(lambda: ag__.not_(break_), ...)), a for
# loop gets a `(break_,)` marker statement and an extra_test function returning
# ag__.not_(break_). continue_statements.py then turns each `continue` into `continue_ = True`,
# starts the body with `continue_ = False` and guards what follows the statement holding it with
# `if not continue_:`, itself converted to ag__.if_stmt(ag__.not_(continue_), ...). The namer
# hands out break_ and continue_ for every loop, used or not, and the flags it creates are not
# read through ag__.ld (variables.py only wraps names of the original code). A flag only
# assigned in the loop body starts as ag__.Undefined before the loop; the loop target `i` is
# assigned before the for loop so that continue_ is the only such name (with several, AutoGraph
# lists them in set order, which follows Python's string hashing and changes between runs).
# TF source: tensorflow/python/autograph/converters/break_statements.py,
# continue_statements.py, control_flow.py (visit_While, visit_For, _get_block_vars),
# logical_expressions.py, variables.py, pyct/naming.py (new_symbol), impl/api.py
# (transform_ast: the converters' order).
import tensorflow as tf


@tf.function
def first_multiple(x, limit):
    i = 0
    while i < limit:
        i += 1
        if i % x == 0:
            break
    return i


print(tf.autograph.to_code(first_multiple.python_function))
print(first_multiple(tf.constant(4), tf.constant(10)).numpy())
print(first_multiple(tf.constant(20), tf.constant(10)).numpy())


@tf.function
def sum_except(n, skip):
    total = 0
    i = 0
    for i in tf.range(n):
        if i == skip:
            continue
        total += i
    return total


print(tf.autograph.to_code(sum_except.python_function))
print(sum_except(tf.constant(5), tf.constant(2)).numpy())


# A tuple target: the body starts with `i, v = itr` and iterate_names is the target as
# ast.unparse writes it, '(i, v)'. Several names are first assigned by the loop here (the
# flag and both targets): their ag__.Undefined lines follow a set's order in TF, which changes
# between runs; tfplay prints them sorted, one of those orders.
def count_from(values, start):
    count = 0
    for i, v in enumerate(values):
        if i < start:
            continue
        count += v
    return count


print(tf.autograph.to_code(count_from))
