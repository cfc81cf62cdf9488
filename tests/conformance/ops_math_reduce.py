# Math, reductions, linear algebra, tf.nn and tf.strings, eagerly.
# TF source: tensorflow/python/ops/math_ops.py (reduce_* with _ReductionDims, integer
# reduce_mean truncating, argmax/argmin defaulting to axis 0 and int64, matmul choosing MatMul
# or BatchMatMulV2, tensordot, clip_by_value as Minimum then Maximum, round leaving integers
# alone, _truediv_python3), linalg_ops.py norm, nn_ops.py softmax_v2, array_ops.py where_v2,
# string_ops.py; kernels reduction_ops_common.cc ("Invalid reduction dimension (3 for input
# with 2 dimension(s)"), argmax_op.cc, matmul_op_impl.h ("Matrix size-incompatible: In[0]:
# [2,3], In[1]: [2,3]"), softmax_op_functor.h.
import tensorflow as tf


def show(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ + ":", e)


x = tf.constant([[1, 2, 3], [4, 5, 6]])
f = tf.constant([[1.0, 2.0], [3.0, 4.0]])
print(tf.reduce_sum(x), tf.reduce_sum(x, axis=0), tf.reduce_sum(x, axis=-1))
print(tf.reduce_sum(x, axis=[0, 1]), tf.reduce_sum(x, 1, keepdims=True))
print(tf.reduce_mean(x), tf.reduce_mean(x, axis=1), tf.reduce_mean(f))
print(tf.reduce_max(x, axis=0), tf.reduce_min(x), tf.reduce_prod(x, axis=1))
print(tf.reduce_all(tf.constant([True, False])), tf.reduce_any(tf.constant([[True], [False]]), axis=1))
print(tf.argmax(x), tf.argmax(x, axis=1), tf.argmin(x, axis=1, output_type=tf.int32))
print(tf.matmul(f, f), tf.matmul(f, f, transpose_b=True))
print(f @ f)
print(tf.matmul(tf.ones([2, 2, 3]), tf.ones([3, 1])).shape)
print(tf.tensordot(f, f, axes=1), tf.tensordot(f, f, axes=[[0], [0]]))
print(tf.linalg.norm(tf.constant([3.0, 4.0])), tf.norm(f, axis=1))
print(tf.clip_by_value(tf.constant([-1.0, 0.5, 2.0]), 0.0, 1.0))
print(tf.where(tf.constant([True, False, True]), tf.constant([1, 2, 3]), tf.constant([10, 20, 30])))
print(tf.where(tf.constant([[True, False], [False, True]])))
print(tf.maximum(x, 3), tf.minimum(f, 2.5))
print(tf.math.round(tf.constant([0.5, 1.5, 2.5, -0.5])), tf.round(tf.constant([1, 2])))
print(tf.math.floor(tf.constant([1.5, -1.5])), tf.math.ceil(tf.constant([1.5, -1.5])))
print(tf.abs(tf.constant([-2, 3])), tf.negative(f), tf.sign(tf.constant([-2.0, 0.0, 3.0])))
print(tf.square(x), tf.sqrt(tf.constant([4.0, 9.0])), tf.math.rsqrt(tf.constant([4.0])))
print(tf.exp(tf.constant([0.0, 1.0])), tf.math.log(tf.constant([1.0])), tf.math.log1p(tf.constant([0.0])))
print(tf.sin(tf.constant([0.0])), tf.cos(tf.constant([0.0])), tf.tanh(tf.constant([0.0])))
print(tf.sigmoid(tf.constant([0.0])), tf.nn.sigmoid(tf.constant([0.0])), tf.math.sigmoid(tf.constant([0.0])))
print(tf.nn.relu(tf.constant([-1.0, 0.0, 2.0])), tf.nn.relu(tf.constant([-3, 3])))
print(tf.nn.softmax(tf.constant([1.0, 2.0, 3.0])))
print(tf.nn.softmax(tf.constant([[1.0, 1.0], [2.0, 4.0]]), axis=0))
print(tf.math.floordiv(7, 2), tf.math.floormod(-7, 3), tf.pow(2, 10), tf.divide(7, 2))
print(x // 4, x % 4, x ** 2, -x, x / 4)
print(tf.equal(x, 2), tf.not_equal(x, 2), tf.less(x, 3), tf.greater_equal(x, 5))
print(tf.logical_and(tf.constant([True, False]), True), tf.logical_not(tf.constant([True])))
print(tf.strings.join(["tf", "play"]), tf.strings.join([tf.constant(["a", "b"]), "!"], separator=" "))
print(tf.strings.length(tf.constant(["abc", "héllo"])), tf.strings.length("héllo", unit="UTF8_CHAR"))

show(lambda: tf.reduce_sum(x, axis=2))
show(lambda: tf.argmax(x, axis=2))
show(lambda: tf.matmul(x, x))
show(lambda: tf.matmul(tf.constant([1, 2]), tf.constant([1, 2])))
show(lambda: tf.nn.softmax(tf.constant([1, 2])))
show(lambda: tf.math.log(tf.constant([1, 2])))
show(lambda: tf.reduce_all(tf.constant([1, 0])))
