# AutoGraph converts calls to the float and int builtins (autograph/impl/api.py converted_call ->
# py_builtins.overload_of): with a tensor argument, py_builtins._tf_float parses a string tensor
# (gen_parsing_ops.string_to_number, out_type float32) and casts any other to float32
# (math_ops.cast, which hands back the tensor itself when it is float32 already), _tf_int the
# same with int32, so int() truncates toward zero like the Cast kernel. The trace-time prints
# show the graph tensors: the float32 argument itself, then Cast and StringToNumber ops.
# Without AutoGraph (autograph=False) the builtins run on the symbolic tensor, which has no
# __float__ or __int__ (ops.SymbolicTensor), so CPython's own TypeErrors come out.
import tensorflow as tf


@tf.function
def convert(x, wide, text, count):
    as_float, as_int = float(x), int(x)
    print(as_float, as_int)
    print(float(text), int(text))
    print(float(wide).dtype, int(count) is count, float(count).dtype)
    return as_float * 2.0, as_int, float(text) + 1.0


print(convert(tf.constant(2.7), tf.constant(1.5, tf.float64), tf.constant("42"), tf.constant(-3)))
print(convert(tf.constant(-2.7), tf.constant(0.5, tf.float64), tf.constant("7.5"), tf.constant(9)))


@tf.function(autograph=False)
def plain(x):
    for builtin in (float, int):
        try:
            builtin(x)
        except TypeError as e:
            print("TypeError:", e)
    return x


plain(tf.constant(1.0))
