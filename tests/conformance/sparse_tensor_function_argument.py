# A SparseTensor or RaggedTensor passed to a tf.function: TF traces it as a SparseTensorSpec /
# RaggedTensorSpec (CompositeTensor.__tf_tracing_type__), one trace for every value of that spec,
# with symbolic components in the body. tfplay traces RaggedTensors (ragged_tensor.py
# RaggedTensorSpec._to_components / _from_components: placeholders for flat_values and
# row_splits, both named after the parameter) but not SparseTensors: that call raises a
# NotImplementedError naming the feature before the body runs (tfplay's own wording). The same
# values work outside tf.function, and a tf.function still takes their dense forms.
import tensorflow as tf


@tf.function
def row_sums(x):
    print("tracing", x)
    return tf.reduce_sum(x, axis=1)


st = tf.sparse.SparseTensor(indices=[[0, 0], [1, 2]], values=[1.0, 2.0], dense_shape=[2, 3])
rt = tf.ragged.constant([[1.0, 2.0], [3.0]])
try:
    row_sums(st)
except NotImplementedError as e:
    print("NotImplementedError:", e)
print(hasattr(st, "__tf_tracing_type__"), hasattr(rt, "__tf_tracing_type__"))
print(tf.sparse.reduce_sum(st, axis=1))
print(row_sums(tf.sparse.to_dense(st)))
# RaggedTensor.__repr__ of a symbolic value: "tf.RaggedTensor(values=%s, row_splits=%s)".
print(row_sums(rt))
print(row_sums.experimental_get_tracing_count())
