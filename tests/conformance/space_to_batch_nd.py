# tf.space_to_batch_nd / tf.space_to_batch / tf.nn.space_to_batch, tf.batch_to_space and
# tf.required_space_to_batch_paddings. Values: the four examples of the SpaceToBatchND and
# BatchToSpaceND docstrings (array_ops.cc / array_ops.py batch_to_space_v2), and the other
# results checked against a plain-Python evaluation of the docstrings' definition (pad,
# reshape to [batch, p1/b1, b1, ...], permute the block offsets in front, reshape). Errors: the
# kernels' texts (spacetobatch_op.cc, batchtospace_op.cc) and the shape functions'
# (array_ops.cc SpaceToBatchShapeHelper / BatchToSpaceShapeHelper). Gradients: array_grad.py
# _SpaceToBatchNDGrad / _BatchToSpaceNDGrad (each the other op).
import tensorflow as tf

x1 = [[[[1], [2]], [[3], [4]]]]
print(tf.space_to_batch_nd(x1, [2, 2], [[0, 0], [0, 0]]).numpy().tolist())
x2 = [[[[1, 2, 3], [4, 5, 6]], [[7, 8, 9], [10, 11, 12]]]]
print(tf.space_to_batch(x2, [2, 2], [[0, 0], [0, 0]]).numpy().tolist())
x3 = tf.reshape(tf.range(1, 17), [1, 4, 4, 1])
y3 = tf.nn.space_to_batch(x3, [2, 2], [[0, 0], [0, 0]])
print(y3.shape, y3.numpy().tolist())
x4 = tf.reshape(tf.range(1, 17), [2, 2, 4, 1])
y4 = tf.space_to_batch_nd(x4, block_shape=[2, 2], paddings=[[0, 0], [2, 0]])
print(y4.shape, tf.reshape(y4, [-1]))

# BatchToSpaceND inverts each of them.
print(tf.batch_to_space(tf.space_to_batch_nd(x1, [2, 2], [[0, 0], [0, 0]]), 2, [[0, 0], [0, 0]]).numpy().tolist())
print(tf.batch_to_space(y3, [2, 2], [[0, 0], [0, 0]]).numpy().tolist())
z4 = tf.batch_to_space(y4, [2, 2], crops=[[0, 0], [2, 0]])
print(z4.shape, bool(tf.reduce_all(z4 == x4)))

# One spatial dimension, a trailing depth, padding on both sides, float values.
v = tf.reshape(tf.range(10.0), [2, 5, 1])
s = tf.space_to_batch_nd(v, [3], [[1, 0]])
print(s.shape)
print(s)
print(tf.batch_to_space(s, [3], [[1, 0]]))

# int64 block_shape and paddings; a block of 1 and no padding leaves the tensor as it is.
w = tf.reshape(tf.range(24), [1, 2, 3, 4])
print(tf.space_to_batch_nd(w, tf.constant([1, 3], tf.int64), tf.constant([[0, 0], [0, 0]], tf.int64)).shape)
print(tf.space_to_batch_nd(w, [1, 1], [[0, 0], [0, 0]]).shape)

paddings, crops = tf.required_space_to_batch_paddings([5, 6], [2, 4])
print(paddings)
print(crops)
paddings, crops = tf.required_space_to_batch_paddings(input_shape=[7], block_shape=[3], base_paddings=[[2, 1]])
print(paddings.numpy().tolist(), crops.numpy().tolist())

for fn, args in [(tf.space_to_batch_nd, (x3, [3, 3], [[0, 0], [0, 0]])),
                 (tf.space_to_batch_nd, (x3, [2, 2], [[0, 0], [-1, 1]])),
                 (tf.space_to_batch_nd, (x3, [2, 2], [[0, 0]])),
                 (tf.batch_to_space, (x3, [2, 2], [[0, 0], [0, 0]])),
                 (tf.batch_to_space, (y3, [2, 2], [[0, 0], [0, 5]])),
                 (tf.batch_to_space, (y3, [2, 2], [[0, 0], [-1, 0]]))]:
    try:
        fn(*args)
    except tf.errors.InvalidArgumentError as e:
        print(type(e).__name__, e.message)


@tf.function
def graph(x):
    y = tf.space_to_batch_nd(x, [2, 2], [[0, 0], [1, 1]])
    print('space_to_batch_nd', y.shape)
    z = tf.batch_to_space(y, [2, 2], [[0, 0], [1, 1]])
    print('batch_to_space', z.shape)
    return z


print(graph(tf.ones([3, 4, 2, 5])).shape)
print(graph.get_concrete_function(tf.TensorSpec([None, 4, 2, 5])).structured_outputs.shape)
print([(op.name, op.type) for op in graph.get_concrete_function(tf.ones([3, 4, 2, 5])).graph.get_operations()])


@tf.function
def bad(x):
    return tf.space_to_batch_nd(x, [2, 2], [[0, 0], [0, 1]])


try:
    bad(tf.ones([1, 4, 4, 1]))
except ValueError as e:
    print(str(e).split(" for '")[0])

u = tf.reshape(tf.range(1.0, 17.0), [1, 4, 4, 1])
with tf.GradientTape() as tape:
    tape.watch(u)
    out = tf.space_to_batch_nd(u, [2, 2], [[0, 0], [2, 0]])
    loss = tf.reduce_sum(out * tf.reshape(tf.range(1.0, 25.0), [4, 2, 3, 1]))
print(tf.reshape(tape.gradient(loss, u), [4, 4]))
f3 = tf.cast(y3, tf.float32)
with tf.GradientTape() as tape:
    tape.watch(f3)
    back = tf.batch_to_space(f3, [2, 2], [[1, 0], [0, 1]])
    loss = tf.reduce_sum(back * tf.reshape(tf.range(1.0, 10.0), [1, 3, 3, 1]))
print(back.shape, tf.reshape(back, [-1]))
print(tf.reshape(tape.gradient(loss, f3), [4, 4]))
