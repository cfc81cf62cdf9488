# Calling a ConcreteFunction binds to its own signature first (its traced types, no defaults);
# when that fails with a TypeError it tries the flat signature of its tensor inputs, and if both
# fail the error carries both messages.
# TF source: tensorflow/python/eager/polymorphic_function/concrete_function.py (_call_impl,
# _call_with_flat_signature, _flat_signature_summary), function_type_utils.py
# (bind_function_inputs), tensorflow/core/function/trace_type/default_types.py (Literal.cast),
# tensorflow/python/framework/tensor.py (TensorSpec.cast), tracing_compilation.py
# (_set_arg_keywords).
import tensorflow as tf


@tf.function
def scale(x, k):
    return x * k


cf = scale.get_concrete_function(tf.TensorSpec([None], tf.int32), 2)
print(cf(tf.constant([1, 2]), 2).numpy())
print(cf(tf.constant([1, 2, 3])).numpy())
print(cf([4, 5], 2).numpy())
print(cf(k=2, x=tf.constant([6])).numpy())

calls = [
    lambda: cf(tf.constant([1, 2]), 3),
    lambda: cf(tf.constant([[1]]), 2),
    lambda: cf(x=tf.constant([1]), k=2, z=1),
    lambda: cf("a"),
]
for call in calls:
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)
print("traces:", scale.experimental_get_tracing_count())
