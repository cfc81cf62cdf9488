# The subclassing guide's `training` argument and its VAE, in a program of our own: a custom
# dropout driven by a SeedGenerator (its state is a variable but not a weight: Layer.weights
# leaves out seed states), predict running it with training=False, a Sampling layer on eager and
# symbolic inputs, and an Encoder/VAE model that adds a KL term with add_loss and trains with a
# compiled loss. The VAE's summary: the encoder returns a tuple and has no compute_output_shape,
# so its shape is "?", the decoder was built inside fit's first trace on (8, 6) batches (16 % 8
# == 0, so the batches have a static size); Adam's variables (2 per weight, iteration, learning
# rate) are the "Optimizer params" line: 110 * 2 + 2 = 222, 220 * 4 + 8 + 4 = 892 bytes.
# Keras 3.11.3's layers/layer.py, utils/summary_utils.py and trainers/.
import keras
from keras import layers, ops
import numpy as np


class CustomDropout(layers.Layer):
    def __init__(self, rate, **kwargs):
        super().__init__(**kwargs)
        self.rate = rate
        self.seed_generator = keras.random.SeedGenerator(1337)

    def call(self, inputs, training=None):
        if training:
            return keras.random.dropout(inputs, rate=self.rate, seed=self.seed_generator)
        return inputs


layer = CustomDropout(0.5)
print(layer(np.ones((2, 2))).numpy())
out = layer(np.ones((100,)), training=True).numpy()
print(sorted(set(out.tolist())))
print(len(layer.weights), len(layer.non_trainable_weights), [w.path for w in layer.weights])

model = keras.Sequential([keras.Input((4,)), CustomDropout(0.5)])
print(model.predict(np.ones((1, 4)), verbose=0))


class Sampling(layers.Layer):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.seed_generator = keras.random.SeedGenerator(1337)

    def call(self, inputs):
        z_mean, z_log_var = inputs
        batch = ops.shape(z_mean)[0]
        dim = ops.shape(z_mean)[1]
        epsilon = keras.random.normal(shape=(batch, dim), seed=self.seed_generator)
        return z_mean + ops.exp(0.5 * z_log_var) * epsilon


s = Sampling()
z = s([ops.zeros((3, 2)), ops.zeros((3, 2))])
print(z.shape)
inp = keras.Input((2,))
zz = Sampling()([inp, inp])
print(zz.shape)


class Encoder(layers.Layer):
    def __init__(self, latent_dim=2, intermediate_dim=8, name="encoder", **kwargs):
        super().__init__(name=name, **kwargs)
        self.dense_proj = layers.Dense(intermediate_dim, activation="relu")
        self.dense_mean = layers.Dense(latent_dim)
        self.dense_log_var = layers.Dense(latent_dim)
        self.sampling = Sampling()

    def call(self, inputs):
        x = self.dense_proj(inputs)
        z_mean = self.dense_mean(x)
        z_log_var = self.dense_log_var(x)
        z = self.sampling((z_mean, z_log_var))
        return z_mean, z_log_var, z


class VAE(keras.Model):
    def __init__(self, original_dim, **kwargs):
        super().__init__(**kwargs)
        self.original_dim = original_dim
        self.encoder = Encoder()
        self.decoder = layers.Dense(original_dim, activation="sigmoid")

    def call(self, inputs):
        z_mean, z_log_var, z = self.encoder(inputs)
        reconstructed = self.decoder(z)
        kl_loss = -0.5 * ops.mean(z_log_var - ops.square(z_mean) - ops.exp(z_log_var) + 1)
        self.add_loss(kl_loss)
        return reconstructed


vae = VAE(6)
vae.compile(optimizer=keras.optimizers.Adam(1e-3), loss=keras.losses.MeanSquaredError())
x = np.random.random((16, 6)).astype("float32")  # 16 samples, batches of 8
h = vae.fit(x, x, epochs=2, batch_size=8, verbose=0)
print(sorted(h.history), len(h.history["loss"]))
print(len(vae.losses))
vae.summary()
print([w.path for w in vae.weights][:4])
