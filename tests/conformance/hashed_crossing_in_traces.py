# tf.sparse.cross_hashed inside a trace (SparseCross's kernel, then SparseToDense), which Keras's
# HashedCrossing runs in Dataset.map and FeatureSpace's crosses (keras/src/layers/preprocessing/
# hashed_crossing.py: tf.sparse.cross_hashed then tf.sparse.to_dense): the same buckets as
# eagerly (FingerprintCat64 of the hash key and each feature's hash, sparse_cross_op.cc).
import tensorflow as tf
import keras

layer = keras.layers.HashedCrossing(num_bins=5)
ints = tf.constant([1, 2, 3, 1])
strs = tf.constant(["a", "b", "c", "a"])
ds = tf.data.Dataset.from_tensor_slices((ints, strs)).batch(2)
print(list(ds.map(lambda a, b: layer((a, b))).as_numpy_iterator()))
print(layer((ints, strs)))


@tf.function
def crossed(a, b):
    return tf.sparse.to_dense(tf.sparse.cross_hashed([a, b], num_buckets=7))


a, b = tf.constant([[1], [2]]), tf.constant([["x"], ["y"]])
print(crossed(a, b))
print(bool(tf.reduce_all(crossed(a, b) == tf.sparse.to_dense(tf.sparse.cross_hashed([a, b], num_buckets=7)))))
