# Keras 3.11 Masking, TimeDistributed, Bidirectional, Wrapper and Dot on the TensorFlow backend.
# Expected values are those of Keras's own tests: core/masking_test.py (test_masking_correctness:
# the mask a Masking layer hands to the next layer), rnn/time_distributed_test.py
# (test_correctness, test_masking, test_build), rnn/bidirectional_test.py (test_basics weight counts,
# test_correctness for concat/ave/None/mul/sum, test_pass_initial_state, test_masking), and
# merging/merging_test.py (test_dot_higher_dim, test_add_with_mask); Dot's 2-D value is the row-wise
# dot product by hand. Weight paths follow Bidirectional's forward_/backward_ copies built in its
# name scope. The Bidirectional(LSTM) summary's params: 2 * 4 * 16 * (8 + 16 + 1) and 32 + 1.
import numpy as np
import keras
from keras import initializers, layers, ops


def rounded(y, n=5):
    """Nested lists of Python floats rounded to n decimals."""
    y = np.asarray(y).tolist()
    return [rounded(v, n) for v in y] if isinstance(y, list) else round(y, n)


x = np.array([[[0.0, 0.0], [1.0, 2.0], [0.0, 0.0]], [[2.0, 2.0], [0.0, 0.0], [2.0, 1.0]]])
print(layers.Masking(mask_value=0.0).compute_mask(x).numpy().tolist())


class ShowMask(layers.Layer):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.supports_masking = True

    def compute_output_shape(self, input_shape):
        return input_shape

    def call(self, inputs, mask=None):
        print("mask seen", None if mask is None else mask.numpy().tolist())
        return inputs


y = keras.Sequential([layers.Masking(mask_value=0.0), ShowMask()])(x)
print(y._keras_mask.numpy().tolist())
emb = layers.Embedding(10, 3, mask_zero=True)
seq = np.array([[1, 2, 0, 0], [3, 0, 0, 0]])
for layer in (layers.Dense(2), layers.TimeDistributed(layers.Dense(2)), layers.LSTM(2, return_sequences=True),
              layers.GRU(2), layers.GlobalAveragePooling1D(), layers.Dropout(0.5)):
    out = layer(emb(seq))
    m = getattr(out, "_keras_mask", None)
    print(type(layer).__name__, tuple(out.shape), None if m is None else m.numpy().tolist())
mask = layers.Masking()
x1 = mask(ops.convert_to_tensor([[[0, 0], [1, 2], [0, 0], [3, 4]]]))
x2 = ops.convert_to_tensor([[[0, 0], [0, 0], [1, 2], [3, 4]]])
output = layers.Add()([x1, x2])
print(output.numpy().tolist(), getattr(output, "_keras_mask", None))

sequence = np.arange(24).reshape((3, 2, 4)).astype("float32")
td = layers.TimeDistributed(layers.Dense(1, kernel_initializer=initializers.Constant(0.01), use_bias=False))
print(rounded(td(sequence)), [w.path for w in td.weights])


class MaskedDense(layers.Wrapper):
    def __init__(self, units, **kwargs):
        layer = layers.Dense(units, kernel_initializer=initializers.Constant(0.01), use_bias=False)
        super().__init__(layer, **kwargs)
        self.supports_masking = True

    def call(self, inputs, training=False, mask=None):
        unmasked = self.layer.call(inputs)
        if mask is None:
            return unmasked
        return ops.transpose(ops.transpose(unmasked) * ops.cast(mask, inputs.dtype))


print(rounded(layers.TimeDistributed(layer=MaskedDense(1))(sequence, mask=np.array([[False, True], [True, False], [True, True]]))))
print(layers.TimeDistributed(layers.Conv2D(64, (3, 3)))(layers.Input(shape=(10, 128, 128, 3), batch_size=32)).shape)
try:
    layers.TimeDistributed(layers.Dense(1))(np.ones((2, 3)))
except ValueError as e:
    print("ValueError:", e)

print(len(layers.Bidirectional(layers.SimpleRNN(4))(np.ones((3, 2, 4))).shape))
b = layers.Bidirectional(layers.SimpleRNN(4), name="bi")
b(np.ones((3, 2, 4)))
print(len(b.trainable_weights), [w.path for w in b.weights][:3], b.forward_layer.name, b.backward_layer.name,
      b.backward_layer.go_backwards)
sequence = np.arange(24).reshape((2, 3, 4)).astype("float32")
c = dict(kernel_initializer=initializers.Constant(0.01), recurrent_initializer=initializers.Constant(0.02),
         bias_initializer=initializers.Constant(0.03))
forward_layer = layers.SimpleRNN(2, **c)
print("concat", rounded(layers.Bidirectional(layer=forward_layer)(sequence)))
print("ave", rounded(layers.Bidirectional(layer=forward_layer, merge_mode="ave")(sequence)))
print("None", [rounded(o) for o in layers.Bidirectional(layer=forward_layer, merge_mode=None)(sequence)])
backward_layer = layers.SimpleRNN(2, kernel_initializer=initializers.Constant(0.03),
                                  recurrent_initializer=initializers.Constant(0.02),
                                  bias_initializer=initializers.Constant(0.01), go_backwards=True)
print("mul", rounded(layers.Bidirectional(layer=forward_layer, backward_layer=backward_layer, merge_mode="mul")(sequence)))
print("sum", rounded(layers.Bidirectional(layers.GRU(2, return_sequences=True, **c), merge_mode="sum")(sequence)))
sequence = np.arange(24).reshape((2, 4, 3)).astype("float32")
initial_state = [np.arange(4).reshape((2, 2)).astype("float32") * i for i in (1, 2, 3, 4)]
print("initial_state", rounded(layers.Bidirectional(layers.LSTM(2, **c))(sequence, initial_state=initial_state)))
mask = np.array([[True, True, False, True], [True, False, False, True]])
print("masking", rounded(layers.Bidirectional(layers.GRU(2, **c))(sequence, mask=mask)))
try:
    layers.Bidirectional(layers.SimpleRNN(2), merge_mode="max")
except ValueError as e:
    print("ValueError:", e)

a = np.arange(6, dtype="float32").reshape((2, 3))
print(layers.Dot(axes=1)([a, a + 1]).numpy().tolist(), layers.dot([a, a], axes=-1).shape)
print(layers.Dot(axes=(-2, -1))([layers.Input(batch_shape=(1, 3, 2)), layers.Input(batch_shape=(1, 1, 2, 3))]).shape)
print(tuple(layers.Dot(axes=(-2, -1))([np.random.random((1, 3, 2)), np.random.random((1, 1, 2, 3))]).shape))
print(rounded(layers.Dot(axes=1, normalize=True)([np.array([[3.0, 4.0]]), np.array([[4.0, 3.0]])])))

model = keras.Sequential([keras.Input(shape=(5, 8)), layers.Bidirectional(layers.LSTM(16)), layers.Dense(1)])
model.summary()
