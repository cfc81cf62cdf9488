# keras.utils.PyDataset (alias keras.utils.Sequence) fed to fit/evaluate/predict
# (keras/src/trainers/data_adapters/py_dataset_adapter.py with workers=1: no enqueuer, the
# batches read in order through Dataset.from_generator, whose signature comes from the first
# NUM_BATCHES_FOR_TENSOR_SPEC = 2 batches with a None batch dimension). Epoch hooks
# (trainers/epoch_iterator.py): reset() at the start of fit/evaluate/predict calls the adapter's
# on_epoch_end, each pass over the data calls on_epoch_begin before the first batch and
# on_epoch_end after the last, before the epoch's callbacks. The model, data and values are those
# of keras_fit_progress (Dense(1) with zeros weights, SGD(0.01), y = 2x, two batches of 2 in order:
# loss [27.1653, 12.705], mae [4.795, 3.2467]), worked by hand there. A subclass that skips
# super().__init__() gets PyDataset._warn_if_super_not_called's UserWarning (stacklevel=2: the
# `workers` property).
import numpy as np
import keras

x = np.array([[1.0], [2.0], [3.0], [4.0]], dtype="float32")
y = np.array([[2.0], [4.0], [6.0], [8.0]], dtype="float32")


class Pairs(keras.utils.PyDataset):
    def __init__(self, batch_size, **kwargs):
        super().__init__(**kwargs)
        self.batch_size = batch_size

    def __len__(self):
        return len(x) // self.batch_size

    def __getitem__(self, index):
        s = slice(index * self.batch_size, (index + 1) * self.batch_size)
        return x[s], y[s]

    def on_epoch_begin(self):
        print("on_epoch_begin")

    def on_epoch_end(self):
        print("on_epoch_end")


ds = Pairs(2)
print(keras.utils.Sequence is keras.utils.PyDataset, len(ds), ds.num_batches, ds.workers,
      ds.use_multiprocessing, ds.max_queue_size)
print([b[0].tolist() for b in ds])
model = keras.Sequential([keras.Input(shape=(1,)), keras.layers.Dense(1, kernel_initializer="zeros")])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.01), loss="mse", metrics=["mae"])
history = model.fit(ds, epochs=2, verbose=2, shuffle=False)
print({k: [round(v, 4) for v in vs] for k, vs in history.history.items()})
print(history.params)
result = model.evaluate(Pairs(4), verbose=0)
print([round(v, 4) for v in result])
pred = model.predict(Pairs(2), verbose=0)
print(type(pred).__name__, pred.shape)
try:
    model.fit(ds, y, verbose=0)
except ValueError as e:
    print("ValueError:", e)


class NoSuper(keras.utils.PyDataset):
    def __init__(self):
        pass

    def __len__(self):
        return 1

    def __getitem__(self, index):
        return x, y


model.fit(NoSuper(), verbose=0)
print("fitted")
