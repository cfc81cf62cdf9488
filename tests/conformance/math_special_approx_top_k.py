# tf.math.approx_max_k / approx_min_k and their tf.nn aliases (TF 2.20 nn_ops.py approx_max_k,
# approx_min_k -> gen_nn_ops.approx_top_k, an ApproxTopK(values, indices) namedtuple). Off TPU
# the op runs xla::ApproxTopKFallback, a sort and a slice, so the expected values are the exact
# k largest / smallest entries along reduction_dimension and their int32 indices, worked out by
# hand from the inputs below (which have no ties).
import tensorflow as tf

x = tf.constant([[0.3, 0.9, 0.1, 0.7], [2.0, -1.0, 5.0, 0.0]])
values, indices = tf.math.approx_max_k(x, 2)
print(values)
print(indices)
print(tf.math.approx_min_k(x, 1, reduction_dimension=0))
print(tf.nn.approx_max_k(x, 3, recall_target=0.9).indices)
print(tf.nn.approx_min_k is tf.math.approx_min_k)

@tf.function
def smallest(x):
  return tf.math.approx_min_k(x, 2)

print(smallest(x))
print(smallest.get_concrete_function(tf.TensorSpec([None, 4])).structured_outputs)
