# The same ops inside tf.function: symbolic tensors named after the Python wrappers' name
# scopes (x + 1 -> "add:0", x[0] -> "strided_slice:0", tf.zeros -> "zeros:0",
# tf.matmul -> "MatMul:0", tf.reduce_sum -> "Sum:0"), static shapes from the shape
# functions, graph-time errors as ValueError/TypeError with TF's node summaries, and tf.print
# of the results at every call.
# TF source: tensorflow/python/framework/ops.py (Graph.unique_name, name_scope; an op created
# with name="scope/" takes the scope's name), math_ops.py binary_op_wrapper (name scopes "add",
# "sub", "mul", "truediv", "floordiv", "mod", "pow", "matmul"), array_ops.py (_constant_if_small
# for tf.zeros, shape_internal/size_internal/rank_internal returning constants for known
# shapes), op_def_library.py _apply_op_helper, core/framework/shape_inference.cc AttachContext,
# core/ops/array_ops.cc (ConcatV2, ExpandDims, Reshape shape functions).
import tensorflow as tf


def show(f, *args):
    try:
        print(f(*args))
    except Exception as e:
        print(type(e).__name__ + ":", e)


@tf.function
def names(x):
    print(x + 1, x - 1, x * 2, x / 2, x // 2, x % 2, x ** 2)
    print(-x, abs(x), x > 1, x == 2)
    print(x[0], x[1:], x[..., tf.newaxis], x[0])
    print(tf.zeros([2]), tf.ones([2, 2]), tf.zeros_like(x), tf.ones_like(x))
    print(tf.reduce_sum(x), tf.reduce_mean(x, axis=0), tf.argmax(x))
    m = tf.reshape(x, [1, 3])
    print(m, tf.matmul(m, m, transpose_b=True), tf.transpose(m))
    print(tf.shape(x), tf.size(x), tf.rank(x), tf.cast(x, tf.float32))
    print(tf.concat([x, x], 0), tf.stack([x, x]), tf.expand_dims(x, 0), tf.squeeze(m))
    tf.print("running with", x, tf.reduce_sum(x))
    return tf.reduce_sum(x)


print(names(tf.constant([1, 2, 3])))
print(names(tf.constant([4, 5, 6])))


@tf.function
def concat_bad(a, b):
    return tf.concat([a, b], axis=0)


show(concat_bad, tf.zeros([2, 3]), tf.zeros([2, 4]))


@tf.function
def expand_bad(a):
    return tf.expand_dims(a, 3)


show(expand_bad, tf.constant([1, 2]))


@tf.function
def reshape_bad(a):
    return tf.reshape(a, [4, 2])


show(reshape_bad, tf.range(6))


@tf.function
def matmul_bad(a, b):
    return a @ b


show(matmul_bad, tf.ones([2, 3]), tf.ones([2, 3]))


@tf.function
def int_float(a):
    return tf.add(a, tf.constant(1.5))


show(int_float, tf.constant([1, 2]))
