# Obtaining concrete functions: pretty_printed_concrete_signatures in cache order (a list
# argument is List[Literal...]), a concrete function called directly, get_concrete_function
# with a TensorSpec (a 4th trace), function_type, structured_input_signature (names the arg),
# graph inputs and op types (tf.maximum's Python 0. becomes a Const). Calling a concrete
# function eagerly with an incompatible shape falls back to its flat signature and runs (no
# shape check from eager: polymorphic_function_test.py test_concrete_function_shape_mismatch).
import tensorflow as tf

@tf.function
def my_relu(x):
    return tf.maximum(0., x)

print(my_relu(tf.constant(5.5)))
print(my_relu([1, -1]))
print(my_relu(tf.constant([3., -3.])))
print(my_relu.pretty_printed_concrete_signatures())
cf = my_relu.get_concrete_function(tf.constant(1.0))
print(cf(tf.constant(-2.0)))
try:
    cf(tf.constant([1.0, 2.0]))
except Exception as e:
    print(type(e).__name__, e)
print(my_relu.get_concrete_function(tf.TensorSpec([None], tf.float32)))
print(my_relu.experimental_get_tracing_count())
print(cf.function_type)
print(cf.structured_input_signature)
print(cf.graph.inputs)
print([op.type for op in cf.graph.get_operations()])
