# Dataset.shuffle without any seed: random_seed.get_seed gives the kernel seeds (0, 0), and the
# ShuffleDatasetV3 kernel (RandomSeeds in random_seed_ops.h) then draws random seeds, so two
# shuffles of one program have different orders (and a new order in every run).
# TF test: shuffle_test.py testReshuffleSeparateTransformations
# (assertEqual(first_epoch != second_epoch, seed is None)).
# The orders themselves are random; only facts about them are printed.
import tensorflow as tf

d = tf.data.Dataset.range(10)
a = [int(x) for x in d.shuffle(10)]
b = [int(x) for x in d.shuffle(10)]
print(a != b)
print(sorted(a) == sorted(b) == list(range(10)))

# Pairs of two independently shuffled datasets are not aligned.
n = 20
pairs = list(tf.data.Dataset.zip(tf.data.Dataset.range(n).shuffle(n), tf.data.Dataset.range(n).shuffle(n)).as_numpy_iterator())
print(all(x == y for x, y in pairs))
