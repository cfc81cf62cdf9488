# Sample weights and validation data whose lengths differ from the training data: Keras 3.11.3
# trainers/data_adapters/data_adapter_utils.py check_data_cardinality (note no space after the
# first sentence and a newline after each line of sizes). The validation arrays are only
# checked when evaluation starts after the first epoch.
import numpy as np
import keras

model = keras.Sequential([keras.Input((2,)), keras.layers.Dense(1)])
model.compile(optimizer="sgd", loss="mse")
try:
    model.fit(np.ones((4, 2)), np.ones((4, 1)), sample_weight=np.ones(3), verbose=0)
except ValueError as e:
    print(repr(str(e)))
try:
    model.fit(np.ones((4, 2)), np.ones((4, 1)), validation_data=(np.ones((3, 2)), np.ones((2, 1))), verbose=0)
except ValueError as e:
    print(repr(str(e)))
