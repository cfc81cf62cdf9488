# A tf.compat.v1.Dimension where a shape is expected is one dimension: TensorShape.__init__
# treats what iter() refuses as as_dimension(dims).value, and concatenate / + convert their
# operand with as_shape (tensor_shape_test.py ShapeTest.testConcatenateWithDimension, both the
# Concatenate and Add parameterizations). A Dimension repeats a list through __index__ once
# Dimension.__mul__ / __rmul__ decline it (as_dimension([4]) fails): [4] * 12 == [4] * dim and
# 12 * [4] == dim * [4] (DimensionTest.testDimension; CPython's sequence_repeat).
# TF source: tensorflow/python/framework/tensor_shape.py (TensorShape.__init__, as_shape,
# concatenate, __add__, Dimension.__init__, __index__, __mul__).
import tensorflow as tf

D = tf.compat.v1.Dimension
print(tf.TensorShape([1, 2]).concatenate(D(3)))
print(tf.TensorShape([1, 2]) + D(3))
print(repr(tf.TensorShape(D(3))), repr(tf.TensorShape(D(None))))
tf.TensorShape([1, 2, 3]).assert_is_compatible_with(tf.TensorShape([1, 2]).concatenate(D(3)))
print(tf.TensorShape([3]) == D(3))
for bad in [1.5, object]:
    try:
        tf.TensorShape(bad)
    except TypeError as e:
        print(e)

dim = D(12)
print([4] * 12 == [4] * dim, 12 * [4] == dim * [4], (4,) * dim == (4,) * 12, "ab" * dim == "ab" * 12)
try:
    [4] * D(None)
except TypeError as e:
    print(e)
