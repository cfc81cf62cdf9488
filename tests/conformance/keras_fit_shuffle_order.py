# fit(shuffle=True) on arrays, as Keras 3.11's array_data_adapter.py builds its dataset: a map over
# Dataset.range(1) draws one permutation of the sample indices with tf.random.shuffle
# (RandomShuffle, random_shuffle_op.cc: Fisher-Yates over n - 1 Philox samples, each taken modulo
# the remaining length), the indices are cut into batches and gathered from the arrays. The map
# function runs in a fresh instantiation for each epoch's iterator (AnonymousIteratorHandleOp
# clones the function library), so with a global seed (keras.utils.set_random_seed) its random op
# starts again from the same state: every epoch sees the same order (tensorflow issue 44195
# describes this for seeded random ops in Dataset.map). shuffle=False keeps the order;
# shuffle="batch" shuffles within each batch. The same holds for a seeded random op in a
# program's own Dataset.map: each new iterator repeats the numbers.
import numpy as np
import tensorflow as tf
import keras

x = np.arange(6, dtype="float32").reshape(6, 1)
y = 2.0 * x


class Probe(keras.Model):
    def train_step(self, data):
        tf.print("batch", data[0][:, 0])
        return super().train_step(data)


for shuffle in (True, False, "batch"):
    keras.utils.set_random_seed(3)
    inputs = keras.Input(shape=(1,))
    model = Probe(inputs, keras.layers.Dense(1, kernel_initializer="zeros")(inputs))
    model.compile(optimizer="sgd", loss="mse")
    print("shuffle", shuffle)
    model.fit(x, y, batch_size=4, epochs=2, shuffle=shuffle, verbose=0)

tf.random.set_seed(5)
noise = tf.data.Dataset.range(2).map(lambda i: tf.random.uniform([]))
first = [float(v) for v in noise]
second = [float(v) for v in noise]
print(first == second, len(first))
# Within one iterator, Dataset.repeat continues the random stream (the same kernels).
tf.random.set_seed(5)
repeated = [float(v) for v in tf.data.Dataset.range(1).map(lambda i: tf.random.uniform([])).repeat(2)]
print(repeated[0] == first[0], repeated[0] != repeated[1])
