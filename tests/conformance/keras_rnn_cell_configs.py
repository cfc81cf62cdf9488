# Keras 3.11 get_config of the RNN cells and layers (keras/src/layers/rnn/simple_rnn.py,
# lstm.py, gru.py): SimpleRNNCell, LSTMCell and GRUCell list every constructor argument after
# Layer's name/trainable/dtype, initializers, regularizers and constraints serialized
# (initializers.serialize etc.), in the order their get_config writes them, ending with the
# seed; LSTMCell keeps `implementation` out of its config (__init__ pops it from kwargs).
# SimpleRNN's own config (unlike LSTM's and GRU's) has no "seed" entry. So an RNN over a cell
# with a regularizer or constraint keeps them through get_config/from_config.
import keras
from keras import layers

for cell in (layers.SimpleRNNCell(2), layers.LSTMCell(2), layers.GRUCell(2)):
    print(type(cell).__name__, list(cell.get_config()))

for layer in (layers.SimpleRNN(2), layers.LSTM(2), layers.GRU(2)):
    print(type(layer).__name__, list(layer.get_config())[9:])

cell = layers.LSTMCell(3, kernel_regularizer=keras.regularizers.L2(0.5), bias_constraint="non_neg",
                       recurrent_initializer="zeros", seed=7)
config = cell.get_config()
print(config["kernel_regularizer"])
print(config["bias_constraint"], config["recurrent_initializer"]["class_name"], config["seed"])
rnn = layers.RNN(cell)
rebuilt = layers.RNN.from_config(rnn.get_config())
print(type(rebuilt.cell.kernel_regularizer).__name__, rebuilt.cell.kernel_regularizer.l2)
print(type(rebuilt.cell.bias_constraint).__name__, type(rebuilt.cell.recurrent_initializer).__name__)
print(layers.GRUCell.from_config(layers.GRUCell(4, reset_after=False).get_config()).reset_after)
