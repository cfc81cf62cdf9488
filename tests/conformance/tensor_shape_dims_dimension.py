# TensorShape.dims and tf.compat.v1.Dimension (tensorflow/python/framework/tensor_shape.py,
# TF 2.20): `dims` is "[as_dimension(d) for d in self._dims]", a list of Dimension objects (None
# for an unknown rank), while indexing and iterating a V2 TensorShape give ints and None.
# Dimension: repr "Dimension(2)", str "?" when unknown, arithmetic and comparisons propagate
# unknown values (None), `/` raises its TypeError asking for //, negative values are refused;
# TensorShape accepts Dimension objects (as_dimension(d).value).
import tensorflow as tf

shape = tf.TensorShape([2, None])
print(shape.dims)
print(shape.dims[0].value, shape.dims[1].value, str(shape.dims[1]), int(shape.dims[0]))
print(shape[0], type(shape[0]).__name__, list(shape))
print(tf.TensorShape(None).dims)
print(tf.constant([[1, 2, 3]]).shape.dims)
Dimension = tf.compat.v1.Dimension
print(Dimension(3) + 2, Dimension(None) * 4, Dimension(6) // Dimension(4), repr(Dimension(5) - 1))
print(Dimension(3) == 3, Dimension(None) == 3, Dimension(2) < Dimension(5), Dimension(None) >= 1)
print(Dimension(4).merge_with(None), Dimension(None).is_compatible_with(7), bool(Dimension(0)))
print(tf.compat.v1.dimension_value(shape.dims[0]), tf.compat.v1.dimension_value(5))
print(tf.compat.v1.dimension_at_index(tf.TensorShape(None), 3))
print(tf.TensorShape([Dimension(4), Dimension(None), 7]))
print(type(Dimension(1)))
try:
    Dimension(-1)
except ValueError as e:
    print("ValueError:", e)
try:
    Dimension(3) / 2
except TypeError as e:
    print("TypeError:", e)
try:
    Dimension(2).merge_with(3)
except ValueError as e:
    print("ValueError:", e)
try:
    Dimension(1.5)
except TypeError as e:
    print("TypeError:", e)
