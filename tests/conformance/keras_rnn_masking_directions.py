# Keras 3.11.3 recurrent layers with masks, directions and states, on the TensorFlow backend
# (keras/src/layers/rnn/rnn.py, bidirectional.py, stacked_rnn_cells.py, backend/tensorflow/rnn.py).
# With ones kernels, a linear SimpleRNN sums its inputs: h_t = x_t + h_{t-1}. Masking(0.0) masks
# the all-zero steps; a masked step keeps the state and repeats the previous output, or outputs
# zeros when zero_output_for_mask is set, which Bidirectional forces for return_sequences
# (force_zero_output_for_mask). go_backwards reads the steps (and the mask) reversed and returns
# them in that order; Bidirectional flips the backward sequence back before merging (concat, or
# sum), and with return_state returns the merged output then the forward and backward states.
# Worked by hand: [1, 2, 0, 0] forward [1, 3, 0, 0], backward [3, 2, 0, 0] (reversed run
# [0, 0, 2, 3]); [4, 0, 1, 0] forward [4, 0, 5, 0], backward [5, 0, 1, 0]; last outputs 3 and 5
# (masked steps carry the last output). Shapes: Bidirectional(LSTM(4, return_state=True)) gives
# the (2, 8) output and four (2, 4) states; merge_mode=None a tuple of both directions; an RNN
# over stacked cells returns its output then one state entry per cell (a list [h, c] for the
# LSTMCell, [h] for the GRU and SimpleRNN cells, whose get_initial_state returns lists). The
# custom cell is the keras.io RNN guide's MinimalRNNCell with ones/zeros kernels: every output is
# the sum of the step's three features. Error texts: bidirectional.py and rnn.py.
import numpy as np
import keras
from keras import layers, ops

kw = dict(kernel_initializer="ones", recurrent_initializer="ones", activation=None)
x = np.array([[[1.0], [2.0], [0.0], [0.0]], [[4.0], [0.0], [1.0], [0.0]]], "float32")
inp = keras.Input((4, 1))
masked = layers.Masking(0.0)(inp)
seq = layers.Bidirectional(layers.SimpleRNN(1, return_sequences=True, **kw))(masked)
last = layers.Bidirectional(layers.SimpleRNN(1, **kw))(masked)
summed = layers.Bidirectional(layers.SimpleRNN(1, return_sequences=True, **kw), merge_mode="sum")(masked)
with_state = layers.Bidirectional(layers.SimpleRNN(1, return_state=True, **kw))(masked)
model = keras.Model(inp, [seq, last, summed, with_state])
for out in model(x):
    if isinstance(out, (list, tuple)):
        print([t.numpy().tolist() for t in out])
    else:
        print(out.numpy().tolist())
mask = np.array([[1, 1, 0, 0], [1, 0, 1, 0]], bool)
print(layers.SimpleRNN(1, return_sequences=True, **kw)(x, mask=mask).numpy().tolist())
print(layers.SimpleRNN(1, return_sequences=True, go_backwards=True, **kw)(x, mask=mask).numpy().tolist())
print(layers.SimpleRNN(1, return_sequences=True, go_backwards=True, zero_output_for_mask=True, **kw)(x, mask=mask).numpy().tolist())
print(layers.SimpleRNN(1, go_backwards=True, **kw)(x).numpy().tolist())

ones = np.ones((2, 5, 3), dtype="float32")
out = layers.Bidirectional(layers.LSTM(4, return_state=True))(ones)
print(len(out), [tuple(t.shape) for t in out])
out = layers.Bidirectional(layers.GRU(4, return_sequences=True, return_state=True), merge_mode="sum")(ones)
print(len(out), [tuple(t.shape) for t in out])
out = layers.Bidirectional(layers.SimpleRNN(4, return_sequences=True), merge_mode=None)(ones)
print(type(out).__name__, len(out), [tuple(t.shape) for t in out])
for mode in ["concat", "sum", "mul", "ave"]:
    print(mode, tuple(layers.Bidirectional(layers.LSTM(3), merge_mode=mode)(ones).shape))
bi = layers.Bidirectional(layers.LSTM(4), name="bi")
bi(ones)
print(bi.forward_layer.name, bi.backward_layer.name, [w.path for w in bi.weights])
print(layers.Bidirectional(layers.LSTM(3, return_state=True)).compute_output_shape((None, 5, 2)))
print(layers.LSTM(3, return_sequences=True, return_state=True).compute_output_shape((None, 5, 2)))

rnn = layers.RNN([layers.LSTMCell(4), layers.GRUCell(3), layers.SimpleRNNCell(2)], return_state=True)
out = rnn(ones)
print(len(out), [tuple(t.shape) if not isinstance(t, (list, tuple)) else [tuple(s.shape) for s in t] for t in out])
print(type(rnn.cell).__name__, rnn.cell.state_size, rnn.cell.output_size)
print(layers.RNN.from_config(rnn.get_config()).cell.cells[1].__class__.__name__)


class MinimalRNNCell(layers.Layer):
    def __init__(self, units, **kwargs):
        super().__init__(**kwargs)
        self.units = units
        self.state_size = units

    def build(self, input_shape):
        self.kernel = self.add_weight(shape=(input_shape[-1], self.units), initializer="ones", name="kernel")
        self.recurrent_kernel = self.add_weight(shape=(self.units, self.units), initializer="zeros",
                                                name="recurrent_kernel")

    def call(self, inputs, states):
        output = ops.matmul(inputs, self.kernel) + ops.matmul(states[0], self.recurrent_kernel)
        return output, [output]


y = layers.RNN(MinimalRNNCell(2), return_sequences=True)(ones)
print(tuple(y.shape), y.numpy()[0, -1].tolist())


class NoState(layers.Layer):
    def call(self, x, states):
        return x, states


attempts = [
    lambda: layers.Bidirectional(layers.LSTM(3), merge_mode="max"),
    lambda: layers.Bidirectional(3),
    lambda: layers.Bidirectional(layers.LSTM(2, return_sequences=True), backward_layer=layers.LSTM(2, go_backwards=True)),
    lambda: layers.Bidirectional(layers.LSTM(2), backward_layer=layers.LSTM(2)),
    lambda: layers.RNN(NoState()),
    lambda: layers.RNN(3),
    lambda: layers.TimeDistributed(layers.Dense(2))(np.ones((2, 3))),
    lambda: keras.Sequential([layers.Input((None, 2)), layers.LSTM(3, stateful=True)]),
]
for attempt in attempts:
    try:
        attempt()
    except ValueError as e:
        print("ValueError:", e)
