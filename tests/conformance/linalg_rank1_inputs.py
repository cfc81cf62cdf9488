# tf.linalg.pinv and tf.linalg.lstsq on a vector. pinv runs linalg_impl._maybe_validate_matrix
# (ValueError "Input `a` must have at least 2 dimensions (saw: 1).", TypeError for a non-float
# dtype); matrix_solve_ls's _composite_impl indexes matrix.get_shape()[-2:][-2], which for a
# vector is an index past TensorShape's dims tuple: IndexError "tuple index out of range".
import tensorflow as tf

try:
    tf.linalg.pinv(tf.constant([1., 2.]))
except ValueError as e:
    print(type(e).__name__, e)
try:
    tf.linalg.pinv(tf.constant([[1, 2], [3, 4]]))
except TypeError as e:
    print(type(e).__name__, e)
try:
    tf.linalg.lstsq(tf.constant([1., 2.]), tf.constant([1., 2.]))
except IndexError as e:
    print(type(e).__name__, e)
