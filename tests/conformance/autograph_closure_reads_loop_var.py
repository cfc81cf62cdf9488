# A nested def reading a variable makes it live wherever the def's definition reaches, since
# the def may be called there: a staged loop assigning that variable carries it as a loop
# variable, so the def called after the loop sees its final value (defined by the loop when it
# had no value before). A lambda is assumed to be used only where it is defined: the loop
# does not carry what it reads, and the value after the loop is the one before it.
# TF source: tensorflow/python/autograph/pyct/static_analysis/liveness.py (Analyzer.visit_node:
# live_in |= fn_scope.read - fn_scope.bound for each reaching function definition, lambdas
# excepted), pyct/static_analysis/reaching_fndefs.py, converters/control_flow.py
# (_get_block_basic_vars: modified and live in or out).
import sys

import tensorflow as tf


@tf.function
def closure(x):
    a = 0

    def p():
        tf.print("closure", a, output_stream=sys.stdout)

    for i in tf.range(x):
        a = i
    p()


closure(tf.constant(3))


@tf.function
def closure_defined_by_loop(x):
    def p():
        tf.print("defined by the loop", a, output_stream=sys.stdout)

    for i in tf.range(x):
        a = i * 10
    p()


closure_defined_by_loop(tf.constant(3))


@tf.function
def in_lambda(x):
    a = 0
    show = lambda: tf.print("lambda", a, output_stream=sys.stdout)
    for i in tf.range(x):
        a = i
    show()


in_lambda(tf.constant(3))
