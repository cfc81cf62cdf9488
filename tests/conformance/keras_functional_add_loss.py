# Keras 2 era VAE code adds its KL term with `vae.add_loss(kl_loss)` on a Functional model built
# from symbolic tensors. Keras 3.11 (keras/src/models/functional.py Functional.add_loss, "Symbolic
# only. TODO") raises a bare NotImplementedError there; the Keras 3 way is a layer that calls
# self.add_loss() in call() (layers/layer.py Layer.add_loss), whose losses fit() adds to the
# compiled loss (trainers/trainer.py Trainer.compute_loss: ops.sum of each of self.losses; with
# loss=None they are the whole loss). Values: Dense(2) with a ones kernel maps [1, 2] and [3, 4]
# to [3, 3] and [7, 7]; 0.5 * mean(square) = 0.5 * 116 / 4 = 14.5 (exact in float32), computed
# before SGD(learning_rate=0.0) changes nothing. Layer.add_metric (layers/layer.py) is gone in
# Keras 3 and raises its own NotImplementedError text.
import numpy as np
import keras
from keras import layers, ops

inputs = keras.Input(shape=(2,))
z = layers.Dense(2, kernel_initializer="ones")(inputs)
vae = keras.Model(inputs, z, name="vae")
try:
    vae.add_loss(0.5 * ops.mean(ops.square(z)))
except NotImplementedError as e:
    print(type(e).__name__, repr(e), str(e) == "")
try:
    vae.add_metric(z, name="z")
except NotImplementedError as e:
    print(type(e).__name__ + ":", e)


class KLDivergenceLayer(layers.Layer):
    def call(self, x):
        self.add_loss(0.5 * ops.mean(ops.square(x)))
        return x


inputs = keras.Input(shape=(2,))
z = KLDivergenceLayer()(layers.Dense(2, kernel_initializer="ones")(inputs))
vae = keras.Model(inputs, z, name="vae")
x = np.array([[1.0, 2.0], [3.0, 4.0]], dtype="float32")
print(vae.losses)
vae(x)
print([float(v) for v in vae.losses])
vae.compile(optimizer=keras.optimizers.SGD(learning_rate=0.0), loss=None)
history = vae.fit(x, epochs=2, batch_size=2, verbose=0)
print(history.history)
