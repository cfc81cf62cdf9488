# Wrapper and multi-input layers misused: Keras 3.11.3 layers/rnn/rnn.py RNN.__init__ (a Dense
# layer has call but no state_size), layers/rnn/time_distributed.py (a layer instance is
# required; in build, a 2-D input has no time axis), layers/attention/attention.py
# _validate_inputs, run by build on the input shape, for an Attention layer given one tensor.
# The build-time checks come without the "Exception encountered" wrapper.
import keras

calls = (lambda: keras.layers.RNN(keras.layers.Dense(2)),
         lambda: keras.layers.TimeDistributed("dense"),
         lambda: keras.layers.TimeDistributed(keras.layers.Dense(2))(keras.Input((3,))),
         lambda: keras.layers.Attention()(keras.Input((2, 3))))
for call in calls:
    try:
        call()
    except ValueError as e:
        print("ValueError:", e)
query = keras.Input((2, 3))
print(keras.layers.Attention()([query, keras.Input((4, 3))]).shape)
