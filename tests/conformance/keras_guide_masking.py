# "Understanding masking & padding" (keras.io) in a program of our own: pad_sequences (int32,
# "pre" padding and truncation by default), the mask an Embedding(mask_zero=True) or a Masking
# layer attaches to its output (_keras_mask), an LSTM consuming the mask in a Functional model and
# inside a custom layer (compute_mask passed on by hand), a layer splitting the time axis that
# splits the mask in compute_mask, a custom embedding's compute_mask, and supports_masking
# passing the mask through a custom activation (the symbolic output carries a KerasTensor mask).
# Expected text from Keras 3.11.3's keras/src/utils/sequence_utils.py, layers/core/embedding.py,
# layers/core/masking.py and layers/layer.py.
import keras
from keras import layers
import numpy as np

raw_inputs = [
    [711, 632, 71],
    [73, 8, 3215, 55, 927],
    [83, 91, 1, 645, 1253, 927],
]
padded_inputs = keras.utils.pad_sequences(raw_inputs, padding="post")
print(padded_inputs)
print(padded_inputs.dtype)
print(keras.utils.pad_sequences(raw_inputs, maxlen=4))
print(keras.utils.pad_sequences(raw_inputs, maxlen=4, truncating="post", value=-1))

embedding = layers.Embedding(input_dim=5000, output_dim=16, mask_zero=True)
masked_output = embedding(padded_inputs)
print(masked_output._keras_mask)

masking_layer = layers.Masking()
unmasked_embedding = np.ones((3, 6, 2), dtype="float32") * padded_inputs[:, :, None].astype("float32")
masked_embedding = masking_layer(unmasked_embedding)
print(masked_embedding._keras_mask)

inputs = keras.Input(shape=(None,), dtype="int32")
x = layers.Embedding(input_dim=5000, output_dim=16, mask_zero=True)(inputs)
outputs = layers.LSTM(32)(x)
model = keras.Model(inputs, outputs)
print(model(padded_inputs).shape)


class MyLayer(layers.Layer):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.embedding = layers.Embedding(input_dim=5000, output_dim=16, mask_zero=True)
        self.lstm = layers.LSTM(32)

    def call(self, inputs):
        x = self.embedding(inputs)
        mask = self.embedding.compute_mask(inputs)
        output = self.lstm(x, mask=mask)
        return output


layer = MyLayer()
x = np.random.random((32, 10)) * 100
x = x.astype("int32")
print(layer(x).shape)


class TemporalSplit(keras.layers.Layer):
    def call(self, inputs):
        return keras.ops.split(inputs, 2, axis=1)

    def compute_mask(self, inputs, mask=None):
        if mask is None:
            return None
        return keras.ops.split(mask, 2, axis=1)


first_half, second_half = TemporalSplit()(masked_embedding)
print(first_half._keras_mask)
print(second_half._keras_mask)


class CustomEmbedding(keras.layers.Layer):
    def __init__(self, input_dim, output_dim, mask_zero=False, **kwargs):
        super().__init__(**kwargs)
        self.input_dim = input_dim
        self.output_dim = output_dim
        self.mask_zero = mask_zero

    def build(self, input_shape):
        self.embeddings = self.add_weight(shape=(self.input_dim, self.output_dim), initializer="random_normal", dtype="float32")

    def call(self, inputs):
        inputs = keras.ops.cast(inputs, "int32")
        return keras.ops.take(self.embeddings, inputs)

    def compute_mask(self, inputs, mask=None):
        if not self.mask_zero:
            return None
        return keras.ops.not_equal(inputs, 0)


layer = CustomEmbedding(10, 32, mask_zero=True)
x = np.random.random((3, 10)) * 9
x = x.astype("int32")
y = layer(x)
mask = layer.compute_mask(x)
print(mask.dtype, mask.shape)


class MyActivation(keras.layers.Layer):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.supports_masking = True

    def call(self, inputs):
        return keras.ops.relu(inputs)


inputs = keras.Input(shape=(None,), dtype="int32")
x = layers.Embedding(input_dim=5000, output_dim=16, mask_zero=True)(inputs)
x = MyActivation()(x)
print("Mask found:", type(x._keras_mask).__name__, x._keras_mask.shape, x._keras_mask.dtype)
outputs = layers.LSTM(32)(x)
model = keras.Model(inputs, outputs)
y = model(np.random.randint(0, 5000, size=(32, 100)))
print(y.shape)
