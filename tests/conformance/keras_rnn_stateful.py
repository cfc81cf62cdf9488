# Keras 3.11 stateful RNNs (layers/rnn/rnn.py): with stateful=True the layer makes its state
# variables at build (named rnn_state, not tracked, so no weights of the layer and no summary
# params; the batch size must be static, else Keras's ValueError), each call starts from them
# and assigns the final states back, and reset_states()/reset_state() zero them; the states
# can seed another layer through initial_state (the "Working with RNNs" guide's cross-batch
# statefulness). Values worked by hand: SimpleRNN(1, activation=None) with ones for kernel
# and recurrent kernel computes h_t = x_t + h_{t-1}, so two steps of ones add 2 to the state.
import numpy as np
import keras
from keras import layers

x = np.ones((2, 2, 1), dtype="float32")
rnn = layers.SimpleRNN(1, activation=None, stateful=True, kernel_initializer="ones", recurrent_initializer="ones")
print(rnn(x).numpy().tolist())
print(rnn(x).numpy().tolist())
print(rnn.states)
print(len(rnn.weights), len(rnn.non_trainable_weights), rnn.stateful, rnn.get_config()["stateful"])
rnn.reset_states()
print(rnn.states[0].numpy().tolist())
print(rnn(x).numpy().tolist())

follower = layers.SimpleRNN(1, activation=None, kernel_initializer="ones", recurrent_initializer="ones")
print(follower(x, initial_state=rnn.states).numpy().tolist())

lstm = layers.LSTM(3, stateful=True, return_state=True)
outputs = lstm(np.zeros((4, 5, 2), dtype="float32"))
print([tuple(t.shape) for t in outputs], [v.path for v in lstm.states], [tuple(v.shape) for v in lstm.states])

model = keras.Sequential([keras.Input(shape=(2, 1), batch_size=2),
                          layers.SimpleRNN(1, activation=None, stateful=True, kernel_initializer="ones",
                                           recurrent_initializer="ones")])
print(model.predict(x, verbose=0).tolist())
print(model.predict(x, verbose=0).tolist())
model.layers[0].reset_state()
print(model.predict(x, verbose=0).tolist())
model.summary()

try:
    keras.Sequential([keras.Input(shape=(2, 1)), layers.GRU(2, stateful=True)])
except ValueError as e:
    print("ValueError:", e)
