# A function AutoGraph converts runs as the function its transpiler generated, defined inside
# two factories and named tf__<name> (a lambda keeps <lambda>): transpiler.py's
# outer_factory / inner_factory. So a wrong number of arguments, from Dataset.map or from a
# tf.function's body, is reported with that function's qualified name, re-raised "in user code"
# (tensorflow/python/autograph/impl/api.py). A tf.function's own arguments are bound by its
# FunctionType first, with TF's message.
import tensorflow as tf

ds = tf.data.Dataset.from_tensor_slices(([1, 2], [3, 4]))


def parse(x):
    return x * 2


for make in (lambda: ds.map(parse),
             lambda: ds.map(lambda x: x * 2),
             lambda: tf.data.Dataset.range(5).map(lambda x, y: x),
             lambda: ds.map(lambda a, b: parse(a, b))):
    try:
        make()
    except TypeError as e:
        print(repr(str(e)))


@tf.function
def outer(x):
    return parse(x, x)


try:
    outer(tf.constant(1))
except TypeError as e:
    print(repr(str(e)))


@tf.function
def keyword(x):
    return parse(x, scale=2)


try:
    keyword(tf.constant(1))
except TypeError as e:
    print(repr(str(e)))
# Called outside any conversion, parse is itself.
try:
    parse(1, 2)
except TypeError as e:
    print(e)
