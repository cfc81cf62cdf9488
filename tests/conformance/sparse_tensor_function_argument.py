# A SparseTensor or RaggedTensor passed to a tf.function: TF traces it as a SparseTensorSpec /
# RaggedTensorSpec (CompositeTensor.__tf_tracing_type__), one trace for every value of that spec,
# with symbolic components in the body, each a placeholder named after the parameter
# (sparse_tensor.py SparseTensorSpec._to_components / _from_components: indices, values,
# dense_shape; ragged_tensor.py RaggedTensorSpec: flat_values and row_splits). SparseTensor's
# repr is "SparseTensor(indices=%s, values=%s, dense_shape=%s)" of its three tensors.
import tensorflow as tf


@tf.function
def row_sums(x):
    print("tracing", x)
    if isinstance(x, tf.SparseTensor):
        x = tf.sparse.to_dense(x)
    return tf.reduce_sum(x, axis=1)


st = tf.sparse.SparseTensor(indices=[[0, 0], [1, 2]], values=[1.0, 2.0], dense_shape=[2, 3])
rt = tf.ragged.constant([[1.0, 2.0], [3.0]])
print(row_sums(st))
print(hasattr(st, "__tf_tracing_type__"), hasattr(rt, "__tf_tracing_type__"))
print(tf.sparse.reduce_sum(st, axis=1))
print(row_sums(tf.sparse.to_dense(st)))
# RaggedTensor.__repr__ of a symbolic value: "tf.RaggedTensor(values=%s, row_splits=%s)".
print(row_sums(rt))
print(row_sums(tf.sparse.SparseTensor(indices=[[1, 1]], values=[5.0], dense_shape=[2, 3])))
print(row_sums.experimental_get_tracing_count())
