# tf.nn.embedding_lookup with a tf.Variable as params (embedding_ops.py keeps a resource
# variable as is, "to avoid accidental dense reads"; array_ops.gather along axis 0 then calls
# its sparse_read: a ResourceGather, an Identity, and embedding_lookup's own Identity). The
# gradient is IndexedSlices of the looked-up rows (resource_variable_ops._GatherGrad).
import tensorflow as tf
emb = tf.Variable([[0.0, 1.0], [2.0, 3.0], [4.0, 5.0]])
ids = tf.constant([2, 0, 2])
with tf.GradientTape() as tape:
    e = tf.nn.embedding_lookup(emb, ids)
    loss = tf.reduce_sum(e * e)
print(e)
g = tape.gradient(loss, emb)
print(type(g).__name__)
print(g.indices, g.values, g.dense_shape)
print(tf.convert_to_tensor(g))

@tf.function
def f(ids):
    return tf.nn.embedding_lookup(emb, ids)
print([(op.name, op.type) for op in f.get_concrete_function(tf.TensorSpec([None], tf.int32)).graph.get_operations()])
