# tf.strided_slice called directly (array_ops.strided_slice): strides default to
# ones_like(begin), every mask as the StridedSlice op reads it. Expected values from the
# tf.strided_slice docstring (the three slices of `t`) and strided_slice_op_test.py's mask cases;
# the graph names from array_ops.strided_slice (ones_like, then the gen op "StridedSlice").
import tensorflow as tf

t = tf.constant([[[1, 1, 1], [2, 2, 2]],
                 [[3, 3, 3], [4, 4, 4]],
                 [[5, 5, 5], [6, 6, 6]]])
print(tf.strided_slice(t, [1, 0, 0], [2, 1, 3], [1, 1, 1]))
print(tf.strided_slice(t, [1, 0, 0], [2, 2, 3], [1, 1, 1]))
print(tf.strided_slice(t, [1, -1, 0], [2, -3, 3], [1, -1, 1]))
# strides=None: ones_like(begin).
print(tf.strided_slice(t, [0, 1], [3, 2]))
# begin_mask/end_mask ignore begin[i]/end[i]; shrink_axis_mask drops an axis.
print(tf.strided_slice(t, [9, 0, 1], [1, 2, 2], [1, 1, 1], begin_mask=1, shrink_axis_mask=4))
print(tf.strided_slice(t, [1, 0, 0], [0, 0, 0], [1, 1, 1], end_mask=7))
# ellipsis_mask: t[..., 0]; new_axis_mask: t[tf.newaxis, 0].
print(tf.strided_slice(t, [0, 0], [0, 1], [1, 1], ellipsis_mask=1, shrink_axis_mask=2))
print(tf.strided_slice(t, [0, 0], [0, 1], [1, 1], new_axis_mask=1, shrink_axis_mask=2).shape)
try:
    tf.strided_slice(t, [0], [1], [0])
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__)


@tf.function
def middle(x):
    return tf.strided_slice(x, [1], [-1])


cf = middle.get_concrete_function(tf.TensorSpec([None], tf.float32))
print([(op.name, op.type) for op in cf.graph.get_operations()])
print(cf.structured_outputs.shape)
print(middle(tf.constant([1.0, 2.0, 3.0, 4.0])))
