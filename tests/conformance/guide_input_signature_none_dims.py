# input_signature with a None dimension: one trace serves any row count; a wrong inner size or
# dtype fails to bind with TF 2.20's TypeError (function_type_utils.bind_function_inputs,
# 'Binding inputs to tf.function failed due to ...'); pretty_printed_signature shows the
# FunctionType (repr when verbose, str otherwise) from core/function/polymorphism/function_type.py.
import tensorflow as tf

@tf.function(input_signature=[tf.TensorSpec(shape=[None, 2], dtype=tf.float32)])
def row_norms(m):
    print("Tracing", m)
    return tf.sqrt(tf.reduce_sum(m * m, axis=1))

print(row_norms(tf.constant([[3.0, 4.0]])))
print(row_norms(tf.constant([[3.0, 4.0], [6.0, 8.0], [0.0, 1.0]])))
print(row_norms.experimental_get_tracing_count())
print(row_norms.input_signature)
try:
    row_norms(tf.constant([[1.0, 2.0, 3.0]]))
except TypeError as e:
    print("TypeError:", e)
try:
    row_norms(tf.constant([[1, 2]]))
except TypeError as e:
    print("TypeError:", e)
print(row_norms(tf.constant([[1.0, 2.0]])).shape)
cf = row_norms.get_concrete_function()
print(cf.pretty_printed_signature())
print(cf.pretty_printed_signature(verbose=False))
