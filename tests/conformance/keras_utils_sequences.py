# keras.utils.pad_sequences (keras/src/utils/sequence_utils.py) and
# keras.utils.timeseries_dataset_from_array (keras/src/utils/timeseries_dataset_utils.py), with the
# inputs and expected arrays of keras/src/utils/sequence_utils_test.py (padding/truncating
# "pre"/"post", value, float32, the str-value error; not the str-array cases: tfplay's NumPy has no
# str arrays) and
# timeseries_dataset_utils_test.py (test_basics: 19 batches of (5, 9) then (2, 9), targets
# inputs[:, 0] * 2; test_timeseries_regression: 7 batches of (1, 3); test_no_targets: 9 batches
# of (5, 10) then (1, 10); sampling_rate / sequence_stride). pad_sequences returns a NumPy array
# of `dtype` (int32 by default); the dataset yields int64 tensors for int64 data (tf.gather).
# The also-exported keras.preprocessing.sequence.pad_sequences and
# keras.preprocessing.timeseries_dataset_from_array are the same functions.
import numpy as np
import keras
from keras.utils import pad_sequences, timeseries_dataset_from_array

a = [[1], [1, 2], [1, 2, 3]]
b = pad_sequences(a, maxlen=3, padding="pre")
print(type(b).__name__, b.dtype, b.tolist())
print(pad_sequences(a, maxlen=3, padding="post").tolist())
print(pad_sequences(a, maxlen=2, truncating="pre").tolist())
print(pad_sequences(a, maxlen=2, truncating="post").tolist())
print(pad_sequences(a, maxlen=3, value=1).tolist())
print(pad_sequences(a).tolist(), pad_sequences([[1, 2], []]).tolist())
f = pad_sequences([[1.2], [1.2, 2.3], [1.2, 2.3, 3.4]], maxlen=2, truncating="post", dtype="float32")
print(f.dtype, [[round(v, 2) for v in row] for row in f.tolist()])
for kwargs in ({"value": "pad"}, {"padding": "mid"}, {"truncating": "mid", "maxlen": 1}):
    try:
        pad_sequences(a, **kwargs)
    except ValueError as e:
        print("ValueError:", e)
try:
    pad_sequences([1, 2])
except ValueError as e:
    print("ValueError:", e)
print(keras.preprocessing.sequence.pad_sequences is pad_sequences)

data = np.arange(100)
dataset = timeseries_dataset_from_array(data, data * 2, sequence_length=9, batch_size=5)
print(dataset.element_spec)
shapes, ok = [], True
for i, (inputs, targets) in enumerate(dataset):
    shapes.append(tuple(inputs.shape))
    ok = ok and np.array_equal(targets.numpy(), inputs.numpy()[:, 0] * 2)
    ok = ok and all(np.array_equal(inputs.numpy()[j], np.arange(i * 5 + j, i * 5 + j + 9)) for j in range(len(inputs)))
print(len(shapes), shapes[0], shapes[-1], ok)
data = np.arange(10)
batches = list(timeseries_dataset_from_array(data, data[3:], sequence_length=3, batch_size=1))
print(len(batches), batches[0][0].numpy().tolist(), batches[0][1].numpy().tolist(), batches[-1][0].numpy().tolist())
batches = list(timeseries_dataset_from_array(np.arange(50), None, sequence_length=10, batch_size=5))
print(len(batches), batches[0].shape, batches[-1].shape, batches[-1].numpy().tolist())
ds = timeseries_dataset_from_array(np.arange(20), None, sequence_length=3, sampling_rate=2, sequence_stride=4, batch_size=None)
print([x.numpy().tolist() for x in ds])
for kwargs in ({"sampling_rate": 0}, {"sequence_stride": 0}, {"start_index": 20}, {"end_index": 5, "start_index": 6}):
    try:
        timeseries_dataset_from_array(np.arange(20), None, sequence_length=3, **kwargs)
    except ValueError as e:
        print("ValueError:", e)
print(keras.preprocessing.timeseries_dataset_from_array is timeseries_dataset_from_array)
