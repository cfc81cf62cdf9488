# tf.autograph.to_code of functions returning from inside if statements. The statements after
# `if c: return ...` move into the else branch (ConditionalReturnRewriter), each return becomes
# `do_return = True; retval_ = value` in a try block, and the ifs carry do_return and retval_
# as their outputs (plus variables they modify that are read before, as input-only state). A
# variable first assigned inside a branch starts as ag__.Undefined before the if_stmt call.
# ConditionalReturnRewriter moves statements only into the else branch of an `if` of the same
# block: the final `return 0` of sign() joins the outer else (after the elif's if), so the
# return conversion guards it with `if not do_return:` (ag__.not_(do_return)).
# TF source: tensorflow/python/autograph/converters/return_statements.py
# (ConditionalReturnRewriter, ReturnStatementsTransformer.visit_Return), control_flow.py
# (visit_If, _get_block_vars), functions.py, variables.py.
import tensorflow as tf


@tf.function
def magnitude(x):
    if x > 0:
        return x
    return -x


print(tf.autograph.to_code(magnitude.python_function))
print(magnitude(tf.constant(-2.5)))


def sign(x):
    if x > 0:
        return 1
    elif x < 0:
        y = -1
        return y
    return 0


print(tf.autograph.to_code(sign))
