# tf.autograph.experimental.set_loop_options where AutoGraph's directives converter rejects it:
# not the first statement of the loop body ('"set_loop_options" must be the first statement in
# the loop block'), outside any loop ('"set_loop_options" must be used inside a statement'), or
# with arguments inspect.getcallargs rejects. The conversion of the whole function fails, so
# api.converted_call logs _fall_back_unconverted's warning (once per function: the allowlist
# cache) and runs the function as it is: a loop over a tensor then raises
# OperatorNotAllowedInGraphError, not wrapped "in user code" for the tf.function's own function;
# a Python loop still runs; a function called from converted code shows as allowlisted ("  **").
# TF source: tensorflow/python/autograph/converters/directives.py (_process_statement_directive,
# _map_args, visit_Expr/visit_Assign/visit_AugAssign counting statements per _LoopScope),
# autograph/impl/api.py (converted_call, _fall_back_unconverted, _call_unconverted),
# autograph/lang/directives.py (set_loop_options).
import tensorflow as tf


@tf.function
def not_first(n):
    s = tf.constant(0)
    for i in tf.range(n):
        s += i
        tf.autograph.experimental.set_loop_options(maximum_iterations=2)
    return s


try:
    not_first(tf.constant(5))
except TypeError as e:
    print(f"{type(e).__name__}: {e}")


@tf.function
def outside_loop(n):
    tf.autograph.experimental.set_loop_options(maximum_iterations=2)
    print("tracing outside_loop")
    s = n
    for i in range(3):
        s += i
    return s


print(outside_loop(tf.constant(5)))
print(outside_loop(tf.constant(6)))
print(outside_loop(tf.constant([1, 2])))


def helper(x):
    for i in range(2):
        x = x * 2
        tf.autograph.experimental.set_loop_options(parallel_iterations=1)
    if x > 100:
        return x
    return -x


@tf.function
def caller(x):
    if x > 0:
        y = x + 1
    else:
        y = x - 1
    return helper(y)


try:
    caller(tf.constant(3))
except TypeError as e:
    print(f"{type(e).__name__}: {e}")


@tf.function
def bad_keyword(n):
    s = 0
    while s < n:
        tf.autograph.experimental.set_loop_options(max_iterations=3)
        s += 1
    return s


try:
    bad_keyword(4)
except TypeError as e:
    print(f"{type(e).__name__}: {e}")


# First in its loop, after statements of the enclosing block: converts.
@tf.function
def nested_first(n):
    total = tf.constant(0)
    count = 0
    for i in tf.range(n):
        tf.autograph.experimental.set_loop_options(maximum_iterations=3)
        total += i
    return total, count


print(nested_first(tf.constant(10)))
