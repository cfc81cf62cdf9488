# tf.reverse, tf.roll, tf.pad, tf.gather_nd, tf.scatter_nd, tf.tensor_scatter_nd_update/add,
# tf.sequence_mask, tf.meshgrid, tf.repeat and tf.einsum, eagerly and in a tf.function. Values
# are the examples of the TensorFlow docstrings (array_ops.py pad/gather_nd/sequence_mask/
# meshgrid/repeat, manip_ops.roll, special_math_ops.einsum); pad picks Pad for a zero constant,
# MirrorPad for REFLECT/SYMMETRIC (array_ops.pad); scatter_nd sums duplicate indices
# (scatter_nd_op.cc); einsum with one or two operands is one Einsum op (_einsum_v2). Error texts
# from pad_op.cc, mirror_pad_op.cc, gather_nd_op.h and scatter_nd_op.cc.
import tensorflow as tf

t = tf.constant([[1, 2, 3], [4, 5, 6]])
print(tf.reverse(t, [1]))
print(tf.reverse(t, axis=[0, -1]))
print(tf.roll([0, 1, 2, 3, 4], shift=2, axis=0))
print(tf.roll(tf.reshape(tf.range(10), [2, 5]), shift=[1, -2], axis=[0, 1]))
paddings = tf.constant([[1, 1], [2, 2]])
print(tf.pad(t, paddings, "CONSTANT"))
print(tf.pad(t, paddings, "REFLECT"))
print(tf.pad(t, paddings, "symmetric"))
print(tf.pad(t, [[0, 0], [1, 0]], constant_values=9))
print(tf.gather_nd([["a", "b"], ["c", "d"]], [[0, 0], [1, 1]]))
print(tf.gather_nd([["a", "b"], ["c", "d"]], [[1], [0]]))
print(tf.scatter_nd([[4], [3], [1], [7]], [9, 10, 11, 12], [8]))
print(tf.scatter_nd([[0], [0]], [1.5, 2.0], [2]))
print(tf.tensor_scatter_nd_update([0, 0, 0, 0, 0, 0, 0, 0], [[1], [3], [4], [7]], [9, 10, 11, 12]))
print(tf.tensor_scatter_nd_add(tf.ones([2, 2]), [[1, 0]], [5.0]))
print(tf.sequence_mask([1, 3, 2], 5))
print(tf.sequence_mask([[1, 3], [2, 0]], dtype=tf.float32))
X, Y = tf.meshgrid([1, 2, 3], [4, 5, 6])
print(X)
print(Y)
print(tf.repeat(["a", "b", "c"], repeats=[3, 0, 2], axis=0))
print(tf.repeat([[1, 2], [3, 4]], repeats=[2, 3], axis=0))
print(tf.repeat([[1, 2], [3, 4]], repeats=[2, 3], axis=1))
print(tf.repeat(3, repeats=4))
print(tf.repeat([[1, 2], [3, 4]], repeats=2))
m = tf.constant([[1, 2], [3, 4]])
n = tf.constant([[5, 6], [7, 8]])
print(tf.einsum("ij,jk->ik", m, n))
print(tf.einsum("ij->ji", m))
print(tf.einsum("ij,ij->", m, n))
print(tf.einsum("ii", m))
print(tf.einsum("i,j", tf.constant([1, 2]), tf.constant([3, 4, 5])))
for bad in [lambda: tf.pad(t, [[2, 2], [0, 0]], "REFLECT"),
            lambda: tf.pad(t, [[0, 0], [-1, 0]]),
            lambda: tf.gather_nd([1, 2, 3], [[5]]),
            lambda: tf.scatter_nd([[4]], [1], [3])]:
    try:
        bad()
    except tf.errors.InvalidArgumentError as e:
        print(type(e).__name__ + ":", e)
try:
    tf.pad(t, paddings, "WRAP")
except ValueError as e:
    print("ValueError:", e)


@tf.function
def layout(x, idx):
    return tf.pad(x, [[1, 0], [0, 1]]), tf.gather_nd(x, idx), tf.einsum("ij->j", x)


cf = layout.get_concrete_function(tf.TensorSpec([2, 3], tf.int32), tf.TensorSpec([None, 2], tf.int32))
print(cf.structured_outputs)
print([(op.name, op.type) for op in cf.graph.get_operations()])
print(layout(t, tf.constant([[1, 2], [0, 0]])))


@tf.function
def mask(lengths):
    return tf.sequence_mask(lengths, 4)


cf = mask.get_concrete_function(tf.TensorSpec([None], tf.int32))
print([op.name for op in cf.graph.get_operations()])
print(mask(tf.constant([2, 0])))
