# TensorArray.split and TensorArray.scatter inside tf.function, with the same results as eagerly.
# In a graph a TensorArray is _GraphTensorArrayV2 (tensorflow/python/ops/tensor_array_ops.py):
# split casts `lengths` to int64 ("TensorArraySplit/Cast"), merges [length] + value.shape[1:]
# into the element shape when the lengths are known and equal, and is
# list_ops.tensor_list_split (TensorListSplit); scatter checks value.shape[1:] and is
# list_ops.tensor_list_scatter(input_handle=flow) (TensorListScatterIntoExistingList, which
# grows the list to the largest index). Values from TF 2.20's tensor_array_ops_test.py
# (testTensorArraySplitRead, testScatterIntoExistingList, testSplitShape,
# testSkipEagerPartlyUnknownShape, testTensorArraySplitIncompatibleShapesFails); kernel texts from
# tensorflow/core/kernels/list_kernels.h (TensorListSplit, TensorListScatterIntoExistingList),
# the build-time ones from the shape functions of tensorflow/core/ops/list_ops.cc.
import tensorflow as tf


def split_read(dtype):
    ta = tf.TensorArray(dtype, size=3, infer_shape=False)
    w0 = ta.split(tf.cast([], dtype), lengths=tf.constant([0, 0, 0]))
    empty = [w0.read(i) for i in range(3)]
    w1 = ta.split(tf.cast([1.0, 2.0, 3.0], dtype), lengths=tf.constant([2, 0, 1]))
    vector = [w1.read(i) for i in range(3)]
    w2 = ta.split(tf.cast([[1.0, 101.0], [2.0, 201.0], [3.0, 301.0]], dtype), lengths=tf.constant([2, 0, 1]))
    matrix = [w2.read(i) for i in range(3)]
    return empty, vector, matrix


for dtype in (tf.float32, tf.float64, tf.int32, tf.int64):
    eager = split_read(dtype)
    graph = tf.function(split_read)(dtype)
    print(dtype.name, [[(t.numpy().tolist(), t.shape.as_list()) for t in part] for part in graph])
    print("same as eager:", all(bool(tf.reduce_all(a == b)) and a.shape == b.shape for pa, pb in zip(eager, graph) for a, b in zip(pa, pb)))


def scatter_into_existing():
    ta = tf.TensorArray(dtype=tf.float32, size=5)
    ta = ta.scatter(indices=[3, 4], value=tf.ones([2]))
    first = ta.stack()
    ta = ta.scatter(indices=[1], value=tf.ones([1]))
    second = ta.stack()
    ta = ta.scatter(indices=[0, 2], value=[5.0, 6.0])
    return first, second, ta.stack()


print([t.numpy().tolist() for t in scatter_into_existing()])
print([t.numpy().tolist() for t in tf.function(scatter_into_existing)()])


@tf.function
def split_shape():
    value = tf.constant([[1.0, -1.0], [2.0, -2.0], [3.0, -3.0]])
    ta = tf.TensorArray(tf.float32, size=0, dynamic_size=True, infer_shape=True)
    w0 = ta.split(value, [1, 1, 1])
    print("equal lengths:", w0.read(0).shape, w0.element_shape)
    ta1 = tf.TensorArray(tf.float32, size=0, dynamic_size=True, infer_shape=True)
    w1 = ta1.split(value, [1, 2])
    print("unequal lengths:", w1.read(0).shape, w1.element_shape)
    return w0.read(2), w1.read(1), w1.size()


print(split_shape())


@tf.function(input_signature=[tf.TensorSpec([None, None, None, 3]), tf.TensorSpec([2, None, 4, 2, 3]),
                              tf.TensorSpec([10, 4, 2, 3])])
def partly_unknown(c0, c4, c5):
    ta = tf.TensorArray(dtype=tf.float32, size=6)
    w0 = ta.write(0, c0)
    w4 = w0.scatter([4, 5], c4)
    print("after scatter:", w4.read(0).shape.as_list())
    w5 = w4.split(c5, tf.constant([5, 5]))
    print("after split:", w5.read(0).shape.as_list())
    return w5.read(0)


partly_unknown.get_concrete_function()


@tf.function
def ops(x):
    ta = tf.TensorArray(tf.float32, size=3).split(x, [2, 2, 2])
    tb = tf.TensorArray(tf.float32, size=3).scatter([0, 2], tf.reshape(x, [2, 3]))
    return ta.read(1), tb.stack()


print(ops(tf.range(6.0)))
for op in ops.get_concrete_function(tf.range(6.0)).graph.get_operations():
    if "Split" in op.name or "Scatter" in op.name:
        print(op.name, op.type, [t.name for t in op.inputs])


def error(f, *args):
    try:
        f(*args)
    except (ValueError, tf.errors.InvalidArgumentError) as e:
        print(type(e).__name__, "-", str(e).strip().splitlines()[-1 if isinstance(e, ValueError) else -2].strip())


@tf.function
def unused_values():
    return tf.TensorArray(tf.float32, size=3).split([1.0, 2.0, 3.0], [1]).stack()


@tf.function
def scalar_value():
    return tf.TensorArray(tf.float32, size=1).split(1.0, [1]).stack()


@tf.function
def lengths(n):
    return tf.TensorArray(tf.float32, size=3).split([1.0, 2.0, 3.0], n).stack()


@tf.function
def scatter_rows():
    return tf.TensorArray(tf.float32, size=3).scatter([0, 1], [1.0, 2.0, 3.0]).stack()


@tf.function
def scatter_shape():
    return tf.TensorArray(tf.float32, size=3, element_shape=[2]).scatter([0, 1], [[1.0, 2.0, 3.0]] * 2).stack()


error(unused_values)
error(scalar_value)
error(lengths, tf.constant(1, tf.int64))
error(lengths, tf.constant([2, 2], tf.int64))
error(lengths, tf.constant([2, -1, 2], tf.int64))
error(scatter_rows)
error(scatter_shape)
