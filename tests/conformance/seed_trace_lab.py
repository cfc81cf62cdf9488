import tensorflow as tf

tf.config.threading.set_intra_op_parallelism_threads(1)
tf.config.threading.set_inter_op_parallelism_threads(1)
def eager_normalize(values, offset):
    return (values - offset) / 2.0

@tf.function
def literal_normalize(values, offset):
    return (values - offset) / 2.0

@tf.function(input_signature=[
    tf.TensorSpec([None, 2], tf.float32),
    tf.TensorSpec([], tf.float32),
])
def tensor_normalize(values, offset):
    return (values - offset) / 2.0

x = tf.constant([[6.0, 10.0], [14.0, 18.0]])
expected = tf.constant([[2.0, 4.0], [6.0, 8.0]])
tf.debugging.assert_equal(eager_normalize(x, 2.0), expected)
tf.debugging.assert_equal(literal_normalize(x, 2.0), expected)
literal_normalize(x, 4.0)
assert literal_normalize.experimental_get_tracing_count() == 2

tf.debugging.assert_equal(tensor_normalize(x, tf.constant(2.0)), expected)
one_row = tensor_normalize(tf.constant([[8.0, 12.0]]), tf.constant(4.0))
tf.debugging.assert_equal(one_row, tf.constant([[2.0, 4.0]]))
assert tensor_normalize.experimental_get_tracing_count() == 1
for label, invalid in [
    ('rank', tf.constant([6.0, 10.0])),
    ('dtype', tf.constant([[6, 10]], dtype=tf.int32)),
]:
    try:
        tensor_normalize(invalid, tf.constant(2.0))
    except TypeError:
        print('expected rejection:', label)
    else:
        raise AssertionError(label + ' mismatch accepted')
print('PASS: literal traces=2; tensor-signature traces=1; valid outputs checked')
print('tensorflow', tf.__version__)
