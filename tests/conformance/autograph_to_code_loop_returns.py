# tf.autograph.to_code of `return` inside loops, what running them does, and loops with an else
# clause. return_statements.py gives a while loop the test `not do_return and <test>` and a for
# loop the extra test `not do_return`, turns each return into a try block setting
# do_return/retval_, moves the rest of a block after `if c: return` into its else branch
# (ConditionalReturnRewriter) and guards the statements after a loop that may return with
# `if not do_return:`. Running a TF loop that returns on some paths only raises the
# NotImplementedError of verify_loop_init_vars (retval_ is still ag__.UndefinedReturnValue()
# before the loop). A for/else or while/else is refused by the unsupported features check
# before any converter: to_code raises its UnsupportedLanguageElementError (to_graph re-raises
# only ValueError, AttributeError, KeyError, NameError and AssertionError as ConversionError),
# and tf.function falls back to running the function unconverted, with
# _fall_back_unconverted's warning once per function: a tensor loop then fails as Python code,
# a Python loop runs as Python.
# TF source: tensorflow/python/autograph/converters/return_statements.py, control_flow.py
# (visit_For: extra_test), operators/control_flow.py (verify_loop_init_vars),
# core/unsupported_features_checker.py (visit_For / visit_While), impl/api.py (transform_ast,
# to_graph, converted_call, _fall_back_unconverted).
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


try:
    tf.autograph.to_code(search.python_function)
except NotImplementedError as e:
    print(f"{type(e).__name__}: {e}")
try:
    search(tf.constant([3, 5, 7]), tf.constant(5))
except tf.errors.OperatorNotAllowedInGraphError as e:
    print(type(e).__name__)
try:
    search(tf.constant([3, 5, 7]), tf.constant(4))
except tf.errors.OperatorNotAllowedInGraphError as e:
    print(type(e).__name__)


@tf.function
def countdown(n):
    while n > 0:
        n -= 1
    else:
        n = n - 10
    return n


print(countdown(3))
