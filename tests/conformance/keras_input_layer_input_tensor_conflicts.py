# InputLayer(input_tensor=...) with other arguments: each must agree with the tensor or
# keras/src/layers/core/input_layer.py (Keras 3.11.3) raises "When providing the `input_tensor`
# argument, you cannot provide an incompatible `...` argument." (checked in the order
# batch_size, shape, batch_shape, dtype, sparse; `shape` compared as given, so a list never
# matches). Agreeing arguments are accepted and the tensor is the layer's output.
import keras

t = keras.Input(batch_shape=(2, 3), dtype="float32")
for kwargs in [dict(shape=(4,)), dict(shape=[3]), dict(batch_shape=(2, 4)), dict(batch_size=5),
               dict(dtype="float16"), dict(sparse=True), dict(batch_size=5, shape=(4,))]:
    try:
        keras.layers.InputLayer(input_tensor=t, **kwargs)
        print(kwargs, "accepted")
    except ValueError as e:
        print(kwargs, "ValueError:", e)
layer = keras.layers.InputLayer(input_tensor=t, shape=(3,), batch_shape=(2, 3), batch_size=2, dtype="float32",
                                sparse=False)
print(layer.output is t, layer.batch_shape, layer.dtype)
