# Deleting a dict or list entry inside a staged loop: `del d['b']` binds the composite symbol
# d['b'] (activity.py tracks a Del target as bound), so it is a loop variable, read back after
# the body through ag__.ldu(lambda: d['b'], "d['b']"), which returns Undefined("d['b']") once the
# key is gone. verify_tf_loop_vars lets the Undefined leaf through (nest treats it as a leaf and
# _verify_single_loop_var skips non-tensors), so while_v2's body graph fails to convert it:
# func_graph_from_py_func's convert raises its TypeError naming while_loop's wrapped_body.
# An `if` refuses the deleted entry earlier ("must also be initialized in the main branch").
# TF source: tensorflow/python/autograph/converters/control_flow.py (_get_block_vars over
# body_scope.bound, _create_state_functions), pyct/static_analysis/activity.py (_track_symbol,
# gast.Del), operators/variables.py (ldu, Undefined), operators/control_flow.py
# (_tf_while_stmt, verify_tf_loop_vars, _verify_single_loop_var, _verify_tf_cond_branch_vars),
# ops/while_v2.py (wrapped_body), framework/func_graph.py (func_graph_from_py_func.convert).
import tensorflow as tf


@tf.function
def while_del(n):
    d = {'b': tf.constant(7)}
    while n > 0:
        n -= 1
        del d['b']
    return d


@tf.function
def range_del(n):
    d = {'b': tf.constant(7)}
    for i in tf.range(n):
        d['b'] = i
        del d['b']
    return d


class M(tf.Module):
    def __init__(self):
        self.d = {'x': tf.constant(1)}

    @tf.function
    def f(self, n):
        while n > 0:
            n -= 1
            del self.d['x']
        return n


@tf.function
def if_del(x):
    d = {'b': tf.constant(7)}
    if x > 0:
        d['b'] = 1
        del d['b']
    return d


for fn in (while_del, range_del, M().f, if_del):
    try:
        fn(tf.constant(3))
    except (TypeError, ValueError) as e:
        print(f"{type(e).__name__}: {e}")
        print('--')
