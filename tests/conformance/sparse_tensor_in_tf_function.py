# SparseTensors through tf.function, as the sparse tensor guide's "tf.function" section uses them:
# a SparseTensor argument is traced as its SparseTensorSpec (shape and dtype; its indices, values
# and dense_shape become three placeholders: type_spec.py SparseTensorSpec._component_specs), the
# body sees the spec's static shape (_from_components merges it into _dense_shape_default), and
# SparseToDense's shape function knows only the dense_shape placeholder's length. A returned
# SparseTensor is rebuilt from its components. Expected values: the guide's own output for the
# matmul; the rest from the same TF sources (sparse_ops.py sparse_tensor_to_dense,
# sparse_grad.py _SparseToDenseGrad).
import tensorflow as tf


@tf.function
def f(x, y):
    return tf.sparse.sparse_dense_matmul(x, y)


a = tf.sparse.SparseTensor(indices=[[0, 3], [2, 4]], values=[15, 25], dense_shape=[3, 10])
b = tf.sparse.to_dense(tf.sparse.transpose(a))
c = f(a, b)
print(c)
print(f(tf.sparse.SparseTensor([[1, 1]], [7], [3, 10]), b))
print("traces:", f.experimental_get_tracing_count())


@tf.function
def inspect(sp):
    print("trace:", sp.shape, sp.dtype)
    print("components:", sp.indices.shape, sp.values.shape, sp.dense_shape.shape)
    d = tf.sparse.to_dense(sp)
    print("dense:", d.shape)
    return d


print(inspect(a))
inspect(tf.sparse.SparseTensor([[0, 0]], [1], [3, 10]))
inspect(tf.sparse.SparseTensor([[0, 0]], [1], [2, 2]))
print("traces:", inspect.experimental_get_tracing_count())


@tf.function
def scaled(sp):
    return sp * 2, tf.sparse.expand_dims(sp, 0)


s2, e = scaled(a)
print(type(s2).__name__, s2.shape, e.shape)
print(s2)
print(tf.sparse.to_dense(e))

# Gradients flow through to_dense (SparseToDense's gradient) in a trace too.
v = tf.Variable([1.0, 2.0])


@tf.function
def grad():
    with tf.GradientTape() as tape:
        sp = tf.sparse.SparseTensor([[0, 0], [1, 1]], v * 3.0, [2, 2])
        loss = tf.reduce_sum(tf.sparse.to_dense(sp) ** 2)
    return tape.gradient(loss, v)


print(grad())

# A SparseTensor built inside the trace, and a cast of one.
@tf.function
def build(n):
    sp = tf.sparse.SparseTensor([[0, 1], [1, 0]], tf.fill([2], n), [2, 3])
    return tf.sparse.to_dense(tf.cast(sp, tf.float32))


print(build(tf.constant(4)))


@tf.function
def total(sp):
    return tf.sparse.reduce_sum(sp)


try:
    total(a)
except NotImplementedError as err:
    print("NotImplementedError:", err)


# SparseTensor.__init__ converts its components inside name_scope(None, "SparseTensor").
@tf.function
def named():
    print(tf.sparse.SparseTensor([[0, 1]], [1.0], [2, 2]))
    print(tf.sparse.SparseTensor([[0, 1]], [1.0], [2, 2]).indices.name)
    return 0


named()
try:
    tf.data.Dataset.range(3).map(lambda i: tf.sparse.SparseTensor([[0]], [i], [4]))
except NotImplementedError as err:
    print("NotImplementedError:", err)
