# Concrete functions: Python arguments give one concrete function per value (Literal[1] and
# Literal[2] are different), a TensorSpec and a tensor of that spec give the same one; calling
# them positionally and by keyword, their graphs' op counts, no captures or variables, the
# non-verbose signature of a Literal parameter, output_shapes and output_dtypes
# (concrete_function.py, core/function/polymorphism/function_type.py).
import tensorflow as tf

@tf.function
def f(x):
    return tf.abs(x)

f1 = f.get_concrete_function(1)
f2 = f.get_concrete_function(2)
print(f1 is f2)
f3 = f.get_concrete_function(tf.TensorSpec([], tf.int32))
f4 = f.get_concrete_function(tf.constant(5))
print(f3 is f4)
print(f.experimental_get_tracing_count())
print(f1(), f2())
print(f3(tf.constant(-3)))
print(f3(x=tf.constant(-4)))
print(type(f3).__name__, len(f3.graph.get_operations()))
print(f3.captured_inputs, f3.variables)
print(f1.pretty_printed_signature(verbose=False))
print(f3.output_shapes, f3.output_dtypes)
