# tf.sparse operations as TensorFlow's "Working with sparse tensors" guide uses them, eagerly.
# Expected values: the guide's outputs (tf.sparse.add of st_a and st_b, sparse_dense_matmul
# [[78], [162]], the concatenated heart pattern, the three slices, map_values(tf.add, st2, 5))
# and the sparse_ops.py / kernel rules: SparseAdd merges the two row-major index lists;
# SparseConcat keeps row-major order; SparseSlice clips the shape at the input's end (0 wide
# when the start is past it); SparseReduceMax zero-fills outputs with no value; `sp / 2` of int32
# values casts to float64 (_sparse_dense_truediv); SparseFillEmptyRows puts the default at
# column 0 of each empty row; sparse_reorder orders transpose's result.
import tensorflow as tf


def pprint_sparse_tensor(st):
    s = "<SparseTensor shape=%s \n values={" % (st.dense_shape.numpy().tolist(),)
    for (index, value) in zip(st.indices, st.values):
        s += "\n  %s: %s" % (index.numpy().tolist(), value.numpy().tolist())
    return s + "}>"


st_a = tf.sparse.SparseTensor(indices=[[0, 2], [3, 4]], values=[31, 2], dense_shape=[4, 10])
st_b = tf.sparse.SparseTensor(indices=[[0, 2], [3, 0]], values=[56, 38], dense_shape=[4, 10])
st_sum = tf.sparse.add(st_a, st_b)
print(pprint_sparse_tensor(st_sum))

st_c = tf.sparse.SparseTensor(indices=([0, 1], [1, 0], [1, 1]), values=[13, 15, 17], dense_shape=(2, 2))
mb = tf.constant([[4], [6]])
print(tf.sparse.sparse_dense_matmul(st_c, mb))
print(tf.sparse.sparse_dense_matmul(st_c, mb, adjoint_a=True))
print(tf.sparse.sparse_dense_matmul(tf.constant([[1, 2]]), st_c))

sparse_pattern_A = tf.sparse.SparseTensor(indices=[[2, 4], [3, 3], [3, 4], [4, 3], [4, 4], [5, 4]],
                                          values=[1, 1, 1, 1, 1, 1], dense_shape=[8, 5])
sparse_pattern_B = tf.sparse.SparseTensor(indices=[[0, 2], [1, 1], [1, 3], [2, 0], [2, 4], [2, 5], [3, 5],
                                                   [4, 5], [5, 0], [5, 4], [5, 5], [6, 1], [6, 3], [7, 2]],
                                          values=[1] * 14, dense_shape=[8, 6])
sparse_pattern_C = tf.sparse.SparseTensor(indices=[[3, 0], [4, 0]], values=[1, 1], dense_shape=[8, 6])
sparse_pattern = tf.sparse.concat(axis=1, sp_inputs=[sparse_pattern_A, sparse_pattern_B, sparse_pattern_C])
print(tf.sparse.to_dense(sparse_pattern))
print(tf.sparse.to_dense(tf.sparse.slice(sparse_pattern_A, start=[0, 0], size=[8, 5])))
print(tf.sparse.to_dense(tf.sparse.slice(sparse_pattern_B, start=[0, 5], size=[8, 6])))
print(tf.sparse.to_dense(tf.sparse.slice(sparse_pattern_C, start=[0, 10], size=[8, 6])))

st2 = tf.sparse.from_dense([[1, 0, 0, 8], [0, 0, 0, 0], [0, 0, 3, 0]])
print(tf.sparse.to_dense(tf.sparse.map_values(tf.add, st2, 5)))
print(tf.sparse.to_dense(tf.SparseTensor(st2.indices, st2.values + 5, st2.dense_shape)))
print(st2 * 2)
print(tf.sparse.to_dense(st2 / 2))
print(tf.sparse.reduce_sum(st2), tf.sparse.reduce_sum(st2, axis=1), tf.sparse.reduce_sum(st2, axis=0, keepdims=True))
print(tf.sparse.reduce_max(tf.sparse.SparseTensor([[0, 0]], [-1.5], [2, 2]), axis=1))
print(tf.sparse.reduce_sum(st2, axis=1, output_is_sparse=True))
print(tf.sparse.transpose(st2))
print(tf.sparse.reshape(st2, [2, -1]))
print(tf.sparse.expand_dims(st2, 0).shape)
print(tf.sparse.eye(3))
print(tf.sparse.retain(st2, [True, False, True]))
filled, empty_rows = tf.sparse.fill_empty_rows(st2, -1)
print(tf.sparse.to_dense(filled), empty_rows)
print(tf.sparse.reset_shape(st2).dense_shape)
print(tf.sparse.maximum(st_a, st_b))
print(tf.sparse.softmax(tf.sparse.SparseTensor([[0, 0], [0, 2], [1, 1]], [1.0, 2.0, 3.0], [2, 3])).values)
for part in tf.sparse.split(sp_input=st2, num_split=2, axis=1):
    print(tf.sparse.to_dense(part))
print(tf.sparse.to_indicator(tf.sparse.SparseTensor([[0, 0], [0, 1], [1, 0]], [0, 3, 1], [2, 2]), 4))
print(tf.sparse.segment_sum(tf.constant([[1, 2], [3, 4], [5, 6]]), tf.constant([0, 2]), tf.constant([0, 0])))
print(st2.with_values(st2.values * 10).values, st2.get_shape())
print(tf.sparse.add(st2, tf.ones([3, 4], tf.int32)))
try:
    tf.sparse.add(tf.constant(1), tf.constant(2))
except TypeError as e:
    print("TypeError:", e)
try:
    tf.sparse.concat(1, st2)
except TypeError as e:
    print("TypeError:", e)


# The guide's tf.function section, run eagerly (tfplay traces no SparseTensor argument:
# sparse_tensor_function_argument.py), and its reduce_max section (a run of the guide printed
# [[225 0 0] ... [0 0 625]] and -3: reduce_max ignores the missing values).
def f(x, y):
    return tf.sparse.sparse_dense_matmul(x, y)


a = tf.sparse.SparseTensor(indices=[[0, 3], [2, 4]], values=[15, 25], dense_shape=[3, 10])
b = tf.sparse.to_dense(tf.sparse.transpose(a))
print(f(a, b))
print(tf.sparse.reduce_max(tf.sparse.from_dense([-5, 0, -3])))
print(tf.math.reduce_max([-5, 0, -3]))
