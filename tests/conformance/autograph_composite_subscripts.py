# Subscripts with a literal (or name) index are composite symbols, like attributes: a staged
# if/while/for that assigns y["a"] or y[0] carries it as a loop or cond variable when the
# names it is built from are live into the statement. Reading one that is missing gives
# Undefined (ag__.ldu), so a key set in one branch only fails as an undefined variable does,
# and a loop that creates a key must iterate at least once.
# TF source: tensorflow/python/autograph/pyct/qual_names.py (QN for subscripts, StringLiteral
# 'a', NumberLiteral 0, support_set), pyct/static_analysis/activity.py (_track_symbol: a store
# modifies the subscript's QN, not its parent), converters/control_flow.py
# (_get_block_composite_vars, _create_state_functions: `ag__.ldu(lambda: y['a'], "y['a']")`),
# operators/variables.py (ldu), operators/control_flow.py (_verify_tf_cond_branch_vars,
# _runtime_zero_iterations_errmsg); reference test
# tensorflow/python/autograph/tests/composite_names_in_control_flow_test.py.
import tensorflow as tf


def if_basic_dict(a):
    x = {"a": a}
    if x["a"] > 0:
        x["b"] = 1
    else:
        x["b"] = -1
    return x


def if_imbalanced(a):
    x = {"a": a}
    if x["a"] > 0:
        x["b"] = 1
    return x


def else_imbalanced(a):
    x = {"a": a}
    if x["a"] > 0:
        pass
    else:
        x["b"] = 1
    return x


def if_imbalanced_nested(a):
    x = {"a": {"a": a}}
    if x["a"]["a"] > 0:
        x["a"]["b"] = 1
    return x


def while_basic_dict(x, a, b):
    y = {"a": a, "b": b}
    while x > 0:
        x -= 1
        y["a"] += 1
    return y


def while_state_only_list(a, b):
    y = [a, b]
    while y[1] <= 10:
        y[0] += 1
        y[1] *= 2
    return y


def while_imbalanced(b):
    y = {"b": b}
    while y["b"] <= 10:
        y["a"] = y["b"] + 1
        y["b"] *= 2
    return y


def for_basic_list(n, x, a, b):
    y = [a, b]
    for i in range(n):
        x -= 1
        y[0] += i
    return y


def for_imbalanced(n, x):
    y = {}
    for i in range(n):
        x -= i
        y["a"] = x
    return y


def show(fn, *args):
    try:
        print(fn.__name__, tf.function(fn)(*args))
    except (ValueError, tf.errors.InvalidArgumentError) as e:
        print(fn.__name__, type(e).__name__)
        print(e)


show(if_basic_dict, tf.constant(1))
show(if_basic_dict, tf.constant(0))
show(if_imbalanced, tf.constant(1))
show(else_imbalanced, tf.constant(0))
show(if_imbalanced_nested, tf.constant(1))
show(if_imbalanced, 1)
show(while_basic_dict, tf.constant(2), 3, 0)
show(while_state_only_list, 0, tf.constant(3))
show(while_imbalanced, tf.constant(5))
show(while_imbalanced, tf.constant(11))
show(while_imbalanced, 11)
show(for_basic_list, tf.constant(2), 1, 1, 1)
show(for_imbalanced, tf.constant(2), 0)
show(for_imbalanced, tf.constant(0), 0)
