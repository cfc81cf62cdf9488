# Batching and the element-order transformations. batch's element_spec has a None batch
# dimension unless drop_remainder=True makes it static. repeat/take/skip/enumerate/zip change
# the elements and the cardinality; prefetch does not. cache replays the first full pass, so a
# tf.print in an earlier map runs only on that pass. shuffle's order is random (and tfplay's
# differs from TF's), so only its sorted elements are printed.
# TF source: tensorflow/python/data/ops/batch_op.py (_BatchDataset element_spec),
# repeat_op.py, take_op.py, skip_op.py, prefetch_op.py, cache_op.py, zip_op.py, shuffle_op.py,
# dataset_ops.py (enumerate is zip(range(start, int64 max), self));
# tensorflow/core/kernels/data/batch_dataset_op.cc, cache_dataset_ops.cc.
import tensorflow as tf

ten = tf.data.Dataset.range(10)
batched = ten.batch(4)
print(batched)
for b in batched:
    print(b)
exact = ten.batch(4, drop_remainder=True)
print(exact.element_spec, exact.cardinality().numpy())
print(list(exact.as_numpy_iterator()))

pipeline = ten.skip(6).repeat(2).take(6).prefetch(tf.data.AUTOTUNE)
print(pipeline)
print(list(pipeline.as_numpy_iterator()), len(pipeline))
print(ten.repeat().cardinality().numpy() == tf.data.INFINITE_CARDINALITY)

letters = tf.data.Dataset.from_tensor_slices(["a", "b", "c"])
indexed = letters.enumerate(start=1)
print(indexed)
for i, s in indexed:
    print(i.numpy(), s.numpy())

zipped = tf.data.Dataset.zip((letters, ten))
print(zipped.element_spec, len(zipped))
print(list(zipped.as_numpy_iterator()))


def loud(x):
    tf.print("computing", x)
    return x + 100


cached = tf.data.Dataset.range(2).map(loud).cache()
print(cached)
for epoch in range(2):
    print("epoch", epoch, list(cached.as_numpy_iterator()))

mixed = ten.shuffle(buffer_size=10, seed=7)
print(mixed)
print(sorted(mixed.as_numpy_iterator()))
