# A custom train_step that forgets to return its logs: Keras 3.11.3 backend/tensorflow/trainer.py
# wraps the step's result in tf.experimental.Optional.from_value, and TF 2.20's
# data/util/structure.py type_spec_from_value cannot make a spec for None (the fallback
# tf.convert_to_tensor(None) fails too): TypeError "Could not build a `TypeSpec` for None with
# type NoneType".
import numpy as np
import keras


class NoLogs(keras.Model):
    def train_step(self, data):
        x, y = data
        self(x)


inputs = keras.Input((2,))
model = NoLogs(inputs, keras.layers.Dense(1)(inputs))
model.compile(optimizer="sgd", loss="mse")
try:
    model.fit(np.ones((4, 2)), np.ones((4, 1)), verbose=0)
except TypeError as e:
    print("TypeError:", e)
