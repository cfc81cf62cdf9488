# steps_per_epoch larger than a tf.data.Dataset without .repeat(): Keras 3.11.3
# trainers/epoch_iterator.py _enumerate_iterator knows the dataset's 2 batches, warns once it has
# seen them (_interrupted_warning, stacklevel=2: the call at line 116) and starts a new
# iterator for the next epoch, so both epochs train on 2 batches and the warning, from the
# same line, is shown once.
import numpy as np
import tensorflow as tf
import keras


class CountSteps(keras.callbacks.Callback):
    def on_train_begin(self, logs=None):
        self.steps = []

    def on_epoch_begin(self, epoch, logs=None):
        self.steps.append(0)

    def on_train_batch_end(self, batch, logs=None):
        self.steps[-1] += 1


model = keras.Sequential([keras.Input((2,)), keras.layers.Dense(1)])
model.compile(optimizer="sgd", loss="mse")
ds = tf.data.Dataset.from_tensor_slices((np.ones((4, 2), "float32"), np.ones((4, 1), "float32"))).batch(2)
counter = CountSteps()
history = model.fit(ds, epochs=2, steps_per_epoch=3, verbose=0, callbacks=[counter])
print(len(history.history["loss"]), counter.steps)
