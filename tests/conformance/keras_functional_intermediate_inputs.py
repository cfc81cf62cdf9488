# Functional models whose inputs are intermediate tensors of another model's graph. Keras
# (keras/src/models/functional.py, Functional.__init__ and clone_graph_nodes) replaces each input
# that is not a keras.Input tensor by a new keras.Input named "<tensor name>CLONE" and records the
# nodes between inputs and outputs again on the same layer objects, so the sub-model shares the
# layers' weights and each layer gains an inbound node. Errors from keras/src/ops/function.py
# (Function.__init__: "`inputs` not connected to `outputs`", as ops/function_test.py's
# test_function_with_unconnected_inputs expects). Tensor names: KerasTensor auto names
# (keras_tensor, keras_tensor_1, ... counted over unnamed tensors; named keras.Input tensors take
# their name); values computed by hand from the weights set below.
import numpy as np

import keras
from keras import layers

inputs = keras.Input(shape=(2,), name="x")
h = layers.Dense(2, name="first")(inputs)
h2 = layers.Dense(2, activation="relu", name="second")(h)
out = layers.Dense(1, name="head")(h2)
model = keras.Model(inputs, out, name="whole")
print(h.name, h2.name, out.name)
model.get_layer("first").set_weights([np.eye(2, dtype="float32"), np.zeros(2, "float32")])
model.get_layer("second").set_weights([np.array([[1., 0.], [1., -1.]], "float32"),
                                       np.array([0., 1.], "float32")])
model.get_layer("head").set_weights([np.array([[1.], [2.]], "float32"), np.array([0.5], "float32")])

# The top of the network, fed with what `first` outputs.
top = keras.Model(inputs=model.get_layer("first").output, outputs=model.output, name="top")
top.summary()
print(top.inputs)
print([layer.name for layer in top.layers], top.output_names)
print(top.layers[1] is model.get_layer("second"), len(model.get_layer("second")._inbound_nodes))
print(h.name, h._keras_history.node_index, top.outputs[0].name)

hidden = np.array([[1., 2.], [3., -4.]], "float32")
print(top.predict(hidden, verbose=0))
model.get_layer("head").bias.assign([10.])
print(top.predict(hidden, verbose=0))
print(np.allclose(top.predict(np.array([[1., 1.]], "float32"), verbose=0),
                  model.predict(np.array([[1., 1.]], "float32"), verbose=0)))

# A middle slice, between two intermediate tensors.
middle = keras.Model(h, h2)
print([layer.name for layer in middle.layers], [t.name for t in middle.inputs])
print(middle.predict(hidden, verbose=0))

# Outputs that do not depend on the inputs.
a = keras.Input(shape=(3,), name="a")
b = keras.Input(shape=(3,), name="b")
ha = layers.Dense(2, name="da")(a)
hb = layers.Dense(2, name="db")(b)
try:
    keras.Model(ha, hb)
except ValueError as e:
    print("ValueError:", e)
try:
    keras.Model(model.get_layer("second").output, h)
except ValueError as e:
    print("ValueError:", e)
# The Keras test's case: a fresh Input that nothing was called on.
try:
    keras.Model(keras.Input(shape=(3,)), ha)
except ValueError as e:
    print("ValueError:", e)
