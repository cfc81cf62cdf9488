# Keras 3.11 convolutional LSTMs (keras/src/layers/rnn/conv_lstm.py, conv_lstm1d.py,
# conv_lstm2d.py, conv_lstm3d.py) on the TensorFlow backend. The constant-initializer outputs
# are those of conv_lstm1d_test.py, conv_lstm2d_test.py, conv_lstm3d_test.py and
# conv_lstm_test.py (test_correctness: expected arrays and checksums); the seeded kernel is
# GlorotUniform's stateless Philox stream for the seed the cell draws after its SeedGenerator's
# (ConvLSTMCell.__init__ makes the SeedGenerator before the initializers); the orthogonal
# recurrent kernel has orthonormal rows once flattened to (4, 8); shapes, parameter counts and
# get_config keys follow conv_lstm.py and rnn.py; the errors are ConvLSTMCell.build's,
# argument_validation.standardize_tuple's and input_spec.py's.
import numpy as np
import keras
from keras import initializers, layers
from keras.src.layers.rnn.conv_lstm import ConvLSTM, ConvLSTMCell


def r4(a):
    return np.round(np.asarray(a, dtype="float64"), 4).tolist()


constants = dict(kernel_initializer=initializers.Constant(0.01), recurrent_initializer=initializers.Constant(0.02),
                 bias_initializer=initializers.Constant(0.03))
out1 = layers.ConvLSTM1D(filters=2, kernel_size=3, **constants)(np.arange(120).reshape((2, 3, 4, 5)).astype("float32") / 10)
print("1d", tuple(out1.shape), r4(out1))
expected2 = np.array([[[[0.48694518, 0.48694518], [0.50237733, 0.50237733]], [[0.5461202, 0.5461202], [0.5598283, 0.5598283]]],
                      [[[0.8661607, 0.8661607], [0.86909103, 0.86909103]], [[0.8774414, 0.8774414], [0.8800861, 0.8800861]]]])
out2 = layers.ConvLSTM2D(filters=2, kernel_size=3, **constants)(np.arange(480).reshape((2, 3, 4, 4, 5)).astype("float32") / 100)
print("2d", tuple(out2.shape), np.allclose(out2.numpy(), expected2, atol=1e-6), r4(out2[0, 0]))
out3 = layers.ConvLSTM3D(filters=2, kernel_size=3, **constants)(np.arange(1920).reshape((2, 3, 4, 4, 4, 5)).astype("float32") / 100)
print("3d", tuple(out3.shape), r4(out3[0, 0, 0]), r4(out3[1, 1, 1]))

# The cell alone, and the abstract ConvLSTM, with given states (conv_lstm_test.py).
x = np.arange(150).reshape((2, 5, 5, 3)).astype("float32") / 10
s = np.arange(200).reshape((2, 5, 5, 4)).astype("float32") / 10
cell = ConvLSTMCell(rank=2, filters=4, kernel_size=3, padding="same", kernel_initializer=initializers.Constant(0.01),
                    recurrent_initializer=initializers.Constant(0.02))
h, (h2, c) = cell(x, [s, s])
print("cell", round(float(np.sum(h.numpy())), 2), round(float(np.sum(h2.numpy())), 2), round(float(np.sum(c.numpy())), 2))
seq = ConvLSTM(rank=2, filters=4, kernel_size=3, padding="same", kernel_initializer=initializers.Constant(0.01),
               recurrent_initializer=initializers.Constant(0.02))
out = seq(np.arange(450).reshape((2, 3, 5, 5, 3)).astype("float32") / 100, initial_state=[s / 10, s / 10])
print("ConvLSTM", round(float(np.sum(out.numpy())), 3))

keras.utils.set_random_seed(42)
layer = layers.ConvLSTM1D(2, 2, name="seeded")
y = layer(np.ones((1, 3, 4, 1), dtype="float32"))
print([w.path for w in layer.weights], [w.shape for w in layer.weights])
print(np.round(layer.cell.kernel.numpy().astype("float64"), 5).tolist())
flat = layer.cell.recurrent_kernel.numpy().reshape(4, 8)
print(np.allclose(flat @ flat.T, np.eye(4), atol=1e-5), layer.cell.bias.numpy().tolist(), tuple(y.shape))

out, h, c = layers.ConvLSTM1D(3, 2, padding="same", return_state=True, return_sequences=True)(np.ones((2, 4, 5, 1)))
print("states", tuple(out.shape), tuple(h.shape), tuple(c.shape))
print(layers.ConvLSTM2D(4, 3).compute_output_shape((None, 5, 8, 8, 3)))
print(layers.ConvLSTM2D(4, 3, return_sequences=True).compute_output_shape((None, 5, 8, 8, 3)))
print(layers.ConvLSTM2D(4, 3, return_state=True).compute_output_shape((None, 5, 8, 8, 3)))
print(layers.ConvLSTM1D(3, 2, strides=2, return_sequences=True).compute_output_shape((None, 4, 9, 2)))
print(layers.ConvLSTM3D(1, 2, padding="same").compute_output_shape((2, 3, 4, 5, 6, 1)))

config = layers.ConvLSTM2D(2, 3, name="cl").get_config()
print(list(config))
print(config["kernel_size"], config["strides"], config["recurrent_initializer"], config["unit_forget_bias"])
lstm = layers.ConvLSTM2D(2, 3, dropout=1.5, recurrent_dropout=-1)
print(lstm.filters, lstm.kernel_size, lstm.padding, lstm.dropout, lstm.recurrent_dropout, lstm.activation.__name__)

model = keras.Sequential([keras.Input(shape=(2, 5, 5, 3)), layers.ConvLSTM2D(4, 3, padding="same", return_sequences=True),
                          layers.ConvLSTM2D(2, 3)])
model.summary()
print(keras.Sequential([keras.Input((3, 4, 1)), layers.ConvLSTM1D(2, 2)]).count_params(),
      keras.Sequential([keras.Input((2, 3, 3, 3, 1)), layers.ConvLSTM3D(2, 2)]).count_params())

# Training: a ConvLSTM1D regressor with constant initial weights learns under fit.
train = keras.Sequential([keras.Input(shape=(3, 4, 1)), layers.ConvLSTM1D(2, 2, **constants), layers.Flatten(),
                          layers.Dense(1, kernel_initializer="ones")])
train.compile(optimizer=keras.optimizers.SGD(0.1), loss="mse")
xs = np.arange(48, dtype="float32").reshape(4, 3, 4, 1) / 48
history = train.fit(xs, np.ones((4, 1)), epochs=3, batch_size=4, verbose=0)
losses = history.history["loss"]
print(len(losses), losses[2] < losses[1] < losses[0])

for make in (lambda: layers.ConvLSTM2D(2, (3, 3, 3)), lambda: layers.ConvLSTM1D(2, 3, strides=(1, 1)),
             lambda: ConvLSTM(rank=4, filters=2, kernel_size=3)):
    try:
        make()
    except ValueError as e:
        print("ValueError:", e)
try:
    layers.ConvLSTM2D(2, 3)(keras.Input((None, None, None, 3)))
except ValueError as e:
    print("ValueError:", e)
try:
    layers.ConvLSTM2D(2, 3, name="c")(np.ones((1, 2, 4, 4)))
except ValueError as e:
    print("ValueError:", e)
