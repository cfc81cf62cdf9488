# break, continue and return inside converted control flow. AutoGraph lowers them to flags:
# `break` in a tensor `if` makes break_ a loop variable and guards the rest of the body with
# `if not break_`; `continue` guards the rest with `if not continue_`; a `return` in one
# branch pulls the code after the `if` into the other branch, so both return.
# TF source: tensorflow/python/autograph/converters/break_statements.py,
# continue_statements.py, return_statements.py; operators/control_flow.py.
import tensorflow as tf


@tf.function
def first_square_over(limit):
    i = tf.constant(0)
    while i < 100:
        i += 1
        if i * i > limit:
            print("tracing the break branch")
            break
        tf.print("checked", i)
    return i


@tf.function
def odd_sum(n):
    s = 0
    for i in tf.range(n):
        if i % 2 == 0:
            continue
        s += i
    return s


@tf.function
def clamp(x):
    if x > 10:
        return 10
    print("tracing the code after the if")
    return x


print(first_square_over(tf.constant(10)).numpy())
print(odd_sum(tf.constant(7)).numpy())
print(clamp(tf.constant(15)).numpy(), clamp(tf.constant(3)).numpy())
