# A custom layer that creates its weight in call(): Keras 3.11.3 layers/layer.py locks the
# layer's state once build() (here the default one) has run (_lock_state), so add_weight in call
# fails in utils/tracking.py Tracker.add_to_store with the lock message, inside the
# "Exception encountered when calling Scale.call()" wrapper.
import numpy as np
import keras


class Scale(keras.layers.Layer):
    def call(self, inputs):
        self.w = self.add_weight(shape=(inputs.shape[-1],), initializer="ones")
        return inputs * self.w


class BuiltScale(keras.layers.Layer):
    def build(self, input_shape):
        self.w = self.add_weight(shape=(input_shape[-1],), initializer="ones")

    def call(self, inputs):
        return inputs * self.w


try:
    Scale()(np.ones((2, 3), "float32"))
except ValueError as e:
    print(e)
print(BuiltScale()(np.ones((2, 3), "float32")).shape)
