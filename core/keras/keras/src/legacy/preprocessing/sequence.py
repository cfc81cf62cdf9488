"""tf.keras.preprocessing.sequence's Keras 1 utilities, deprecated but kept by Keras 3.11.3's
tf.keras view (keras/src/legacy/preprocessing/sequence.py): `TimeseriesGenerator`,
`make_sampling_table` and `skipgrams`."""

import json
import random

import numpy as np

from keras.src.trainers.data_adapters.py_dataset_adapter import PyDataset


def _to_json(value, what):
    """`value` (a numpy array as a list) as a JSON string; TypeError naming `what` otherwise."""
    if type(value).__module__ == np.__name__:
        value = value.tolist()
    try:
        return json.dumps(value)
    except TypeError as e:
        raise TypeError(f"{what} not JSON Serializable: {value}") from e


class TimeseriesGenerator(PyDataset):
    """Batches of (windows of `length` steps of `data`, the target after each window), the
    windows ending every `stride` steps from `start_index + length` to `end_index` (both
    inclusive; rows drawn at random with `shuffle`), sampled every `sampling_rate` steps and
    reversed in time with `reverse`. Like Keras's, it does not call PyDataset.__init__.
    Raises ValueError when data and targets differ in length or no window fits."""

    def __init__(self, data, targets, length, sampling_rate=1, stride=1, start_index=0,
                 end_index=None, shuffle=False, reverse=False, batch_size=128):
        if len(data) != len(targets):
            raise ValueError("Data and targets have to be of same length. Data length is "
                             f"{len(data)} while target length is {len(targets)}")
        self.data = data
        self.targets = targets
        self.length = length
        self.sampling_rate = sampling_rate
        self.stride = stride
        self.start_index = start_index + length
        if end_index is None:
            end_index = len(data) - 1
        self.end_index = end_index
        self.shuffle = shuffle
        self.reverse = reverse
        self.batch_size = batch_size
        if self.start_index > self.end_index:
            raise ValueError(f"`start_index+length={self.start_index} > "
                             f"end_index={self.end_index}` is disallowed, as no part of the "
                             "sequence would be left to be used as current step.")

    def __len__(self):
        """The number of batches."""
        step = self.batch_size * self.stride
        return (self.end_index - self.start_index + step) // step

    def __getitem__(self, index):
        """Batch `index` as (samples, targets) numpy arrays."""
        if self.shuffle:
            rows = np.random.randint(self.start_index, self.end_index + 1, size=self.batch_size)
        else:
            i = self.start_index + self.batch_size * self.stride * index
            rows = np.arange(i, min(i + self.batch_size * self.stride, self.end_index + 1),
                             self.stride)
        samples = np.array([self.data[row - self.length:row:self.sampling_rate] for row in rows])
        targets = np.array([self.targets[row] for row in rows])
        if self.reverse:
            return samples[:, ::-1, ...], targets
        return samples, targets

    def get_config(self):
        """The settings, with data and targets as JSON strings. Raises TypeError when they
        are not JSON serializable."""
        return {
            "data": _to_json(self.data, "Data"),
            "targets": _to_json(self.targets, "Targets"),
            "length": self.length,
            "sampling_rate": self.sampling_rate,
            "stride": self.stride,
            "start_index": self.start_index,
            "end_index": self.end_index,
            "shuffle": self.shuffle,
            "reverse": self.reverse,
            "batch_size": self.batch_size,
        }

    def to_json(self, **kwargs):
        """`{"class_name": ..., "config": get_config()}` as a JSON string."""
        return json.dumps({"class_name": self.__class__.__name__, "config": self.get_config()},
                          **kwargs)


def make_sampling_table(size, sampling_factor=1e-5):
    """word2vec's keep probabilities for word ranks 0..size-1 under Zipf's law, a float64
    array: min(1, f / sqrt(f)) with f = sampling_factor * (r (log r + gamma) + 1/2 - 1/(12 r))
    for rank r (rank 0 counted as 1) and gamma = 0.577."""
    gamma = 0.577
    rank = np.arange(size)
    rank[0] = 1
    inv_fq = rank * (np.log(rank) + gamma) + 0.5 - 1.0 / (12.0 * rank)
    f = sampling_factor * inv_fq
    return np.minimum(1.0, f / np.sqrt(f))


def skipgrams(sequence, vocabulary_size, window_size=4, negative_samples=1.0, shuffle=True,
              categorical=False, sampling_table=None, seed=None):
    """(couples, labels): [word, context word] pairs labelled 1 for words within
    `window_size` of each other (index 0 skipped; a word kept with probability
    sampling_table[word]), then negative_samples times as many [word, random word] pairs
    labelled 0 ([0, 1] / [1, 0] when categorical); both lists shuffled alike. Randomness comes
    from Python's `random` module, reseeded with `seed` for the shuffle. With shuffle and no
    seed, Keras draws one with random.randint(0, 10e6), which CPython 3.12 rejects (TypeError:
    a float bound)."""
    couples = []
    labels = []
    for i, wi in enumerate(sequence):
        if not wi:
            continue
        if sampling_table is not None and sampling_table[wi] < random.random():
            continue
        window_start = max(0, i - window_size)
        window_end = min(len(sequence), i + window_size + 1)
        for j in range(window_start, window_end):
            if j != i:
                wj = sequence[j]
                if not wj:
                    continue
                couples.append([wi, wj])
                labels.append([0, 1] if categorical else 1)
    if negative_samples > 0:
        num_negative_samples = int(len(labels) * negative_samples)
        words = [c[0] for c in couples]
        random.shuffle(words)
        couples += [[words[i % len(words)], random.randint(1, vocabulary_size - 1)]
                    for i in range(num_negative_samples)]
        labels += ([[1, 0]] if categorical else [0]) * num_negative_samples
    if shuffle:
        if seed is None:
            seed = random.randint(0, 10e6)
        random.seed(seed)
        random.shuffle(couples)
        random.seed(seed)
        random.shuffle(labels)
    return couples, labels
