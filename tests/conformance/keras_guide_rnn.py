# The keras.io "Working with RNNs" guide's models in programs of our own: summaries of an
# Embedding + LSTM stack, GRU(return_sequences=True) feeding a SimpleRNN, an encoder-decoder whose
# LSTM(return_state=True) passes its states as the decoder's initial_state (the summary lists the
# encoder's three outputs and the decoder's three inputs), and stacked Bidirectional layers.
# Parameter counts: LSTM 4*(units*(input+units)+units), GRU with reset_after 3*(units*(input+units)
# +2*units), SimpleRNN units*(input+units)+units. Sequential models built from keras.Input
# rebuild their inner Functional at each add(), which is why the first Functional model made
# by the program is "functional_7" (keras/src/models/sequential.py _maybe_rebuild). The last
# lines run an LSTM with ones kernels: the final state 0.98991 was worked out by hand (gates
# sigmoid, forget bias 1 from unit_forget_bias, three steps).
import keras
from keras import layers
import numpy as np

model = keras.Sequential()
model.add(keras.Input(shape=(None,)))
model.add(layers.Embedding(input_dim=1000, output_dim=64))
model.add(layers.LSTM(128))
model.add(layers.Dense(10))
model.summary()

model = keras.Sequential()
model.add(keras.Input(shape=(None,)))
model.add(layers.Embedding(input_dim=1000, output_dim=64))
model.add(layers.GRU(256, return_sequences=True))
model.add(layers.SimpleRNN(128))
model.add(layers.Dense(10))
model.summary()

encoder_vocab = 1000
decoder_vocab = 2000
encoder_input = layers.Input(shape=(None,))
encoder_embedded = layers.Embedding(input_dim=encoder_vocab, output_dim=64)(encoder_input)
output, state_h, state_c = layers.LSTM(64, return_state=True, name="encoder")(encoder_embedded)
encoder_state = [state_h, state_c]
decoder_input = layers.Input(shape=(None,))
decoder_embedded = layers.Embedding(input_dim=decoder_vocab, output_dim=64)(decoder_input)
decoder_output = layers.LSTM(64, name="decoder")(decoder_embedded, initial_state=encoder_state)
output = layers.Dense(10)(decoder_output)
model = keras.Model([encoder_input, decoder_input], output)
model.summary()

model = keras.Sequential()
model.add(keras.Input(shape=(5, 10)))
model.add(layers.Bidirectional(layers.LSTM(64, return_sequences=True)))
model.add(layers.Bidirectional(layers.LSTM(32)))
model.add(layers.Dense(10))
model.summary()

lstm = layers.LSTM(4, return_sequences=True, return_state=True, kernel_initializer="ones", recurrent_initializer="ones")
whole_seq_output, final_memory_state, final_carry_state = lstm(np.ones((2, 3, 2), dtype="float32"))
print(whole_seq_output.shape, final_memory_state.shape, final_carry_state.shape)
print(np.round(final_memory_state.numpy(), 5))
