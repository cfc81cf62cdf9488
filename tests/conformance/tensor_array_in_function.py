# tf.TensorArray inside tf.function (_GraphTensorArrayV2): a TensorList threaded through
# TensorListReserve / SetItem / GetItem / Stack ops, carried by AutoGraph's `for i in tf.range`
# loop (a While op) as loop state. The stacked result's static shape is [size or None] + the
# element shape the list learned from its writes.
# TF source: tensorflow/python/ops/tensor_array_ops.py (_GraphTensorArrayV2: name scopes
# "TensorArrayV2", "TensorArrayV2Write", "TensorArrayV2Read", "TensorArrayV2Stack",
# "TensorArrayUnstack"; _check_element_shape; the class docstring's Example 2),
# tensorflow/core/ops/list_ops.cc (TensorListStack's shape function), while_v2.py (loop
# placeholders and outputs keep the lists' handle data).
import tensorflow as tf


@tf.function
def squares(n):
    ta = tf.TensorArray(tf.int32, size=0, dynamic_size=True)
    for i in tf.range(n):
        ta = ta.write(i, i * i)
    out = ta.stack()
    print("stacked:", out)
    return out


print(squares(tf.constant(5)))
print(squares(tf.constant(3)))
print(squares.experimental_get_tracing_count())


@tf.function
def total(xs):
    ta = tf.TensorArray(tf.float32, size=3)
    ta = ta.unstack(xs)
    s = ta.read(0) + ta.read(1) + ta.read(2)
    print("read:", ta.read(0))
    stacked = ta.stack()
    print("stack:", stacked)
    return stacked, s, ta.size()


print(total(tf.constant([1.0, 2.0, 3.0])))


@tf.function
def fibonacci(n):
    ta = tf.TensorArray(tf.float32, size=0, dynamic_size=True)
    ta = ta.unstack([0.0, 1.0])
    for i in range(2, n):
        ta = ta.write(i, ta.read(i - 1) + ta.read(i - 2))
    return ta.stack()


print(fibonacci(7))


@tf.function
def rows(n):
    ta = tf.TensorArray(tf.float32, size=n, element_shape=(2,))
    for i in tf.range(n):
        ta = ta.write(i, tf.fill([2], tf.cast(i, tf.float32)))
    out = ta.stack()
    print("rows:", out)
    return out


print(rows(tf.constant(3)))


@tf.function
def mixed():
    ta = tf.TensorArray(tf.float32, size=2)
    ta = ta.write(0, [1.0, 2.0])
    ta = ta.write(1, [1.0, 2.0, 3.0])
    return ta.stack()


try:
    mixed()
except ValueError as e:
    print("ValueError:", e)
