# copy.deepcopy, copy.copy and pickle of Keras objects go through KerasSaveable.__reduce__
# (keras/src/saving/keras_saveable.py): saving_lib._save_model_to_fileobj writes the object as
# a .keras archive into an io.BytesIO, and unpickling calls _unpickle_model, which loads it
# back with saving_lib._load_model_from_fileobj(compile=True, safe_mode=False). The copy is a
# new object deserialized from the config: layers and models keep their configured names
# (from_config passes name=..., so no auto-name is consumed), the weights come from the archive,
# a compiled model is compiled again from its compile_config and its optimizer's variables are
# restored (iterations). A metric's state is not in the archive (Metric has no
# save_own_variables, which saving_lib._save_state needs), so a copied metric starts afresh.
# Neither _save_model_to_fileobj nor _load_model_from_fileobj warns about an unbuilt model
# (that warning is saving_api.save_model's).
import copy
import pickle

import numpy as np
import keras

keras.utils.set_random_seed(1)
layer = keras.layers.Dense(2)
c = copy.deepcopy(layer)
print(type(c).__name__, c.name, c is layer, c.built)
print(keras.layers.Dense(3).name)

model = keras.Sequential(
    [keras.Input((3,)), keras.layers.Dense(4, activation="relu"), keras.layers.Dense(1)], name="net"
)
m2 = copy.deepcopy(model)
print(m2.name, [l.name for l in m2.layers], [l.name for l in model.layers])
print(all(np.array_equal(a, b) for a, b in zip(model.get_weights(), m2.get_weights())))
print(m2.weights[0] is model.weights[0], m2.layers[0] is model.layers[0])
x = np.arange(6, dtype="float32").reshape(2, 3)
print(np.array_equal(model.predict(x, verbose=0), m2.predict(x, verbose=0)))

data = pickle.dumps(model)
print(type(data).__name__)
m3 = pickle.loads(data)
print(type(m3).__name__, m3.name, [l.name for l in m3.layers])
print(all(np.array_equal(a, b) for a, b in zip(model.get_weights(), m3.get_weights())))

model.compile(optimizer="adam", loss="mse", metrics=["mae"])
model.fit(x, np.zeros((2, 1)), epochs=2, verbose=0)
m4 = copy.deepcopy(model)
print(m4.compiled, type(m4.optimizer).__name__, m4.loss, int(m4.optimizer.iterations.numpy()))
print(np.allclose(m4.evaluate(x, np.zeros((2, 1)), verbose=0), model.evaluate(x, np.zeros((2, 1)), verbose=0)))
m5 = copy.copy(model)
print(m5 is model, m5.name, m5.layers[0] is model.layers[0])

unbuilt = copy.deepcopy(keras.Sequential([keras.layers.Dense(2, name="d")], name="lazy"))
print(unbuilt.name, unbuilt.built, [l.name for l in unbuilt.layers])
layer2 = pickle.loads(pickle.dumps(keras.layers.Dense(5, activation="tanh", name="t")))
print(layer2.name, layer2.units, layer2.activation.__name__, layer2.built)

metric = keras.metrics.Mean()
metric.update_state([1.0, 3.0])
print(metric.name, float(metric.result()), float(copy.deepcopy(metric).result()))
