# A StaticHashTable initialized with one key twice: HashTable::DoInsert
# (tensorflow/core/kernels/lookup_table_op.h) refuses a second, different value with
# FailedPrecondition "HashTable has different value for same key. Key a has 1 and trying to
# add value 2"; the same value twice is accepted. A MutableHashTable's insert overwrites.
import tensorflow as tf

try:
    tf.lookup.StaticHashTable(tf.lookup.KeyValueTensorInitializer(["a", "a"], [1, 2]), -1)
except tf.errors.FailedPreconditionError as e:
    print(type(e).__name__)
    print("HashTable has different value for same key. Key a has 1 and trying to add value 2" in str(e))

t = tf.lookup.StaticHashTable(tf.lookup.KeyValueTensorInitializer(["a", "a", "b"], [1, 1, 3]), -1)
print(t.lookup(tf.constant(["a", "b", "c"])))

m = tf.lookup.experimental.MutableHashTable(tf.string, tf.int64, -1)
m.insert(["a", "a"], tf.constant([1, 2], tf.int64))
print(m.lookup(tf.constant("a")))
