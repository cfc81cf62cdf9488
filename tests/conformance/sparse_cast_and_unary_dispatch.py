# tf.cast of a SparseTensor casts its values and keeps its indices and dense_shape (of an
# IndexedSlices likewise, as an IndexedSlices); the unary ops TF registers for SparseTensor
# (sparse_ops._UNARY_OPS: abs, negative, sign, square, sqrt, erf, tanh, bessel_i0e, bessel_i1e)
# return SparseTensor(x.indices, op(x.values, ...), x.dense_shape), whether x comes by position or
# keyword, under each of their names. Other arguments (name=) pass on to the op on the values.
# TF source: tensorflow/python/ops/math_ops.py (cast), tensorflow/python/ops/sparse_ops.py
# (_UnaryMapValueDispatcher, _UNARY_OPS), tensorflow/python/util/dispatch.py (fallback dispatch
# on TypeError / ValueError), tensorflow/python/framework/sparse_tensor.py (SparseTensor.__repr__).
import tensorflow as tf

st = tf.sparse.SparseTensor(indices=[[0, 0], [1, 2]], values=[1, -4], dense_shape=[2, 3])

# tf.cast of a SparseTensor casts its values and keeps indices and dense_shape.
c = tf.cast(st, tf.float32)
print(type(c).__name__, c.dtype, c.shape)
print(c)
print(tf.sparse.to_dense(c))
print(tf.dtypes.cast(x=st, dtype=tf.int64).values)
print(tf.cast(st, tf.int32).values)

# ... and of an IndexedSlices its values too.
s = tf.IndexedSlices(tf.constant([[1, 2], [3, 4]]), tf.constant([0, 2]), tf.constant([3, 2]))
cs = tf.cast(s, tf.float32)
print(type(cs).__name__, cs.dtype)
print(cs.values)
print(cs.indices, cs.dense_shape)

# The unary ops TF dispatches for a SparseTensor map over its values.
print(tf.abs(st))
print(tf.math.negative(x=st).values)
print(tf.negative(st).values)
print(tf.sign(st).values)
print(tf.math.square(st).values)
print(tf.sqrt(tf.cast(tf.square(st), tf.float32), name="root").values)
x = tf.sparse.SparseTensor([[0], [3]], [0.5, -2.0], [4])
for fn in (tf.math.tanh, tf.nn.tanh, tf.math.erf, tf.math.bessel_i0e, tf.math.special.bessel_i1e):
    out = fn(x)
    print(type(out).__name__, out.dense_shape.numpy(), bool(tf.reduce_all(out.values == fn(x.values))))
print(tf.abs is tf.math.abs, tf.cast is tf.dtypes.cast)
print(tf.abs(tf.constant([-1.5, 2.0])))
# tf_export gives tanh and sigmoid one function object under tf., tf.math. and tf.nn.
print(tf.tanh is tf.nn.tanh, tf.nn.sigmoid is tf.math.sigmoid)
