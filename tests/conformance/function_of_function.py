# tf.function over a tf.function (TF 2.20 polymorphic_function.py): the outer Function's
# python_function is the inner Function and its signature is the wrapped Python function's. With
# AutoGraph on, the outer trace runs autograph_util.py_func_from_autograph, which converts
# tf_decorator.unwrap(python_function) -- the Python function itself -- so the inner Function is
# never called and never traces. With autograph=False the outer trace calls the inner Function,
# which traces its own graph. tf.autograph.to_code/to_graph of a tf.function fail in
# api._convert_actual (no __code__), re-raised by to_graph as api.ConversionError. tf.function
# over a TF API function (tf.square) takes its signature, `(x, name=None)`, and traces its body
# unconverted (AutoGraph leaves the tensorflow module as it is).
import tensorflow as tf


def double(x):
    print("tracing double", x)
    return x * 2


inner = tf.function(double)
outer = tf.function(inner)
print(outer(tf.constant(1)))
print(outer(tf.constant(2)))
print(outer.python_function is inner, outer.__name__, outer.function_type)
print(inner.experimental_get_tracing_count(), outer.experimental_get_tracing_count())

plain = tf.function(inner, autograph=False)
print(plain(tf.constant(3)))
print(inner.experimental_get_tracing_count(), plain.experimental_get_tracing_count())

for convert in (tf.autograph.to_code, tf.autograph.to_graph):
    try:
        convert(inner)
    except Exception as e:
        print(type(e).__name__, type(e).__bases__[0].__name__, type(e).__module__)
        print(e)

square = tf.function(tf.square)
print(square(3.0), square(tf.constant([1, 2])))
print(square.__name__, square.function_type, square.python_function is tf.square)
cf = square.get_concrete_function(tf.TensorSpec([None], tf.float32))
print(cf.pretty_printed_signature(verbose=False))
print([op.name for op in cf.graph.get_operations()], square.experimental_get_tracing_count())
