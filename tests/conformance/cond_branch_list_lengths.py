# Branches returning lists of different lengths inside a tf.function. An if-expression becomes
# autograph's if_exp -> tf.cond, and cond_v2._build_cond first runs
# _make_indexed_slices_indices_types_match, whose `assert len(set(outs_per_branch)) == 1,
# outs_per_branch` fails with the flat output counts: AssertionError: [1, 0] (AutoGraph
# re-raises it "in user code", cause message "AssertionError: [1, 0]"). tf.cond directly
# fails the same way. An if statement is checked earlier, by control_flow._verify_tf_cond_vars
# (TypeError "'y' must have the same nested structure in the main and else branches").
# TF source: tensorflow/python/ops/cond_v2.py, tensorflow/python/autograph/operators/control_flow.py.
import tensorflow as tf


@tf.function
def if_expression(x):
    y = [x] if x > 0 else []
    return y


@tf.function
def direct_cond(x):
    return tf.cond(x > 0, lambda: [x, x], lambda: [x])


@tf.function
def if_statement(x):
    if x > 0:
        y = [1, 0]
    else:
        y = [1]
    return y


for fn in (if_expression, direct_cond, if_statement):
    try:
        fn(tf.constant(1))
    except (AssertionError, TypeError) as e:
        print(type(e).__name__)
        print(e)
