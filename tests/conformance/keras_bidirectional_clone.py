# Keras 3.11 Bidirectional makes its forward and backward copies with
# serialization_lib.serialize_keras_object + deserialize_keras_object
# (keras/src/layers/rnn/bidirectional.py __init__), so:
# - a copy of a built layer is built at once (deserialize_keras_object calls build_from_config);
# - a layer or cell class Keras cannot look up (not registered with
#   keras.saving.register_keras_serializable) raises _retrieve_class_or_fn's TypeError, wrapped by
#   deserialize_keras_object's "could not be deserialized properly" TypeError when the lookup
#   fails inside a from_config (RNN.from_config deserializing its cell);
# - a non-RNN layer fails in Dense(**config) on the added `go_backwards` key (Layer.from_config's
#   TypeError inside deserialize_keras_object's).
import numpy as np
import keras
from keras import layers, ops

x = np.ones((2, 4, 3), dtype="float32")


class PlainCell(layers.Layer):
    def __init__(self, units, **kwargs):
        super().__init__(**kwargs)
        self.units = units
        self.state_size = units

    def build(self, input_shape):
        self.kernel = self.add_weight(shape=(input_shape[-1], self.units), initializer="ones", name="kernel")

    def call(self, inputs, states):
        output = ops.matmul(inputs, self.kernel) + states[0]
        return output, [output]

    def get_config(self):
        return {**super().get_config(), "units": self.units}


@keras.saving.register_keras_serializable(package="demo")
class RegisteredCell(PlainCell):
    pass


class MyLSTM(layers.LSTM):
    pass


def attempt(label, make):
    try:
        print(label, make(x).shape)
    except TypeError as e:
        print(label, "TypeError:", e)


attempt("unregistered cell:",
        lambda v: layers.Bidirectional(layers.RNN(PlainCell(2)))(v))
attempt("unregistered LSTM subclass:", lambda v: layers.Bidirectional(MyLSTM(2))(v))
attempt("Dense:", lambda v: layers.Bidirectional(layers.Dense(3))(v))

bi = layers.Bidirectional(layers.RNN(RegisteredCell(2)))
print("registered cell:", bi(x).shape, bi.forward_layer.cell.name, bi.backward_layer.cell.name)
print(ops.convert_to_numpy(bi(x)).tolist())

lstm = layers.LSTM(2)
lstm(x)
bi = layers.Bidirectional(lstm)
print("copies of a built layer:", bi.forward_layer.built, bi.backward_layer.built, bi.built)
print([w.path for w in bi.forward_layer.weights])
bi = layers.Bidirectional(layers.LSTM(2))
print("copies of an unbuilt layer:", bi.forward_layer.built, bi.backward_layer.built, bi.built)
