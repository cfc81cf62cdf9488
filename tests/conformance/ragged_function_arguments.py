# RaggedTensor arguments to tf.function. TF 2.20 keys a RaggedTensor by its TraceType, the
# RaggedTensorSpec.from_value(value) of ragged_tensor.py (shape with the number of rows, dtype,
# ragged_rank, row_splits dtype): rows of other lengths reuse the trace, another number of rows
# traces again (reduce_retracing or an input_signature of shape [None, None] avoids that).
# TypeSpec.placeholder_value (type_spec.py) makes one placeholder per _component_specs entry
# ([flat_values, row_splits]) named by the parameter, so the graph has "x" and "x_1";
# RaggedTensor.__repr__ of a symbolic value is "tf.RaggedTensor(values=%s, row_splits=%s)", and
# a spec prints as TypeSpec.__repr__ (class name and _serialize()). Row reductions run
# ragged_math_ops.ragged_reduce_aggregate (unsorted segment ops over value_rowids, nrows
# segments: static when row_splits has a static size); reduce_mean is reduce_sum / count.
import tensorflow as tf


@tf.function
def scale(x):
    print("tracing scale:", x)
    return x * 2 + 1


a = tf.ragged.constant([[1, 2], [3]])
b = tf.ragged.constant([[4], [5, 6, 7]])
c = tf.ragged.constant([[1], [2, 3], []])
print(scale(a))
print(scale(b))
print(scale(c))
print(scale.experimental_get_tracing_count())
print(scale.pretty_printed_concrete_signatures())
print(tf.RaggedTensorSpec.from_value(a))


@tf.function(input_signature=[tf.RaggedTensorSpec(shape=[None, None], dtype=tf.float32)])
def row_means(x):
    print("tracing row_means:", x.shape, x.dtype, x.ragged_rank)
    return tf.reduce_mean(x, axis=1)


print(row_means(tf.ragged.constant([[1.0, 2.0], [3.0]])))
print(row_means(tf.ragged.constant([[1.0], [2.0, 4.0, 6.0], [5.0, 7.0]])))
print(row_means.experimental_get_tracing_count())
cf = row_means.get_concrete_function()
print(cf.structured_input_signature)
print(cf.pretty_printed_signature())


@tf.function
def totals(x):
    return tf.reduce_sum(x, axis=1), x.row_lengths()


cf2 = totals.get_concrete_function(tf.RaggedTensorSpec(shape=[None, None], dtype=tf.int32))
print(cf2(c))
print(cf2(a))
print(totals.experimental_get_tracing_count())
print(cf2.structured_outputs)


@tf.function(reduce_retracing=True)
def relaxed(x):
    print("tracing relaxed:", x.shape)
    return -x


print(relaxed(a))
print(relaxed(c))
print(relaxed(tf.ragged.constant([[9], [8], [7], [6]])))
print(relaxed.experimental_get_tracing_count())
