# Gradients of the segment reductions, cumprod, gather_nd and the scatter family, roll,
# check_numerics, ensure_shape and digamma, as an interview answer checks them by hand.
# Source: tensorflow/python/ops/math_grad.py _SegmentSumGrad, _SegmentMeanGrad,
# _SegmentMinOrMaxGrad (the gradient split evenly between tied maxima), _GatherDropNegatives +
# _UnsortedSegmentSumGrad (ids < 0 get zeros), _UnsortedSegmentMinOrMaxGrad,
# _UnsortedSegmentProdGrad (one zero in a segment: the product of the others; no zero: prod / x),
# _CumprodGrad (cumsum(prod * grad, reverse=not reverse) then div_no_nan by x, so a zero input
# gets 0), _DigammaGrad (grad * polygamma(1, x)); array_grad.py _GatherNdGrad (an [N, 1] index
# matrix gives an IndexedSlices), _ScatterNdGrad, _TensorScatterUpdateGrad, _TensorScatterSubGrad,
# _CheckNumericsGrad, _EnsureShapeGrad; manip_grad.py _RollGrad (roll by -shift).
import tensorflow as tf
data = tf.constant([[1., 2.], [3., 4.], [5., 6.], [0., 8.]])
def grad(f, x=data):
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = f(x)
    return tape.gradient(y, x)
w = tf.constant([[1., 10.], [100., 1000.], [1e4, 1e5]])
print(grad(lambda d: tf.reduce_sum(tf.math.segment_sum(d, [0, 0, 1, 2]) * w)))
print(grad(lambda d: tf.reduce_sum(tf.math.segment_mean(d, [0, 0, 0, 1]) * w[:2])))
print(grad(lambda d: tf.reduce_sum(tf.math.segment_max(d, [0, 0, 1, 1]) * w[:2])))
print(grad(lambda d: tf.reduce_sum(tf.math.unsorted_segment_sum(d, [2, -1, 0, 2], 3) * w)))
print(grad(lambda d: tf.reduce_sum(tf.math.unsorted_segment_min(d, [1, 1, 0, 1], 2) * w[:2])))
print(grad(lambda d: tf.reduce_sum(tf.math.unsorted_segment_prod(d, [0, 0, 1, 1], 2) * w[:2])))
print(grad(lambda d: tf.reduce_sum(tf.math.unsorted_segment_mean(d, [0, 0, 1, 1], 2))))
print(grad(lambda d: tf.math.cumprod(d, axis=0, exclusive=True, reverse=True)))
print(grad(lambda d: tf.math.cumprod(d, axis=1)))
print(grad(lambda d: tf.gather_nd(d, [[0, 1], [3, 0], [0, 1]]) * tf.constant([1., 2., 3.])))
print(grad(lambda d: tf.gather_nd(d, [[2], [0]])))
print(grad(lambda d: tf.tensor_scatter_nd_update(d, [[1, 1], [2, 0]], [7., 8.]) * tf.reshape(tf.range(8.), [4, 2])))
print(grad(lambda d: tf.tensor_scatter_nd_sub(d, [[1, 1]], d[0, :1] * 3)))
print(grad(lambda d: tf.roll(d, shift=1, axis=0) * tf.reshape(tf.range(8.), [4, 2])))
print(grad(lambda d: tf.debugging.check_numerics(d, "x") * 2))
print(grad(lambda d: tf.ensure_shape(d, [None, 2]) * 3))
u = tf.constant([1., 2.])
print(grad(lambda v: tf.scatter_nd([[1], [3]], v, [5]) * tf.range(5.), u))
print(grad(lambda v: tf.math.digamma(v), tf.constant([1., 2.5])))


# The same gradients inside a tf.function (a graph-built tape).
@tf.function
def graph_grad(d, ids):
    with tf.GradientTape() as tape:
        tape.watch(d)
        y = (tf.reduce_sum(tf.math.unsorted_segment_max(d, ids, 3)) + tf.reduce_sum(tf.gather_nd(d, [[1], [1]]))
             + tf.reduce_sum(tf.math.segment_mean(d, [0, 0, 1])))
    return tape.gradient(y, d)


print(graph_grad(tf.constant([[1., 5.], [3., 2.], [3., 0.]]), tf.constant([0, 0, 0])))
print(graph_grad(tf.constant([[1., 5.], [3., 2.], [3., 0.]]), tf.constant([2, -1, 2])))
