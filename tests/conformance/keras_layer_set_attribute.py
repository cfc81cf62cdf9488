# Sub-layers kept in a set or a dict attribute. Keras 3.11 (keras/src/utils/tracking.py) wraps a
# set attribute in a TrackedSet (a dict in a TrackedDict): its layers are tracked as sub-layers,
# so their weights are the layer's, with paths under its name; adding one after the layer is
# built hits the locked tracker (Layer._lock_state) and its ValueError; TrackedDict.clear() and
# popitem() untrack what they remove, so the weights go too. Weight lists are printed sorted:
# a set's iteration order is not the insertion order.
import numpy as np
import keras
from keras import layers, ops


class Ensemble(layers.Layer):
    def __init__(self, n, **kwargs):
        super().__init__(**kwargs)
        self.heads = {layers.Dense(1, kernel_initializer="ones", name=f"head{i}") for i in range(n)}
        self.by_name = {"scale": layers.Dense(1, kernel_initializer="zeros", name="scale")}

    def call(self, x):
        heads = sorted(self.heads, key=lambda layer: layer.name)
        return ops.mean(ops.stack([h(x) for h in heads]), axis=0) + self.by_name["scale"](x)


inputs = keras.Input(shape=(2,))
ensemble = Ensemble(3, name="ensemble")
model = keras.Model(inputs, ensemble(inputs))
print(type(ensemble.heads).__name__, type(ensemble.by_name).__name__)
print(sorted(w.path for w in ensemble.weights))
print(len(model.trainable_weights), model.count_params())
print(model(np.array([[1.0, 2.0]])).numpy().tolist())
try:
    ensemble.heads.add(layers.Dense(1, name="late"))
except ValueError as e:
    print(type(e).__name__ + ":", e)
ensemble.by_name.clear()
print(len(ensemble.trainable_weights), sorted(w.path for w in ensemble.weights)[-1])
