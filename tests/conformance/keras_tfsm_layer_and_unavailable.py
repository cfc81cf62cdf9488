# keras.layers.TFSMLayer (keras/src/export/tfsm_layer.py) reloads what model.export() wrote
# (endpoint "serve") as a layer: its call runs the reloaded function, its weights are new
# variables initialised from the ones that function uses (ConcreteFunction.variables of the
# reloaded function: kernel and bias, both trainable, in an order TF leaves to an identity
# set, so they print sorted), and an unknown endpoint is a ValueError
# listing the SavedModel's signatures (export() saves its endpoints as signatures too, with
# "serving_default" after them). keras.export.ExportArchive writes custom endpoints.
# JaxLayer on the TensorFlow backend is Keras's ValueError (keras/src/utils/jax_layer.py).
# Layers and classes needing scipy, Flax, PyTorch, h5py or scikit-learn raise
# NotImplementedError naming themselves (what tfplay cannot emulate).
import numpy as np
import tensorflow as tf
import keras

model = keras.Sequential([keras.Input((2,)), keras.layers.Dense(1, kernel_initializer="ones", bias_initializer="ones")])
model.export("exported", verbose=False)
reloaded = keras.layers.TFSMLayer("exported", call_endpoint="serve")
print(reloaded(np.array([[1.0, 2.0]], dtype="float32")))
print(len(reloaded.weights), len(reloaded.trainable_weights), sorted(tuple(w.shape) for w in reloaded.weights))
print(sorted(w.numpy().tolist() for w in reloaded.weights if w.shape == (1,)))
config = reloaded.get_config()
print(config["filepath"], config["call_endpoint"], config["call_training_endpoint"])
inputs = keras.Input((2,))
wrapped = keras.Model(inputs, reloaded(inputs))
print(wrapped.predict(np.ones((3, 2), dtype="float32"), verbose=0).tolist())
try:
    keras.layers.TFSMLayer("exported", call_endpoint="predict")
except ValueError as e:
    print("ValueError:", e)

archive = keras.export.ExportArchive()
archive.track(model)
archive.add_endpoint("double", lambda x: 2.0 * model(x), input_signature=[tf.TensorSpec((None, 2), tf.float32)])
archive.write_out("archive", verbose=False)
print(keras.layers.TFSMLayer("archive", call_endpoint="double")(tf.ones((1, 2))))

try:
    keras.layers.JaxLayer(call_fn=lambda params, x: x, params={})
except ValueError as e:
    print("ValueError:", e)
for make in [
    lambda: keras.layers.STFTSpectrogram(),
    lambda: keras.layers.TorchModuleWrapper(None),
    lambda: keras.layers.FlaxLayer(None),
    lambda: keras.initializers.STFT(),
    lambda: keras.saving.KerasFileEditor("model.keras"),
    lambda: keras.wrappers.SKLearnClassifier(model),
    lambda: keras.wrappers.SKLearnRegressor(model),
]:
    try:
        make()
    except NotImplementedError as e:
        print("NotImplementedError:", e)
