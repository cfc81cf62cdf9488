# Keras 3.11 recurrent layers (keras/src/layers/rnn/rnn.py, simple_rnn.py, lstm.py, gru.py) on
# the TensorFlow backend, whose loop (backend/tensorflow/rnn.py) is a tf.while_loop over
# TensorArrays (a Python loop with unroll=True); without a GPU, LSTM and GRU fall back from
# cuDNN to that loop. The "correctness" outputs are those asserted by Keras's own tests
# (simple_rnn_test.py, lstm_test.py, gru_test.py test_correctness, to assertAllClose's 1e-6),
# printed rounded to 5 decimals; param counts are units * (features + units + 1) (SimpleRNN),
# 4 * units * (features + units + 1) (LSTM), 3 * units * (features + units + 2) (GRU with
# reset_after, two biases); error texts are those of the layers' __init__ and input_spec.py.
import numpy as np
import keras
import tensorflow as tf
from keras import initializers, layers


def rounded(y):
    return [[round(float(v), 5) for v in row] for row in y.numpy()]


c = dict(kernel_initializer=initializers.Constant(0.01), recurrent_initializer=initializers.Constant(0.02),
         bias_initializer=initializers.Constant(0.03))
s = np.arange(24).reshape((2, 3, 4)).astype("float32")
print("simple_rnn", rounded(layers.SimpleRNN(4, **c)(s)))
print("simple_rnn unroll", rounded(layers.SimpleRNN(4, unroll=True, **c)(s)))
print("simple_rnn go_backwards", rounded(layers.SimpleRNN(4, go_backwards=True, **c)(s)))
print("simple_rnn go_backwards unroll", rounded(layers.SimpleRNN(4, go_backwards=True, unroll=True, **c)(s)))
s = np.arange(72).reshape((3, 6, 4)).astype("float32")
for implementation in (1, 2):
    print("lstm", implementation, rounded(layers.LSTM(3, implementation=implementation, **c)(s)))
    print("lstm go_backwards", rounded(layers.LSTM(3, go_backwards=True, implementation=implementation, **c)(s)))
    print("lstm unroll", rounded(layers.LSTM(3, unroll=True, implementation=implementation, **c)(s)))
print("gru", rounded(layers.GRU(3, **c)(s)))
print("gru go_backwards", rounded(layers.GRU(3, go_backwards=True, **c)(s)))
print("gru unroll", rounded(layers.GRU(3, unroll=True, **c)(s)))
print("gru reset_after=False", rounded(layers.GRU(3, reset_after=False, **c)(s)))

# Outputs and states.
x = np.ones((2, 5, 3), dtype="float32")
out = layers.LSTM(4, return_sequences=True, return_state=True)(x)
print(len(out), [tuple(t.shape) for t in out])
out = layers.GRU(4, return_state=True)(x)
print(len(out), [tuple(t.shape) for t in out], bool(tf.reduce_all(out[0] == out[1])))
print(tuple(layers.SimpleRNN(2, return_sequences=True)(x).shape))

# Weights: names, shapes, LSTM's unit_forget_bias (ones for the forget gate's quarter).
lstm = layers.LSTM(2, name="lstm_w")
lstm(x)
print([(w.path, tuple(w.shape)) for w in lstm.weights])
print(lstm.cell.bias.numpy().tolist())
gru = layers.GRU(2, name="gru_w")
gru(x)
print([(w.path, tuple(w.shape)) for w in gru.weights])
print(layers.GRU(2, reset_after=False).cell.units, lstm.units, lstm.cell.recurrent_activation.__name__)

# The orthogonal recurrent kernel (2, 8): its rows are orthonormal.
q = lstm.cell.recurrent_kernel
print(bool(tf.reduce_all(tf.abs(tf.matmul(q, q, transpose_b=True) - tf.eye(2)) < 1e-6)))

inputs = keras.Input(shape=(10, 8))
h = layers.SimpleRNN(16, return_sequences=True)(inputs)
h = layers.LSTM(8, return_sequences=True)(h)
h = layers.GRU(4)(h)
outputs = layers.Dense(1)(h)
model = keras.Model(inputs, outputs)
model.summary()

for make in (lambda: layers.SimpleRNN(0), lambda: layers.LSTM(-2), lambda: layers.GRU(0),
             lambda: layers.LSTM(2, use_cudnn="yes")):
    try:
        make()
    except ValueError as e:
        print("ValueError:", e)
try:
    layers.LSTM(2, name="flat")(np.ones((2, 4)))
except ValueError as e:
    print("ValueError:", e)

# A lazily built model traces twice on its first call in a tf.function (the first trace creates
# the variables), then reuses the graph.
keras.utils.set_random_seed(1)
lazy = keras.Sequential([layers.LSTM(3), layers.Dense(1)])


@tf.function
def predict(x):
    print("tracing")
    return lazy(x)


print(tuple(predict(x).shape), tuple(predict(x).shape), predict.experimental_get_tracing_count())
print(bool(tf.reduce_all(tf.abs(predict(x) - lazy(x)) < 1e-6)))

# fit() trains it.
xs = np.linspace(0.0, 1.0, 48, dtype="float32").reshape(8, 6, 1)
ys = xs.sum(axis=1)
model = keras.Sequential([keras.Input((6, 1)), layers.LSTM(4), layers.Dense(1)])
model.compile(optimizer=keras.optimizers.Adam(0.05), loss="mse")
history = model.fit(xs, ys, epochs=5, batch_size=4, verbose=0)
print(history.history["loss"][-1] < history.history["loss"][0])
