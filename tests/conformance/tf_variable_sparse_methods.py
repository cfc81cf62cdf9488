# tf.Variable's sparse updates and reads (resource_variable_ops.py BaseResourceVariable:
# scatter_add/sub/mul/div/min/max/update take an IndexedSlices, scatter_nd_add/sub/update indices
# and updates, each returning the lazily read variable; sparse_read and gather_nd), the
# gradient of sparse_read (an IndexedSlices, resource_variable_ops._GatherGrad), and
# ResourceVariable's initial_value, constraint and set_shape. Values follow the update
# semantics of the Resource{Scatter,ScatterNd,Gather}* kernels; error texts from
# resource_variable_ops.py and the scatter kernels (scatter_functor.h).
import tensorflow as tf

v = tf.Variable([1.0, 2.0, 3.0, 4.0])
v.scatter_add(tf.IndexedSlices([10.0, 20.0], [0, 2]))
print(v.numpy())
v.scatter_sub(tf.IndexedSlices([1.0], [1]))
v.scatter_mul(tf.IndexedSlices([2.0, 2.0], [0, 0]))
print(v.numpy())
v.scatter_div(tf.IndexedSlices([4.0], [0]))
v.scatter_max(tf.IndexedSlices([5.0, 30.0], [1, 2]))
v.scatter_min(tf.IndexedSlices([0.0], [3]))
print(v.numpy())
print(v.scatter_update(tf.IndexedSlices([7.0], [0])))
try:
    v.scatter_add([1.0])
except TypeError as e:
    print("TypeError:", e)
try:
    v.scatter_update(tf.IndexedSlices([1.0], [9]))
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e)

m = tf.Variable([[1, 2], [3, 4]])
m.scatter_nd_add([[0, 1], [1, 0]], [10, 20])
m.scatter_nd_sub([[1, 1]], [4])
print(m.numpy())
m.scatter_nd_update([[0]], [[0, 5]])
print(m.numpy())
print(m.sparse_read([1, 0]))
print(m.gather_nd([[1, 0], [0, 1]]))

try:
    v.initial_value
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    v.set_shape([4])
except NotImplementedError as e:
    print("NotImplementedError:", e)
print(v.constraint)
c = tf.Variable(-1.0, constraint=lambda x: tf.maximum(x, 0.0))
print(c.constraint(c))

e = tf.Variable([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
with tf.GradientTape() as tape:
    rows = e.sparse_read([2, 0])
    loss = tf.reduce_sum(rows * [[1.0, 2.0], [3.0, 4.0]])
g = tape.gradient(loss, e)
print(type(g).__name__)
print(g.values)
print(g.indices, g.dense_shape)

counts = tf.Variable([0.0, 0.0, 0.0])


@tf.function
def bump(i):
    counts.scatter_nd_add([[i]], [1.0])
    return counts.sparse_read([i])


print(bump(tf.constant(1)))
print(bump(tf.constant(1)))
print(counts.numpy())
