# tf.boolean_mask with an axis (TF 2.20 array_ops.boolean_mask; array_ops_test.BooleanMaskTest):
# - testMaskWithAxisTensor: a tensor axis counts by tensor_util.constant_value(axis), in a
#   tf.function too (it used to raise TypeError there);
# - testMaskDim1ArrDim2Axis1 / CheckVersusNumpy: axis=1 masks the dims from axis on as NumPy's
#   arr[:, mask] does; the dims axis..axis+ndims(mask) fold into one before the GatherV2 at `axis`,
#   and shape_tensor[axis:axis + ndims_mask] must be compatible with the mask's shape (ValueError).
import numpy as np
import tensorflow as tf


@tf.function(autograph=False)
def axis_tensor():
    return tf.boolean_mask([1, 2, 3], [True, False, True], axis=tf.constant(0, dtype=tf.int32))


print(axis_tensor())
print(tf.boolean_mask([1, 2, 3], [True, False, True], axis=tf.constant(0)))

x = np.arange(24).reshape(2, 3, 4)
mask = np.array([True, False, True])
print(tf.boolean_mask(x, mask, axis=1))
assert np.array_equal(tf.boolean_mask(x, mask, axis=1).numpy(), x[:, mask])
mask2 = np.array([[True, False, True, False], [False, True, True, True], [True, True, True, True]])
print(tf.boolean_mask(x, mask2, axis=1))
assert np.array_equal(tf.boolean_mask(x, mask2, axis=1).numpy(), x[:, mask2])
print(tf.boolean_mask(x, np.array([False, True, True, False]), axis=2).shape)


@tf.function(input_signature=[tf.TensorSpec([None, 3, None], tf.int64)])
def unknown_dims(t):
    masked = tf.boolean_mask(t, [True, False, True], axis=1)
    print("traced:", masked.shape)
    return masked


print(unknown_dims(x).shape)

try:
    tf.boolean_mask(x, [True, False], axis=1)
except ValueError as e:
    print("ValueError:", e)
