# tf.experimental.numpy array manipulation and comparisons, from TF 2.20's numpy_ops/
# np_math_ops.py and np_array_ops.py: tensordot/outer with promotion (int64 x float32 ->
# float64), vstack/hstack over atleast_2d/atleast_1d, tile padding reps and shape with ones,
# flip, logical ops casting to bool, sort (only kind='quicksort') and argsort (int64, np.intp)
# with their ValueErrors, mod/floor_divide, isclose/allclose (|a-b| <= atol + rtol*|b|).
import tensorflow as tf
import tensorflow.experimental.numpy as tnp

a = tnp.asarray([1, 2, 3])
print(tnp.tensordot(tnp.ones([2, 3]), tnp.ones([3, 4]), axes=1).shape)
print(tnp.outer(a, tf.constant([1.0, 0.5])))
print(tnp.vstack([a, [4, 5, 6]]))
print(tnp.hstack([tf.constant([1, 2]), tf.constant([3.5])]))
print(tnp.tile(tf.constant([1, 2]), [2, 2]))
print(tnp.flip(tnp.reshape(tnp.arange(4), [2, 2])))
print(tnp.flip(a, 0), tnp.fliplr(tf.constant([[1, 2], [3, 4]])))
print(tnp.logical_and([1, 0, 2], [True, True, False]), tnp.logical_not(tf.constant([0.0, 1.5])))
print(tnp.sort(tf.constant([[3, 1, 2], [9, 7, 8]])), tnp.sort(tf.constant([[3, 1], [0, 2]]), axis=None))
print(tnp.argsort(tf.constant([3.0, 1.0, 2.0])))
print(tnp.atleast_2d(tf.constant(5)).shape, tnp.atleast_1d(1, [2, 3])[0])
try:
    tnp.sort(a, kind="heapsort")
except ValueError as e:
    print("ValueError:", e)
try:
    tnp.argsort(a, kind="heapsort")
except ValueError as e:
    print("ValueError:", e)
print(tnp.mod(tnp.asarray([7, -7]), 3), tnp.floor_divide(7.5, 2))
print(tnp.isclose(tf.constant([1.0, 2.0]), [1.0, 2.1]), tnp.allclose([1.0], [1.0 + 1e-9]))
