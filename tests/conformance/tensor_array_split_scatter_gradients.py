# Gradients through graph TensorArray.split / scatter / gather, as TF's list_ops.py gradients
# build them: TensorListSplit's gradient is TensorListConcatV2 (and TensorListConcatV2's is
# TensorListSplit by TensorListElementShape and the concat's lengths), the scatters' gradient
# is TensorListGather (TensorListScatterIntoExistingList also zeroes the scattered elements of
# the list's gradient), TensorListGather's is a reserved list scattered into, and a write that
# grew a dynamic_size array has its list gradient TensorListResize'd back. Values from TF 2.20's
# tensor_array_ops_test.py (testSkipEagerTensorArrayGradientSplitConcat,
# testSkipEagerTensorArrayScatterReadAndGradients,
# testSkipEagerTensorArrayScatterPartialReadAndGradients, testSkipEagerTensorArraySplitDynamic,
# testTensorArrayWriteGatherAndGradients).
import tensorflow as tf


@tf.function
def split_concat(value):
    ta = tf.TensorArray(dtype=tf.float32, size=2, infer_shape=False)
    with tf.GradientTape() as tape:
        tape.watch(value)
        r = ta.split(value, [2, 1]).concat()
    return r, tape.gradient(r, value, output_gradients=tf.constant([[2.0, -2.0], [20.0, -20.0], [200.0, -200.0]]))


r, g = split_concat(tf.constant([[1.0, -1.0], [10.0, -10.0], [100.0, -100.0]]))
print(r.numpy().tolist(), g.numpy().tolist())


@tf.function
def scatter_read(value):
    ta = tf.TensorArray(dtype=tf.float32, size=0, dynamic_size=True)
    indices = tf.constant([1, 8])
    with tf.GradientTape(persistent=True) as tape:
        tape.watch(value)
        w = ta.scatter(indices, value)
        r0 = w.read(1)
        r1 = w.read(8)
    both = tape.gradient([r0, r1], value, output_gradients=[tf.constant([2.0, 3.0]), tf.constant([4.0, 5.0])])
    partial = tape.gradient(r0, value, output_gradients=tf.constant([2.0, 3.0]))
    return r0, r1, both, partial, w.size()


for t in scatter_read(tf.constant([[1.0, -1.0], [10.0, -10.0]])):
    print(t.numpy().tolist())


@tf.function
def split_dynamic(x):
    ta = tf.TensorArray(dtype=tf.float32, size=3, dynamic_size=True)
    with tf.GradientTape() as tape:
        tape.watch(x)
        w1 = ta.split(x, [1, 1, 1]).write(3, [4.0])
        r = w1.concat()
    return r, tape.gradient(r, x)


r, g = split_dynamic(tf.constant([1.0, 2.0, 3.0]))
print(r.numpy().tolist(), g.numpy().tolist())


@tf.function
def write_gather(values):
    ta = tf.TensorArray(dtype=tf.float32, size=0, dynamic_size=True)
    with tf.GradientTape() as tape:
        tape.watch(values)
        g = ta.unstack(values).gather(tf.constant([1, 8]))
    return g, tape.gradient(g, values, output_gradients=tf.constant([[2.0, 3.0], [4.0, 5.0]]))


g, grad = write_gather(tf.constant([[1.0 * x, -1.0 * x] for x in range(10)]))
print(g.numpy().tolist())
print(grad.numpy().tolist())


@tf.function
def split_grad_ops(x):
    with tf.GradientTape() as tape:
        tape.watch(x)
        r = tf.TensorArray(tf.float32, size=3).split(x, [1, 1, 1]).concat()
    return tape.gradient(r, x)


graph = split_grad_ops.get_concrete_function(tf.constant([1.0, 2.0, 3.0])).graph
print([op.type for op in graph.get_operations() if op.type.startswith("TensorList")])
