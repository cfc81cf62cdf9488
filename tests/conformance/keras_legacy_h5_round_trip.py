# Saving a whole model to a legacy HDF5 file and loading it back, as the TF "Save and load
# models" tutorial's HDF5 section does. Keras 3.11.3: saving_api.save_model logs the "considered
# legacy" warning and calls legacy_h5_format.save_model_to_hdf5 (model config, training config,
# the weights of each layer, the optimizer's variables); load_model_from_hdf5 rebuilds the
# model, loads the weights layer by layer, compiles it from the training config, and then
# legacy/saving/saving_utils.try_build_compiled_arguments always logs "Compiled the loaded
# model, but the compiled metrics have yet to be built" (Keras 3's compiled_loss is a method,
# with no `built`). The optimizer is built with model._trainable_variables (the model's own
# variables: none), so it holds only `iteration` and `learning_rate`, which get the saved
# values: summary() shows "Optimizer params: 2 (12.00 B)". Model.load_weights reads the same
# file's model_weights group by layer order, or by layer name with by_name=True. The evaluate
# line is keras/src/utils/progbar.py's verbose=2 line.
import numpy as np
import tensorflow as tf

keras = tf.keras
keras.utils.set_random_seed(3)
x = np.random.random((20, 8)).astype("float32")
y = np.random.randint(0, 3, (20,))


def create_model():
    model = keras.Sequential([
        keras.Input((8,)),
        keras.layers.Dense(16, activation="relu"),
        keras.layers.Dropout(0.2),
        keras.layers.Dense(3),
    ])
    model.compile(optimizer="adam",
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=[keras.metrics.SparseCategoricalAccuracy()])
    return model


model = create_model()
model.fit(x, y, epochs=2, batch_size=10, verbose=0)
model.save("my_model.h5")

new_model = keras.models.load_model("my_model.h5")
new_model.summary()
print(type(new_model.optimizer).__name__, [v.numpy().tolist() for v in new_model.optimizer.variables])
print(type(new_model.loss).__name__, new_model.loss.fn.__name__, new_model.loss._fn_kwargs["from_logits"])
print(np.array_equal(model.predict(x, verbose=0), new_model.predict(x, verbose=0)))
loss, acc = new_model.evaluate(x, y, verbose=2)
print(loss == model.evaluate(x, y, verbose=0)[0])

# compile=False: no training config is read.
print(keras.models.load_model("my_model.h5", compile=False).compiled)

# Weights only, into a fresh model of the same layers (by order) or by layer name.
fresh = create_model()
fresh.load_weights("my_model.h5")
print(np.array_equal(model.predict(x, verbose=0), fresh.predict(x, verbose=0)))
named = keras.Sequential([keras.Input((8,)), keras.layers.Dense(16, name=model.layers[0].name)])
named.load_weights("my_model.h5", by_name=True)
print(np.array_equal(named.layers[0].kernel.numpy(), model.layers[0].kernel.numpy()))

# A Functional model with a BatchNormalization layer (trainable weights first, then the
# moving statistics), saved with include_optimizer=False: saving_utils.model_metadata writes
# the training config only with the optimizer, so the loaded model is not compiled (and
# load_model_from_hdf5 logs "No training configuration found").
inputs = keras.Input((8,), name="features")
h = keras.layers.BatchNormalization(name="bn")(inputs)
outputs = keras.layers.Dense(1, name="score")(h)
functional = keras.Model(inputs, outputs, name="scorer")
functional.compile(optimizer="sgd", loss="mean_squared_error")
functional.fit(x, y.astype("float32"), epochs=1, verbose=0)
functional.save("scorer.hdf5", include_optimizer=False)
loaded = keras.models.load_model("scorer.hdf5")
print(loaded.name, [layer.name for layer in loaded.layers], loaded.compiled)
print([np.array_equal(a, b) for a, b in zip(functional.get_weights(), loaded.get_weights())])

# An uncompiled model: no training config, so the loaded model is not compiled.
keras.Sequential([keras.Input((2,)), keras.layers.Dense(1)]).save("plain.h5")
print(keras.models.load_model("plain.h5").compiled)
