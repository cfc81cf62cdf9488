# fit(dataset, class_weight=...) maps Keras's class_weights_map_fn over the dataset
# (keras/src/trainers/data_adapters/tf_dataset_adapter.py make_class_weight_map_fn); with
# (x, y, sample_weight) elements it raises "You cannot `class_weight` and `sample_weight` at
# the same time." while Dataset.map traces it. Dataset.map runs its function through
# autograph.tf_convert -> converted_call, and Keras's functions are allowlisted
# (tensorflow/python/autograph/core/config.py DoNotConvert('keras')): called unconverted, the
# error has no ag_error_metadata and reaches the user as it is, not re-raised "in user code".
# A function of the program's own is converted, and its error is.
import numpy as np
import tensorflow as tf
import keras

x = np.ones((4, 2), "float32")
y = np.array([0, 1, 1, 0])
model = keras.Sequential([keras.Input((2,)), keras.layers.Dense(2, activation="softmax")])
model.compile("sgd", "sparse_categorical_crossentropy")
ds = tf.data.Dataset.from_tensor_slices((x, y, np.ones(4, "float32"))).batch(2)
try:
    model.fit(ds, class_weight={0: 1.0, 1: 2.0}, epochs=1, verbose=0)
except ValueError as e:
    print("ValueError:", e)


def check_weights(x, y, sw):
    raise ValueError("no sample weights, please")


try:
    ds.map(check_weights)
except ValueError as e:
    print("ValueError:", e)
