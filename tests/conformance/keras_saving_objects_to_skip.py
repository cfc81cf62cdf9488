# Keras 3.11.3's objects_to_skip (keras/src/saving/saving_lib.py save_weights_only and
# load_weights_only start _save_state/_load_state with the skipped objects' ids as visited, so
# neither they nor anything inside them is saved or loaded). From
# keras/src/saving/saving_api_test.py SaveModelTests.test_objects_to_skip: the skipped Dense
# keeps its own kernel. A layer left out of the file gets an empty group when loaded without
# skipping: Dense._check_load_own_variables's "expected 2 variables, but received 0", reported
# by _raise_loading_failure.
import os
import tempfile

import numpy as np
import keras
from keras.src.saving import saving_api


def make():
    return keras.Sequential([keras.layers.Input((3,)), keras.layers.Dense(5), keras.layers.Dense(5)])


keras.utils.set_random_seed(0)
model = make()
filepath = os.path.join(tempfile.mkdtemp(), "test_model.weights.h5")
saving_api.save_weights(model, filepath, objects_to_skip=[model.layers[0]])
new_model = make()
new_model.load_weights(filepath, objects_to_skip=[new_model.layers[0]])
print("skipped kernel equal:", np.allclose(new_model.layers[0].get_weights()[0], model.layers[0].get_weights()[0]))
print("skipped bias equal:", np.allclose(new_model.layers[0].get_weights()[1], model.layers[0].get_weights()[1]))
print("loaded kernel equal:", np.allclose(new_model.layers[1].get_weights()[0], model.layers[1].get_weights()[0]))

saving_api.save_weights(model, filepath)
new_model.load_weights(filepath, objects_to_skip=[new_model.layers[0]])
print("after full save, skipped kernel equal:",
      np.allclose(new_model.layers[0].get_weights()[0], model.layers[0].get_weights()[0]))

saving_api.save_weights(model, filepath, objects_to_skip=[model.layers[1]])
other = make()
try:
    other.load_weights(filepath)
except ValueError as e:
    print(e)
