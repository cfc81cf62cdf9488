# tf.random.categorical (random_ops.py multinomial_categorical_impl over the stateful
# Multinomial op). Rows whose other logits are -inf can only draw one class, whatever the
# seed, so these samples are exact; the dtype check and its ValueError text are
# multinomial_categorical_impl's. Inside a tf.function the samples come from a Multinomial node.
import tensorflow as tf

logits = tf.math.log([[1.0, 0.0, 0.0], [0.0, 0.0, 1.0]])
print(tf.random.categorical(logits, 4, seed=7))
print(tf.random.categorical(logits, 3, dtype=tf.int32))
print(tf.random.categorical(logits, 0).shape)
try:
    tf.random.categorical(logits, 2, dtype=tf.float32)
except ValueError as e:
    print("ValueError:", e)


@tf.function
def draw(l):
    return tf.random.categorical(l, 2)


print(draw(tf.constant([[-1e9, 0.0]])))
print([op.type for op in draw.get_concrete_function(tf.TensorSpec([1, 2], tf.float32)).graph.get_operations()])
counts = tf.math.bincount(tf.cast(tf.random.categorical(tf.zeros([1, 2]), 1000)[0], tf.int32))
print(counts.shape, bool(tf.reduce_all(counts > 350)))
