# Calling a ConcreteFunction with a tensor whose shape does not fit its traced spec: the
# structured call fails (TensorSpec.cast), the flat signature takes the tensor, and from eager
# nothing checks shapes beyond what the kernels do, so the call runs. Inside another
# tf.function the flat call checks each input's shape against the graph's placeholder and
# fails with a ValueError, reported after the structured error.
# TF source: tensorflow/python/eager/polymorphic_function/concrete_function.py (_call_impl,
# _call_with_flat_signature, _call_flat: "is not compatible with the shape this function was
# traced with"), tensorflow/python/framework/tensor.py (TensorSpec.cast);
# polymorphic_function_test.py (test_concrete_function_shape_mismatch).
import tensorflow as tf


@tf.function
def f(argument_name):
    return argument_name + 1.0


f_concrete = f.get_concrete_function(tf.constant([1.0]))
print(f_concrete(tf.constant([1.0, 2.0])))


@tf.function(autograph=False)
def g():
    return f_concrete(tf.constant([1.0, 2.0]))


try:
    g()
except TypeError as e:
    print("TypeError:", e)
print("traces:", f.experimental_get_tracing_count())
