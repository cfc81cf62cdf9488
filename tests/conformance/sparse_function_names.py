# The tf.sparse functions are the Python functions sparse_ops.py and math_ops.py export under
# those names (tf_export("sparse.add", v1=[]) over def sparse_add_v2, ...), so their __name__
# and Python's argument errors name them so.
import tensorflow as tf

for fn in [tf.sparse.add, tf.sparse.concat, tf.sparse.slice, tf.sparse.sparse_dense_matmul, tf.sparse.reduce_sum,
           tf.sparse.reduce_max, tf.sparse.transpose, tf.sparse.reshape, tf.sparse.expand_dims, tf.sparse.eye,
           tf.sparse.retain, tf.sparse.fill_empty_rows, tf.sparse.reset_shape, tf.sparse.maximum, tf.sparse.minimum,
           tf.sparse.softmax, tf.sparse.split, tf.sparse.to_indicator, tf.sparse.map_values]:
    print(fn.__name__)
try:
    tf.sparse.fill_empty_rows(tf.sparse.eye(2))
except TypeError as e:
    print(e)
