# tf.lookup.StaticHashTable over a KeyValueTensorInitializer (HashTableV2 filled by
# LookupTableImportV2, looked up with LookupTableFindV2), StaticVocabularyTable (ids of unknown
# keys: vocabulary size + Fingerprint64 % num_oov_buckets) and experimental.MutableHashTable
# (insert / remove / export), eagerly and from a tf.function that captures the tables.
# Expected values: the docstrings of StaticHashTable, StaticVocabularyTable and
# MutableHashTable in tensorflow/python/ops/lookup_ops.py, and InitializableLookupTableBase.lookup's
# TypeError text.
import tensorflow as tf

keys_tensor = tf.constant(["a", "b", "c"])
vals_tensor = tf.constant([7, 8, 9])
input_tensor = tf.constant(["a", "f"])
table = tf.lookup.StaticHashTable(tf.lookup.KeyValueTensorInitializer(keys_tensor, vals_tensor), default_value=-1)
print(table.lookup(input_tensor).numpy())
print(table[input_tensor].numpy())
print(table.size().numpy(), table.key_dtype, table.value_dtype)
try:
    table.lookup(tf.constant([1, 2]))
except TypeError as e:
    print(type(e).__name__, e)

init = tf.lookup.KeyValueTensorInitializer(keys=tf.constant(["emerson", "lake", "palmer"]),
                                           values=tf.constant([0, 1, 2], dtype=tf.int64))
vocab = tf.lookup.StaticVocabularyTable(init, num_oov_buckets=5)
print(vocab[tf.constant(["emerson", "lake", "palmer", "king", "crimson"])].numpy())
print(vocab.size().numpy())

mutable = tf.lookup.experimental.MutableHashTable(key_dtype=tf.string, value_dtype=tf.int64, default_value=-1)
mutable.insert(keys_tensor, tf.constant([7, 8, 9], dtype=tf.int64))
print(mutable.lookup(input_tensor).numpy())
mutable.remove(tf.constant(["c"]))
print(mutable.lookup(keys_tensor).numpy())
print(sorted(k.decode() for k in mutable.export()[0].numpy().tolist()), sorted(mutable.export()[1].numpy().tolist()))


@tf.function
def look(x):
    return table.lookup(x), vocab.lookup(x), table.size()


print(look(tf.constant(["c", "lake", "king"])))
graph = look.get_concrete_function(tf.TensorSpec([None], tf.string)).graph
print(sorted({op.type for op in graph.get_operations() if "Lookup" in op.type}))
