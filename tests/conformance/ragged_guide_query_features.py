# The ragged tensor guide's "Example use case": word hash buckets of ragged queries, an
# embedding lookup with ragged ids, '#' markers concatenated on each row and bigrams joined
# with tf.strings.join. TF dispatches these ops on RaggedTensors
# (tensorflow/python/ops/ragged/ragged_dispatch.py: the tf.strings unary ops and string_join
# act on flat_values; ragged_embedding_ops.embedding_lookup looks up the flat ids and keeps the
# row partitions, so the result has shape [3, None, 4]). Bucket values: FarmHash Fingerprint64
# mod 1024, as the StringToHashBucketFast kernel computes them; the repr layout is
# RaggedTensor.__repr__ (np.array2string with separator ', ', multi-line rows padded by NumPy's
# _extendLine_pretty).
import tensorflow as tf

queries = tf.ragged.constant([['Who', 'is', 'Dan', 'Smith'],
                              ['Pause'],
                              ['Will', 'it', 'rain', 'later', 'today']])
num_buckets = 1024
embedding_size = 4
embedding_table = tf.Variable(tf.ones([num_buckets, embedding_size]) * tf.range(num_buckets, dtype=tf.float32)[:, None])

word_buckets = tf.strings.to_hash_bucket_fast(queries, num_buckets)
print(word_buckets)
word_embeddings = tf.nn.embedding_lookup(embedding_table, word_buckets)
print(word_embeddings.shape)
print(word_embeddings[1])
print(tf.reduce_mean(word_embeddings, axis=1)[:, 0].numpy() == tf.reduce_mean(tf.cast(word_buckets, tf.float32), axis=1).numpy())

marker = tf.fill([queries.nrows(), 1], '#')
padded = tf.concat([marker, queries, marker], axis=1)
bigrams = tf.strings.join([padded[:, :-1], padded[:, 1:]], separator='+')
print(bigrams)
all_features = tf.concat([queries, bigrams], axis=1)
print(all_features.shape, all_features.row_lengths().numpy())
print(tf.strings.length(bigrams))
print(tf.strings.regex_full_match(queries, "[A-Z].*"))
print(tf.strings.as_string(tf.ragged.constant([[1.5], [2.0, 3.3]]), precision=1))
