# set_weights with the wrong number of arrays or wrong shapes: Keras 3.11.3 layers/layer.py
# Layer.set_weights (count first, then each variable's shape in `weights` order; a model is a
# layer, named by its own name).
import numpy as np
import keras

model = keras.Sequential([keras.Input((3,)), keras.layers.Dense(2, name="d")])
layer = model.get_layer("d")
for target, weights in ((layer, [np.ones((3, 2))]),
                        (layer, [np.ones((2, 3)), np.ones((2,))]),
                        (model, [np.ones((3, 2))]),
                        (model, [np.ones((3, 2)), np.ones((3,))])):
    try:
        target.set_weights(weights)
    except ValueError as e:
        print("ValueError:", e)
layer.set_weights([np.full((3, 2), 0.5), np.zeros(2)])
print(model.predict(np.ones((1, 3)), verbose=0))
