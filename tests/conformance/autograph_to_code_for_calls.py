# tf.autograph.to_code of a `for i in tf.range(n)` loop filling a TensorArray: the loop becomes
# loop_body(itr) (binding the target from `itr`) and ag__.for_stmt with the iterated value,
# no extra test, and {'iterate_names': 'i'}; the target, first assigned by the loop, is set to
# ag__.Undefined('i') before it. Every call becomes ag__.converted_call(f, args, kwargs or None,
# fscope), keyword arguments as dict(...), except print, which stays a plain call; every name
# read becomes ag__.ld(name). A function without return has no do_return/retval_. A conditional
# expression becomes ag__.if_exp(test, lambda: body, lambda: orelse, 'test as text'), the text
# taken after call conversion and before ag__.ld is added.
# TF source: tensorflow/python/autograph/converters/control_flow.py (visit_For),
# call_trees.py (visit_Call, _args_to_tuple, _kwargs_to_dict), variables.py (visit_Name),
# return_statements.py (visit_FunctionDef adds do_return/retval_ only when a return is used),
# functions.py (decorators of the converted function are dropped), conditional_expressions.py.
import tensorflow as tf


@tf.function
def squares(n):
    ta = tf.TensorArray(tf.float32, size=0, dynamic_size=True)
    for i in tf.range(n):
        ta = ta.write(i, tf.cast(i * i, tf.float32))
    result = ta.stack()
    print("traced with", n)
    return result


print(tf.autograph.to_code(squares.python_function))
print(squares(tf.constant(4)))


def report(values, scale):
    for v in values:
        tf.print("value:", v * scale, output_stream="file://stdout")
    print(len(values), [scale, 2], {"k": scale})


print(tf.autograph.to_code(report))


def pick(x, y):
    z = x if tf.reduce_sum(x) > y else -x
    return z * 2


print(tf.autograph.to_code(pick))


# The test's text is taken before logical_expressions.py runs, so it keeps and/or/not as
# ast.unparse writes them, while the test itself becomes ag__.and_/or_/not_.
def pick_both(x, y):
    return x if x > 0 and not y < 0 else y


print(tf.autograph.to_code(pick_both))


# Starred arguments: call_trees.py's _ArgTemplateBuilder joins the positional arguments into
# `(a,) + tuple(rest)`, keyword arguments and **mappings into dict(...); print keeps them as
# they are. The signature keeps its defaults, *rest, keyword-only parameters and **opts.
def spread(x, n=3, *rest, scale=-1.5, **opts):
    y = tf.add_n([x, *rest])
    z = tf.reduce_sum(y, *rest[:1], **opts)
    print(*rest, sep=", ")
    return y * n * scale + z


print(tf.autograph.to_code(spread))
