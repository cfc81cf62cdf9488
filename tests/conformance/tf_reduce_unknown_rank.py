# math_ops._may_reduce_to_scalar (TF 2.20 math_ops.py): reduce_sum, reduce_mean, reduce_max,
# reduce_min, reduce_prod, reduce_all and reduce_any with axis=None and keepdims=False set their
# result's static shape to () even when the input's rank is unknown (the Sum/Mean/... shape
# function alone cannot tell); count_nonzero reduces through reduce_sum and a cast. With
# keepdims=True or an explicit axis the shape stays unknown. Expected values from that source.
import tensorflow as tf


@tf.function(input_signature=[tf.TensorSpec(None, tf.float32)])
def f(x):
    print(tf.reduce_sum(x).shape, tf.reduce_mean(x).shape, tf.reduce_max(x).shape, tf.reduce_min(x).shape,
          tf.reduce_prod(x).shape)
    print(tf.reduce_all(x > 0).shape, tf.reduce_any(x > 0).shape, tf.math.count_nonzero(x).shape)
    print(tf.reduce_sum(x, keepdims=True).shape, tf.reduce_sum(x, axis=0).shape)
    return tf.reduce_sum(x)


print(f.get_concrete_function().structured_outputs.shape, f(tf.ones([2, 3])).numpy())
