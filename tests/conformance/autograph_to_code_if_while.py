# tf.autograph.to_code prints the function AutoGraph generates: a `tf__` def whose body runs in
# ag__.FunctionScope, returns through do_return/retval_, and turns each if/while into nested
# get_state/set_state/body functions and an ag__.if_stmt/ag__.while_stmt call carrying the
# variables that are modified and live (outputs first, then input-only ones). Nested statements
# are converted first, so they take the unnumbered names. `x += v` becomes `x = ag__.ld(x)`
# followed by the unchanged `x += v`. Python 3.12 prints it with ast.unparse.
# TF source: tensorflow/python/autograph/converters/functions.py, return_statements.py,
# control_flow.py (visit_If, visit_While, _get_block_vars, _create_state_functions),
# variables.py (visit_AugAssign), logical_expressions.py, impl/api.py (to_code, to_graph),
# core/converter.py (ConversionOptions.to_ast), pyct/parser.py (unparse uses ast.unparse on
# Python 3.9+), pyct/naming.py (new_symbol).
import tensorflow as tf


@tf.function
def clip(x):
    if x > 0:
        x = x * 2
    else:
        x = -x
    return x


print(tf.autograph.to_code(clip.python_function))
print(clip(tf.constant(-4)))


def count_up(n, step):
    i = 0
    total = 0
    while i < n:
        total += i
        if total > 10 and not step < 0:
            total = total - 10
        i += step
    return total


print(tf.autograph.to_code(count_up))
print(tf.autograph.to_code(count_up, recursive=False).splitlines()[1])
