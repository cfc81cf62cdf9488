# A Python list holding tensors converts by stacking them (a Pack op), with Python numbers
# converted to the tensors' dtype; a requested dtype casts the tensors first.
# Expected text derived from tensorflow/python/ops/array_ops.py (_autopacking_helper,
# _autopacking_conversion_function, _cast_nested_seqs_to_dtype) and
# tensorflow/python/autograph/operators/control_flow.py (_verify_tf_loop_vars shape message).
import tensorflow as tf

m = tf.ones([2, 6])
print(tf.reshape(m, [tf.shape(m)[0], -1, 3]).shape)
print(tf.zeros([tf.shape(m)[1], 1]).shape)
lo = tf.constant(4.0)
hi = tf.constant(9.5)
print(tf.convert_to_tensor([lo, hi]))
print(tf.convert_to_tensor([lo, 2]))
print(tf.convert_to_tensor([[lo, 1], [2, hi]]))
print(tf.convert_to_tensor([tf.constant(3), 8], dtype=tf.float64))
try:
    tf.convert_to_tensor([tf.constant(1), tf.constant(2.0)])
except tf.errors.InvalidArgumentError as e:
    print("eager:", e)


@tf.function
def flatten_rows(t):
    rows = tf.shape(t)[0]
    return tf.reshape(t, [rows, -1]), tf.convert_to_tensor([tf.reduce_sum(t), 0.5])


flat, pair = flatten_rows(tf.ones([3, 2, 2]))
print(flat.shape, pair)


@tf.function
def mixed():
    return tf.convert_to_tensor([tf.constant(1), tf.constant(2.0)])


try:
    mixed()
except TypeError as e:
    print("graph:", str(e).splitlines()[-1].strip())


@tf.function
def grow(n):
    acc = tf.constant([0])
    for i in tf.range(n):
        acc = tf.concat([acc, [i]], 0)
    return acc


try:
    grow(tf.constant(4))
except ValueError as e:
    print("loop:", str(e).splitlines()[-1].strip())
