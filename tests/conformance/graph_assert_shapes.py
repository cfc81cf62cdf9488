# tf.debugging.assert_shapes, eagerly and inside tf.function: sizes known while tracing are
# checked at once (ValueError, "in user code" inside a trace); a size only known when the graph
# runs gets an Assert op that fails with the dimension's data.
# TF source: tensorflow/python/ops/check_ops.py (assert_shapes: tensor_name is
# _shape_and_dtype_str eagerly and x.name in a graph, `...`/'*' only first, _dimension_sizes
# (a scalar is rank 1 of size 1), _symbolic_dimension_sizes, rank checks through assert_rank /
# assert_rank_in([0, 1]) / assert_rank_at_least with their static ValueError texts, the size
# loop's "Specified explicitly" / "Specified by tensor %s dimension %d" messages and its Assert
# data), control_flow_assert.py (int32/string data: a bare Assert op).
import tensorflow as tf
x = tf.zeros([10, 3])
y = tf.ones([10, 7])
p = tf.constant([1.0, 2.0, 3.0])
print(tf.debugging.assert_shapes([(x, ('N', 'Q')), (y, ('N', 'D')), (p, ('Q',)), (1.0, ())]))
for spec in [[(x, ('N', 'D')), (y, ('N', 'D'))], [(x, (10, 3, 1))], [(x, ('N', 5))], [(x, (..., 3)), (p, ('*', 4))], [(x, 7)], [(x, ('N', ..., 'Q'))]]:
    try:
        tf.debugging.assert_shapes(spec, message="check")
    except ValueError as e:
        print("ValueError:", e)

@tf.function(input_signature=[tf.TensorSpec([None, 3]), tf.TensorSpec([None])])
def rows(m, v):
    tf.debugging.assert_shapes([(m, ('N', 3)), (v, ('N',))])
    return tf.reduce_sum(m, axis=1) + v

print(rows(tf.ones([2, 3]), tf.constant([1.0, 2.0])).numpy())
try:
    rows(tf.ones([2, 3]), tf.constant([1.0, 2.0, 3.0]))
except tf.errors.InvalidArgumentError as e:
    print(e)

@tf.function
def static_rows(m):
    tf.debugging.assert_shapes([(m, ('N', 4))])
    return m
try:
    static_rows(tf.ones([2, 3]))
except ValueError as e:
    print("ValueError:", e)
