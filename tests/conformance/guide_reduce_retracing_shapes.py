# reduce_retracing=True: the first call traces its exact shape, the next new shape of the same
# rank generalizes to None dims, a rank change generalizes to an unknown rank, and later calls
# reuse the most general trace (TraceType.most_specific_common_supertype in
# tensorflow/python/framework/tensor_shape.py and polymorphic_function.py).
import tensorflow as tf

@tf.function(reduce_retracing=True)
def total(x):
    print("Tracing for", x.shape)
    return tf.reduce_sum(x)

print(total(tf.ones([2])))
print(total(tf.ones([3])))
print(total(tf.ones([4])))
print(total(tf.ones([2, 2])))
print(total(tf.ones([3, 3])))
print(total(tf.ones([2, 2, 2])))
print(total.experimental_get_tracing_count())
print(total.pretty_printed_concrete_signatures(verbose=False))
