# `del` in a branch of an `if`: AutoGraph counts a deleted name as bound by the branch (and
# turns the `del` into an Undefined), so a tensor condition carries it through tf.cond, whose
# branch check then finds it undefined; with a Python condition the read after the `if`
# raises UnboundLocalError.
# TF source: tensorflow/python/autograph/pyct/static_analysis/activity.py ("Targets of del are
# considered bound"), converters/control_flow.py (visit_If: the bound names of both branches),
# converters/variables.py (visit_Delete), operators/control_flow.py
# (_verify_tf_cond_branch_vars: "'{}' must also be initialized in the {} branch"),
# operators/variables.py (Undefined.read: "'{}' is used before assignment");
# autograph/tests/cond_basic_test.py (test_if_else_var_lifetime,
# test_var_lifetime_imbalanced_legal).
import tensorflow as tf


def if_destroys_var(c):
    i = 1
    if c:
        del i
    return i


def else_destroys_var(c):
    i = 2
    if c:
        pass
    else:
        del i
    return i


def if_else_destroys_var(c):
    i = 1
    if c:
        del i
    else:
        del i
    return i


print(tf.function(if_destroys_var)(False), tf.function(else_destroys_var)(True))
for c in [True, tf.constant(True), tf.constant(False)]:
    try:
        tf.function(if_else_destroys_var)(c)
    except (UnboundLocalError, ValueError) as e:
        print(type(e).__name__, e)
