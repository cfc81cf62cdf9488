# A chained exception whose own frames are all library frames still has a traceback, so
# CPython prints its "Traceback (most recent call last):" header (Lib/traceback.py
# TracebackException.format prints it whenever exc_traceback is not None). Keras 3.11.3's
# keras/src/utils/sequence_utils.py pad_sequences raises
#   ValueError("`sequences` must be a list of iterables. " f"Found non-iterable: {str(x)}") from e
# for the TypeError of len(3); pad_sequences has no filter_traceback, so both exceptions print.
# Real TF also lists the keras/src frames under each header; tfplay's tracebacks show only the
# program's frames (as for every Keras error), so the TypeError's header has no frame under it.
# fit (keras/src/backend/tensorflow/trainer.py, @traceback_utils.filter_traceback) re-raises
# what train_step raised `from None`: the KeyError it was raised from is not printed.
import traceback

import keras
import numpy as np

try:
    keras.utils.pad_sequences([[1, 2], 3])
except ValueError as e:
    print(type(e.__cause__).__name__, e.__cause__.__traceback__ is not None)
    traceback.print_exception(e)


class Model(keras.Model):
    def __init__(self):
        super().__init__()
        self.dense = keras.layers.Dense(1)

    def call(self, x):
        return self.dense(x)

    def train_step(self, data):
        try:
            {}["missing"]
        except KeyError as e:
            raise ValueError("train_step failed") from e


model = Model()
model.compile(optimizer="sgd", loss="mse")
model.fit(np.ones((4, 2)), np.ones((4, 1)), verbose=0)
