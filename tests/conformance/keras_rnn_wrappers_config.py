# Keras 3.11 configs of layers holding layers: Wrapper/TimeDistributed and Bidirectional store
# serialize_keras_object of the inner layer(s) (with their build_config once built) and
# deserialize them in from_config; RNN stores its cell ("cell") and StackedRNNCells its cells,
# while LSTM/GRU/SimpleRNN drop "cell" and rebuild theirs from the cell's arguments. So a model
# with a Bidirectional LSTM (the text-classification tutorials') saves and loads.
import numpy as np
import keras
from keras import layers

model = keras.Sequential([keras.Input(shape=(3, 2)), layers.Bidirectional(layers.LSTM(2)), layers.Dense(1)])
config = model.layers[0].get_config()
print(sorted(config), config["merge_mode"], config["layer"]["class_name"], config["backward_layer"]["config"]["name"])
print(sorted(config["layer"]), config["layer"]["build_config"])
model.save("bidirectional.keras")
loaded = keras.models.load_model("bidirectional.keras")
x = np.linspace(0.0, 1.0, 12, dtype="float32").reshape(2, 3, 2)
print(np.array_equal(model.predict(x, verbose=0), loaded.predict(x, verbose=0)), type(loaded.layers[0].forward_layer).__name__)

td = layers.TimeDistributed(layers.Dense(4, name="inner"))
clone = layers.TimeDistributed.from_config(td.get_config())
print(type(clone.layer).__name__, clone.layer.units, clone.layer.name)

rnn = layers.RNN([layers.GRUCell(2), layers.SimpleRNNCell(3)], return_sequences=True)
rnn_config = rnn.get_config()
print(rnn_config["cell"]["class_name"], [c["class_name"] for c in rnn_config["cell"]["config"]["cells"]])
rebuilt = layers.RNN.from_config(rnn_config)
print(type(rebuilt.cell).__name__, [type(c).__name__ for c in rebuilt.cell.cells], rebuilt.return_sequences)
print("cell" in layers.LSTM(2).get_config(), type(layers.GRU.from_config(layers.GRU(3).get_config()).cell).__name__)
