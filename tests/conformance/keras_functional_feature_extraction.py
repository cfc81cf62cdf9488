# Feature extraction from a Sequential model and a Functional model (the Keras guides "The
# Sequential model: Feature extraction with a Sequential model" and "Transfer learning"): a
# keras.Model built from the base model's inputs and its layers' outputs reuses the same layer
# objects, so its predictions equal those layers' outputs and it sees the base model's weights.
# Expected text read off keras/src/ops/function.py (map_graph: operations ordered by depth,
# Functional.layers), keras/src/models/functional.py (output_names from the output layers) and
# keras/src/utils/summary_utils.py (the table of a sequential-like Functional model; the
# Sequential's own Functional takes the name "functional", so the first Model is "functional_1");
# values: the kernels set below, relu(x @ W1 + b1) @ W2 + b2 computed by hand.
import numpy as np

import keras
from keras import layers

base = keras.Sequential([
    keras.Input(shape=(3,)),
    layers.Dense(2, activation="relu", name="hidden"),
    layers.Dense(1, name="head"),
], name="base")
base.get_layer("hidden").set_weights([np.array([[1., -1.], [0., 2.], [1., 0.]], "float32"),
                                      np.array([0.5, -0.5], "float32")])
base.get_layer("head").set_weights([np.array([[2.], [-1.]], "float32"), np.array([1.], "float32")])

extractor = keras.Model(inputs=base.inputs, outputs=base.get_layer("hidden").output)
extractor.summary()
print(extractor.output_names)
print(extractor.layers[1] is base.layers[0])
print(len(extractor.weights), extractor.weights[0] is base.layers[0].kernel)

x = np.array([[1., 2., 3.], [-1., 0., 1.]], "float32")
print(extractor.predict(x, verbose=0))

# Every layer's output: the list has one array per layer.
all_features = keras.Model(inputs=base.inputs, outputs=[layer.output for layer in base.layers])
features = all_features.predict(x, verbose=0)
print(type(features).__name__, len(features))
print(features[0])
print(features[1])
print(np.allclose(features[1], base.predict(x, verbose=0)))
print([layer.name for layer in all_features.layers], all_features.output_names)

# The weights are shared: a change to the base model shows in both sub-models.
base.get_layer("hidden").kernel.assign(np.ones((3, 2), "float32"))
print(extractor.predict(x, verbose=0))
print(all_features.predict(x, verbose=0)[1])

# A Functional base model: its input and each layer's output, the InputLayer's output being
# the input itself.
inputs = keras.Input(shape=(3,), name="features")
h = layers.Dense(2, activation="relu", name="f_hidden")(inputs)
out = layers.Dense(1, name="f_head")(h)
functional_base = keras.Model(inputs, out, name="functional_base")
everything = keras.Model(functional_base.input, [layer.output for layer in functional_base.layers])
print([layer.name for layer in everything.layers])
print(everything.output_names)
outs = everything(x)
print(len(outs), [tuple(o.shape) for o in outs])
print(np.array_equal(keras.ops.convert_to_numpy(outs[0]), x))
print(np.allclose(keras.ops.convert_to_numpy(outs[2]), functional_base.predict(x, verbose=0)))
