# tf.TensorArray outside tf.function: _EagerTensorArray keeps a Python list of eager tensors,
# writes in place (write returns the same array), zero-fills unwritten elements on read/stack,
# and clears an element after reading it unless clear_after_read=False.
# TF source: tensorflow/python/ops/tensor_array_ops.py (_EagerTensorArray: read, _write, stack,
# gather, concat, unstack, size; the TensorArray class docstring's Example 1). The trailing
# spaces of some messages are TF's.
import tensorflow as tf

ta = tf.TensorArray(tf.float32, size=0, dynamic_size=True, clear_after_read=False)
ta = ta.write(0, 10)
ta = ta.write(1, 20)
ta = ta.write(2, 30)
print(ta.read(0))
print(ta.read(1))
print(ta.read(1))
print(ta.stack())
print(ta.size())
print(ta.element_shape, ta.dtype, ta.dynamic_size)

grid = tf.TensorArray(tf.float32, size=3, element_shape=(2,))
grid = grid.write(1, [1.0, 2.0])
print(grid.stack())
print(grid.gather([2, 1]))

pieces = tf.TensorArray(tf.int32, size=2)
pieces = pieces.write(0, [1, 2]).write(1, [3, 4])
print(pieces.concat())

rows = tf.TensorArray(tf.int32, size=0, dynamic_size=True)
rows = rows.unstack(tf.constant([[1, 2], [3, 4], [5, 6]]))
print(rows.size())
print(rows.read(2))

once = tf.TensorArray(tf.int32, size=2)
once = once.write(0, 7)
print(once.read(0))
checks = [
    lambda: once.read(0),
    lambda: once.read(7),
    lambda: once.read(-1),
    lambda: once.write(5, 1),
    lambda: once.write(1, 2.5),
    lambda: once.write(1, [1, 2]),
    lambda: tf.TensorArray(tf.int32, size=2).unstack([1, 2, 3]),
]
for check in checks:
    try:
        check()
    except (tf.errors.OpError, ValueError) as e:
        print(type(e).__name__ + ":", e)
print(once.stack())
