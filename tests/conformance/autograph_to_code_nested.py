# Nested functions, lambdas, comprehensions, print and assert inside a tf.function, and how
# tf.autograph.to_code shows them. A nested def is converted with the function
# (functions.py): it gains @ag__.autograph_artifact, runs in its own FunctionScope named
# fscope_1 with the options of a recursive conversion (ag__.STD) and returns through its own
# do_return_1/retval__1 (the namer suffixes the root: `retval_` + `_1`). A lambda becomes
# ag__.autograph_artifact(lambda ...) with its body converted (its conditional expression turns
# into ag__.if_exp, a tf.cond for a tensor test). `and`/`or`/`not` become ag__.and_/or_/not_
# (lazy tf.cond for tensors). print stays a Python call, so it prints the symbolic tensor once,
# while tracing. Comprehensions stay Python, so iterating a symbolic tensor in one raises
# OperatorNotAllowedInGraphError; assert stays a Python assert (asserts.py only runs with
# Feature.ASSERT_STATEMENTS, which tf.function does not enable), so asserting on a tensor raises
# it too, while a Python value is checked at trace time.
# TF source: tensorflow/python/autograph/converters/functions.py, call_trees.py,
# conditional_expressions.py, logical_expressions.py, return_statements.py, impl/api.py
# (transform_ast), core/converter.py (ConversionOptions.to_ast: ag__.STD),
# pyct/static_analysis/reaching_definitions.py (names inside lambdas are annotated, so
# variables.py reads them through ag__.ld), framework/tensor.py (_disallow_iteration,
# _disallow_bool_casting).
import tensorflow as tf


@tf.function
def shaped(x):
    def magnitude(v):
        if v < 0:
            return -v
        return v

    halve = lambda v: v / 2 if v > 4.0 else v
    print("x while tracing:", x)
    m = magnitude(x)
    both = (m > 1.0 and m < 10.0) or not m != 0.0
    return halve(m), both


print(shaped(tf.constant(-9.0)))
print(shaped(tf.constant(0.5)))


@tf.function
def doubled(x):
    return [v * 2 for v in x]


try:
    doubled(tf.constant([1, 2]))
except TypeError as e:
    print(type(e).__name__)
    print(str(e).splitlines()[-1].strip())


@tf.function
def checked(x):
    assert x > 0, "x must be positive"
    return x


try:
    checked(tf.constant(3))
except TypeError as e:
    print(type(e).__name__)
    print(str(e).splitlines()[-1].strip())
print(checked(3))


print(tf.autograph.to_code(shaped.python_function))


# Statements AutoGraph leaves in place: the comprehension, assert, with and try keep their
# form (call_trees.py leaves the context manager call of a with statement unconverted, the
# variables converter still reads its names through ag__.ld) and `del name` becomes
# `name = ag__.Undefined('name')` (variables.py visit_Delete). The docstring stays first, before
# the FunctionScope (functions.py), printed by ast.unparse in triple double quotes.
def tidy(values, scale):
    """Averages the positive values, scaled."""
    scaled = [v * scale for v in values if v > 0]
    assert scale != 0, "scale must not be zero"
    with tf.name_scope("tidy"):
        total = tf.add_n(scaled)
    try:
        ratio = total / len(scaled)
    except ZeroDivisionError:
        ratio = None
    del scaled
    return ratio


print(tf.autograph.to_code(tidy))
