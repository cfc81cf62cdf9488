# A cached trace serves every call whose types are subtypes of its input types: the (None,)
# concrete function from get_concrete_function serves (3,) and (5,) calls without tracing, and
# when several traces match, the most specific one wins.
# TF source: tensorflow/core/function/polymorphism/type_dispatch.py (TypeDispatchTable.dispatch),
# tensorflow/python/framework/tensor_shape.py (TensorShape.is_subtype_of).
import tensorflow as tf


@tf.function
def shape_of(v):
    print("tracing shape_of for", v.shape)
    return tf.shape(v)


shape_of.get_concrete_function(tf.TensorSpec([None], tf.int32))
print("after get_concrete_function:", shape_of.experimental_get_tracing_count())
print(shape_of(tf.constant([1, 2, 3])).numpy())
print(shape_of(tf.constant([1, 2, 3, 4, 5])).numpy())
print("after (3,) and (5,):", shape_of.experimental_get_tracing_count())
print(shape_of(tf.constant([[1, 2]])).numpy())
shape_of.get_concrete_function(tf.TensorSpec(None, tf.int32))
print(shape_of(tf.constant([[1, 2, 3]])).numpy())
print(shape_of(tf.constant([7])).numpy())
print("traces:", shape_of.experimental_get_tracing_count())
print(shape_of(tf.constant([1.0])).numpy())
print("after a float32 call:", shape_of.experimental_get_tracing_count())
