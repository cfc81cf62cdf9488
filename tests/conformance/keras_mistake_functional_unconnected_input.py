# keras.Model given an Input that its outputs were not built from: Keras 3.11.3 ops/function.py
# Function.__init__ raises "`inputs` not connected to `outputs`" for an input with no outbound
# node. Leaving out one of two inputs that the outputs do use is not detected at construction:
# map_graph walks back to both InputLayers, whose nodes have no input tensors.
import keras

a = keras.Input((3,))
b = keras.Input((3,))
out = keras.layers.Dense(1)(keras.layers.Add()([a, b]))
try:
    keras.Model(keras.Input((3,)), out)
except ValueError as e:
    print("ValueError:", e)
partial = keras.Model(a, out)
print(len(partial.inputs), [layer.name for layer in partial.layers])
print(len(keras.Model([a, b], out).inputs))
