# Graph-building paths that read past a shape's end now raise TF's errors: BroadcastArgs's
# shape function WithRank(shape_x, 1) (array_ops.cc), nn_ops._flatten_outer_dims's shape[-1]
# of a scalar's empty static shape (IndexError), and tensor_util.make_tensor_proto, which is
# NumPy work and gives a TensorProto inside a tf.function too.
import tensorflow as tf


@tf.function
def broadcast():
    return tf.broadcast_dynamic_shape(tf.constant([2, 1]), 3)


@tf.function
def xent():
    return tf.nn.softmax_cross_entropy_with_logits(tf.constant(1.0), tf.constant(2.0))


for f in (broadcast, xent):
    try:
        f()
    except Exception as e:  # the IndexError reaches the caller as AutoGraph's StagingError
        print(type(e).__name__, e)


@tf.function
def proto():
    p = tf.make_tensor_proto([1, 2])
    print(p.dtype, p.tensor_shape.dim[0].size, list(p.tensor_content))
    return tf.constant(0)


proto()

# nn_ops.Convolution reads the filter's shape only after filter_shape.with_rank(4): a scalar
# filter to a dilated convolution is TensorShape's ValueError (it read past the shape's end).
try:
    tf.nn.atrous_conv2d(tf.ones([1, 4, 4, 3]), tf.constant(0.0), 2, "VALID")
except ValueError as e:
    print(type(e).__name__, e)
