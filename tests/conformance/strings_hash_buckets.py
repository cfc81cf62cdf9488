# tf.strings.to_hash_bucket_fast / _strong / to_hash_bucket (the StringToHashBucketFast,
# StringToHashBucketStrong and StringToHashBucket ops: FarmHash Fingerprint64, SipHash keyed by
# `key`, TF's legacy Hash64, each mod num_buckets), eagerly and in a tf.function. Expected
# values: the three functions' docstring examples (gen_string_ops.py) and
# string_to_hash_bucket_op_test.py (Fingerprint64/StrongKeyedHash/Hash64 of "a".."d" mod 10, one
# bucket, the "Key must have 2 elements" error).
import tensorflow as tf

print(tf.strings.to_hash_bucket_fast(["Hello", "TensorFlow", "2.x"], 3).numpy())
print(tf.strings.to_hash_bucket_strong(["Hello", "TF"], 3, [1, 2]).numpy())
print(tf.strings.to_hash_bucket(["Hello", "TensorFlow", "2.x"], 3))
print(tf.strings.to_hash_bucket_fast(["a", "b", "c", "d"], 10).numpy())
print(tf.strings.to_hash_bucket_fast(["a", "b", "c"], 1).numpy())
print(tf.strings.to_hash_bucket_strong(["a", "b", "c"], 10, key=[98765, 132]).numpy())
print(tf.strings.to_hash_bucket_strong(["a", "b", "c"], 1, key=[123, 345]).numpy())
print(tf.strings.to_hash_bucket(["a", "b", "c"], 10).numpy())
try:
    tf.strings.to_hash_bucket_strong(["a", "b", "c"], 10, key=[98765])
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__, "Key must have 2 elements" in str(e))


@tf.function
def hashed(x):
    return tf.strings.to_hash_bucket_fast(x, 10), tf.strings.to_hash_bucket_strong(x, 10, key=[98765, 132])


fast, strong = hashed(tf.constant(["a", "b", "c"]))
print(fast, strong)
graph = hashed.get_concrete_function(tf.TensorSpec([None], tf.string)).graph
print([(op.name, op.type) for op in graph.get_operations() if op.type.startswith("StringToHash")])
print(graph.get_operations()[1].outputs[0].shape, graph.get_operations()[1].outputs[0].dtype)
