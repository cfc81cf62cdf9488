# Control flow AutoGraph cannot stage raises TF's errors while tracing, re-raised "in user code"
# with the converted function's frame (the line of the if/while/for) and the original message.
# TF source: tensorflow/python/autograph/operators/control_flow.py
# (_verify_tf_cond_branch_vars, verify_single_cond_var, _verify_single_loop_var,
# _py_for_stmt's extra test), tensorflow/python/autograph/pyct/error_utils.py
# (ErrorMetadataBase.get_message), converters/return_statements.py (the code after
# `if c: return` becomes the else branch).
import tensorflow as tf


@tf.function
def only_in_main(x):
    if x > 0:
        y = x * 2
    return y


@tf.function
def one_return(x):
    if x > 0:
        return x
    print("tracing the code after the if (now the else branch)")


@tf.function
def mixed_dtypes(x):
    if x > 0:
        y = 1
    else:
        y = 2.5
    return y


@tf.function
def reshaping(n):
    v = tf.constant([1])
    i = tf.constant(0)
    while i < n:
        v = tf.reshape(v, [1, 1])
        i += 1
    return v


@tf.function
def retyping(n):
    total = 0
    while total < n:
        total = tf.cast(total, tf.float32) + 0.5
    return total


@tf.function
def tensor_break(x):
    for k in range(3):
        if x > k:
            break
    return x


for fn in [only_in_main, one_return, mixed_dtypes, reshaping, retyping, tensor_break]:
    try:
        fn(tf.constant(3))
    except (ValueError, TypeError, NotImplementedError) as e:
        print(type(e).__name__ + ":", e)
