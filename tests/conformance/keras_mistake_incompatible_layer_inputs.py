# Layers given inputs of the wrong rank or width: Keras 3.11.3 layers/input_spec.py
# assert_input_compatibility, run by Layer.__call__ before the call (no "Exception encountered"
# wrapper): a Dense layer reused on a wider input (axes={-1: 3} from its first build), Conv2D
# on images without a channel axis (min_ndim=4), Conv1D on a 2-D input (min_ndim=3), and an LSTM
# stacked on an RNN without return_sequences=True (ndim=3).
import keras

dense = keras.layers.Dense(2)
dense(keras.Input((3,)))
calls = (lambda: dense(keras.Input((4,))),
         lambda: keras.layers.Conv2D(4, 3)(keras.Input((28, 28))),
         lambda: keras.layers.Conv1D(2, 3)(keras.Input((100,))),
         lambda: keras.layers.LSTM(3)(keras.layers.SimpleRNN(4)(keras.Input((5, 2)))))
for call in calls:
    try:
        call()
    except ValueError as e:
        print("ValueError:", e)
print(keras.layers.LSTM(3)(keras.layers.SimpleRNN(4, return_sequences=True)(keras.Input((5, 2)))).shape)
