# Dataset.shuffle's order with a seed. shuffle_op._ShuffleDataset takes its kernel seeds from
# random_seed.get_seed: (87654321, seed) with only an op seed, (global seed, seed) after
# tf.random.set_seed, and without an op seed the global seed's next internal op seed. The
# ShuffleDatasetV3 kernel (shuffle_dataset_op.cc) draws each iterator's seeds from
# Philox(seed, seed2) two samples at a time when reshuffling, else uses (seed, seed2) itself, and
# picks offset Random() % (buffered count) from the oldest buffered element of a ring buffer.
# The kernel's orders for given seeds are those of TF's shuffle_dataset_op_test.cc.
import tensorflow as tf

ds = tf.data.Dataset.range(10).shuffle(10, seed=42)
print([int(x) for x in ds])
print([int(x) for x in ds])  # reshuffle_each_iteration: a new order every pass
fixed = tf.data.Dataset.range(10).shuffle(4, seed=7, reshuffle_each_iteration=False)
print([int(x) for x in fixed], [int(x) for x in fixed] == [int(x) for x in fixed])
print([b.numpy().tolist() for b in tf.data.Dataset.range(8).shuffle(8, seed=1).batch(3)])
tf.random.set_seed(5)
print([int(x) for x in tf.data.Dataset.range(6).shuffle(6, seed=3)])
print([int(x) for x in tf.data.Dataset.range(6).shuffle(6)])
print(sorted(int(x) for x in tf.data.Dataset.range(6).shuffle(2)) == list(range(6)))
