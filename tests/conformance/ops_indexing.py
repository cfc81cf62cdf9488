# Tensor indexing and slicing (Tensor.__getitem__ -> array_ops._slice_helper -> StridedSlice),
# len() and iteration, eager and inside tf.function.
# TF source: tensorflow/python/ops/array_ops.py (_slice_helper, _check_index,
# _SLICE_TYPE_ERROR), tensorflow/core/util/strided_slice_op.cc (ValidateStridedSliceOp:
# "slice index 5 of dimension 0 out of bounds.", "strides[0] must be non-zero",
# "Index out of range using input dim 1; input has only 1 dims"), tensorflow/python/framework/
# ops.py raise_from_not_ok_status (" name: " + name: _slice_helper's name_scope uses
# skip_on_eager=False, so eager errors end in "name: strided_slice/"),
# tensorflow/core/framework/shape_inference.cc InferenceContext::AttachContext (the graph-time
# "and with computed input tensors" tail).
import tensorflow as tf

x = tf.constant([[1, 2, 3], [4, 5, 6]])
print(x[0])
print(x[:, 1])
print(x[1, 2])
print(x[..., None])
print(x[tf.newaxis, 0])
print(x[::-1])
print(x[1, ::-2])
print(x[:, -1:])
print(x[-1])
print(x[0, 1:10])
print(x[tf.constant(1)])
print(len(x))
for row in x:
    print(row)
print([int(v) for v in x[0]])


def show(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ + ":", e)


v = tf.constant([10, 20, 30])
show(lambda: v[3])
show(lambda: v[-4])
show(lambda: v[1.5])
show(lambda: v[0, 0])
show(lambda: v[::0])
show(lambda: v["a"])


@tf.function
def pick(t):
    first = t[0]
    tail = t[1:]
    col = t[..., None]
    print(first)
    print(tail)
    print(col)
    return first + tail[0]


print(pick(v))


@tf.function
def out_of_range(t):
    return t[5]


show(lambda: out_of_range(v))
