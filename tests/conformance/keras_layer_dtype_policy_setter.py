# Layer.dtype_policy is settable (keras/src/layers/layer.py dtype_policy.setter, Keras 3.11.3):
# the value goes through dtype_policies.get, so a name, a DTypePolicy or a config works, and
# the layer's compute_dtype and variable_dtype follow it, and so does the build.
import keras

layer = keras.layers.Dense(2)
print(layer.dtype_policy.name, layer.compute_dtype, layer.variable_dtype)
layer.dtype_policy = "mixed_float16"
print(layer.dtype_policy.name, layer.compute_dtype, layer.variable_dtype)
layer.dtype_policy = keras.DTypePolicy("float64")
print(layer.dtype_policy.name, layer.compute_dtype, layer.variable_dtype)
y = layer(keras.ops.ones((1, 3)))
print(y.dtype, layer.kernel.dtype)
