# Keras 3.11 model.save/load_model go through each layer's save_own_variables(store) and
# load_own_variables(store) (layers/layer.py: the own variables as "0", "1", ...), so a layer
# can override them (the "Serialization and saving" guide's custom-variable Dense), and
# Dense overrides them itself (layers/core/dense.py, since LoRA): it saves only the kernel and
# the bias as "0" and "1", and its load_own_variables checks that the store holds as many
# entries as the layer owns variables (offset included: 3 against "0", "1", "offset") before
# assigning the kernel and bias; so this layer loads its offset and leaves the rest to Dense
# (the guide's `for i, v in enumerate(self.weights)` loop would assign "0" to the offset,
# created first in __init__). And
# Normalization's override calls finalize_state() after loading, so an adapted layer
# normalizes with the loaded mean and variance (layers/preprocessing/normalization.py). Its
# get_config keeps mean/variance None when they came from adapt. Values worked by hand:
# adapt on [1, 3] gives mean 2, variance 1.
import numpy as np
import keras


@keras.saving.register_keras_serializable(package="guide")
class DenseWithOffset(keras.layers.Dense):
    def __init__(self, units, **kwargs):
        super().__init__(units, **kwargs)
        self.offset = keras.Variable(np.zeros((units,)), name="offset", dtype="float32")

    def save_own_variables(self, store):
        super().save_own_variables(store)
        store["offset"] = self.offset.numpy()
        print("saving keys", sorted(store.keys()))

    def load_own_variables(self, store):
        print("loading keys", sorted(store.keys()))
        self.offset.assign(store["offset"])
        super().load_own_variables(store)

    def call(self, inputs):
        return super().call(inputs) + self.offset


norm = keras.layers.Normalization()
norm.adapt(np.array([[1.0], [3.0]]))
model = keras.Sequential([keras.Input(shape=(1,)),
                          norm,
                          DenseWithOffset(2, kernel_initializer="ones")])
model.layers[-1].offset.assign([10.0, 20.0])
print(model(np.array([[2.0], [4.0]])).numpy().tolist())
print(norm.get_config()["mean"], norm.get_config()["variance"])
model.save("normalized.keras")

loaded = keras.models.load_model("normalized.keras")
print(loaded(np.array([[2.0], [4.0]])).numpy().tolist())
print(loaded.layers[0].mean.numpy().tolist(), loaded.layers[0].variance.numpy().tolist())
print(loaded.layers[-1].offset.numpy().tolist(), [w.name for w in loaded.layers[-1].weights])

model.save_weights("normalized.weights.h5")
fresh = keras.Sequential([keras.Input(shape=(1,)), keras.layers.Normalization(), DenseWithOffset(2)])
fresh.load_weights("normalized.weights.h5")
print(fresh(np.array([[2.0], [4.0]])).numpy().tolist())
