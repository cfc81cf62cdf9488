# tf.keras.preprocessing.sequence's Keras 1 utilities (Keras 3.11.3's
# keras/src/legacy/preprocessing/sequence.py). TimeseriesGenerator's values are its Keras 2
# docstring example (length=10, sampling_rate=2, batch_size=2 over 0..49: 20 batches, the first
# [[0 2 4 6 8], [1 3 5 7 9]] -> [10, 11]); skipgrams' pairs are what that source computes with
# CPython's random seeded by `random.seed` (the reference run used the same source under
# CPython); make_sampling_table follows its Zipf formula. With shuffle and no seed, Keras calls
# random.randint(0, 10e6), which CPython 3.12 rejects.
import random

import numpy as np
import tensorflow as tf

seq = tf.keras.preprocessing.sequence
data = np.array([[i] for i in range(50)])
gen = seq.TimeseriesGenerator(data, data, length=10, sampling_rate=2, batch_size=2)
print(len(gen))
x, y = gen[0]
print(x.shape, y.shape)
print(x[:, :, 0].tolist(), y.tolist())
x, y = gen[19]
print(x[:, :, 0].tolist(), y.tolist())
rev = seq.TimeseriesGenerator(data, data, length=4, stride=3, start_index=2, end_index=20,
                              reverse=True, batch_size=4)
print(len(rev), rev.start_index, rev.end_index)
x, y = rev[1]
print(x[:, :, 0].tolist(), y[:, 0].tolist())
print(isinstance(gen, tf.keras.utils.PyDataset))
print(sorted(rev.get_config().items())[2:])
print(seq.TimeseriesGenerator([1, 2, 3], [4, 5, 6], length=1).to_json())
try:
    seq.TimeseriesGenerator(data, data[:10], length=3)
except ValueError as e:
    print("ValueError:", e)
try:
    seq.TimeseriesGenerator(data, data, length=40, start_index=10)
except ValueError as e:
    print("ValueError:", e)

table = seq.make_sampling_table(6)
print(table.shape, table.dtype)
print(np.round(table, 8).tolist())
print(seq.make_sampling_table(3, sampling_factor=0.5).tolist())

couples, labels = seq.skipgrams([1, 2, 3, 0, 4], vocabulary_size=5, window_size=1, negative_samples=0.0, shuffle=False)
print(couples, labels)
couples, labels = seq.skipgrams([1, 2, 3], vocabulary_size=4, window_size=1, categorical=True, shuffle=False, negative_samples=0.0)
print(couples, labels)
random.seed(0)
couples, labels = seq.skipgrams([1, 2, 3, 4], vocabulary_size=10, window_size=2, seed=42)
print(couples)
print(labels)
random.seed(1)
couples, labels = seq.skipgrams([1, 2, 3, 4, 5, 6], vocabulary_size=7, window_size=1, sampling_table=[1.0, 1.0, 0.3, 1.0, 0.3, 1.0, 0.3], negative_samples=0.5, seed=7)
print(couples, labels)
try:
    seq.skipgrams([1, 2], vocabulary_size=3)
except TypeError as e:
    print("TypeError:", e)
print(seq.pad_sequences([[1, 2], [3]]).tolist())
