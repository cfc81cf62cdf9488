# Keras 3.11 edge cases, each read off Keras 3.11.3's source:
# - predict on 0 samples: ArrayDataAdapter makes 0 batches, so EpochIterator iterates its
#   dataset without a step count, the first next() runs out (catch_stop_iteration's UserWarning
#   "Your input ran out of data", raised at epoch_iterator.py line 164) and no batch_outputs
#   exists for trainer.py's final map_structure_up_to (Python's UnboundLocalError); with the
#   progress bar (verbose="auto") on_predict_end first updates a Progbar whose target is 0, and
#   Progbar.update's math.log10(0) raises "math domain error".
# - fit(batch_size=0): ArrayDataAdapter's `if not batch_size` falls back to 32.
# - x and y of different lengths: data_adapter_utils.check_data_cardinality's message.
# - Dense(0) builds a (3, 0) kernel; Dense(-1) fails in standardize_shape at build.
# - compile(optimizer="nope"): optimizers.get's ValueError; compile(loss="nope") succeeds and
#   fit fails when CompileLoss builds (losses.get's ValueError).
import numpy as np
import keras
from keras import layers

model = keras.Sequential([keras.Input((3,)), layers.Dense(2, kernel_initializer="ones")])
model.compile(optimizer="sgd", loss="mse")
for verbose in (0, "auto"):
    try:
        model.predict(np.zeros((0, 3)), verbose=verbose)
    except Exception as e:
        print(type(e).__name__, e)

history = model.fit(np.ones((40, 3)), np.ones((40, 2)), batch_size=0, epochs=1, verbose=2)
print(list(history.history))
try:
    model.fit(np.ones((4, 3)), np.ones((3, 2)), verbose=0)
except ValueError as e:
    print(repr(str(e)))

empty = layers.Dense(0)
print(empty(np.ones((2, 3))).shape, [tuple(w.shape) for w in empty.weights])
try:
    layers.Dense(-1)(np.ones((2, 3)))
except ValueError as e:
    print("ValueError:", e)

try:
    model.compile(optimizer="nope", loss="mse")
except ValueError as e:
    print("ValueError:", e)
model.compile(optimizer="sgd", loss="nope")
print(model.compiled)
try:
    model.fit(np.ones((4, 3)), np.ones((4, 2)), verbose=0)
except ValueError as e:
    print("ValueError:", e)
