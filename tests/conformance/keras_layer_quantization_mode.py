# Keras 3.11 Layer.quantization_mode (keras/src/layers/layer.py): the layer's dtype policy's
# quantization_mode, None for every unquantized layer and model (DTypePolicy("float32"),
# "mixed_float16", and a Functional model's), which programs read before deciding whether to
# call model.quantize(...). Alongside, Model attributes read off the same sources: a Functional
# model's output_names are its output layers' names (models/functional.py); jit_compile
# resolves "auto" to False on a CPU-only machine (trainers/trainer.py); compile() sets
# stop_training = False and `optimizer`, which does not exist before it.
import keras

print(keras.layers.Dense(2).quantization_mode, keras.layers.Dense(2, dtype="mixed_float16").quantization_mode)
inputs = keras.Input((2,))
model = keras.Model(inputs, {"a": keras.layers.Dense(1, name="a")(inputs), "b": keras.layers.Dense(1, name="b")(inputs)})
print(model.quantization_mode, model.output_names, model.jit_compile, hasattr(model, "optimizer"))
model.compile("sgd", "mse")
print(model.stop_training, type(model.optimizer).__name__)
