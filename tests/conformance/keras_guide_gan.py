# The GAN of the keras.io "Customizing what happens in fit()" guide, shrunk: a model overriding
# compile (super().compile() with no arguments keeps the default "rmsprop" optimizer as
# model.optimizer), a train_step with two optimizers and a SeedGenerator drawing latent vectors
# twice per step (8 steps -> the state's counter reaches 8), metrics declared through the
# `metrics` property, and the summary of the nested Sequential models (the unused RMSprop is not
# built, so there is no "Optimizer params" line). Keras 3.11.3's trainers/trainer.py and
# random/seed_generator.py.
import keras
from keras import layers, ops
import numpy as np
import tensorflow as tf

latent_dim = 2
discriminator = keras.Sequential([keras.Input((4,)), layers.Dense(3, activation="relu"), layers.Dense(1)], name="discriminator")
generator = keras.Sequential([keras.Input((latent_dim,)), layers.Dense(4, activation="sigmoid")], name="generator")


class GAN(keras.Model):
    def __init__(self, discriminator, generator, latent_dim):
        super().__init__()
        self.discriminator = discriminator
        self.generator = generator
        self.latent_dim = latent_dim
        self.d_loss_tracker = keras.metrics.Mean(name="d_loss")
        self.g_loss_tracker = keras.metrics.Mean(name="g_loss")
        self.seed_generator = keras.random.SeedGenerator(1337)

    @property
    def metrics(self):
        return [self.d_loss_tracker, self.g_loss_tracker]

    def compile(self, d_optimizer, g_optimizer, loss_fn):
        super().compile()
        self.d_optimizer = d_optimizer
        self.g_optimizer = g_optimizer
        self.loss_fn = loss_fn

    def train_step(self, real_images):
        if isinstance(real_images, tuple):
            real_images = real_images[0]
        batch_size = ops.shape(real_images)[0]
        random_latent_vectors = keras.random.normal(shape=(batch_size, self.latent_dim), seed=self.seed_generator)
        generated_images = self.generator(random_latent_vectors)
        combined_images = ops.concatenate([generated_images, real_images], axis=0)
        labels = ops.concatenate([ops.ones((batch_size, 1)), ops.zeros((batch_size, 1))], axis=0)
        with tf.GradientTape() as tape:
            predictions = self.discriminator(combined_images)
            d_loss = self.loss_fn(labels, predictions)
        grads = tape.gradient(d_loss, self.discriminator.trainable_weights)
        self.d_optimizer.apply_gradients(zip(grads, self.discriminator.trainable_weights))
        random_latent_vectors = keras.random.normal(shape=(batch_size, self.latent_dim), seed=self.seed_generator)
        misleading_labels = ops.zeros((batch_size, 1))
        with tf.GradientTape() as tape:
            predictions = self.discriminator(self.generator(random_latent_vectors))
            g_loss = self.loss_fn(misleading_labels, predictions)
        grads = tape.gradient(g_loss, self.generator.trainable_weights)
        self.g_optimizer.apply_gradients(zip(grads, self.generator.trainable_weights))
        self.d_loss_tracker.update_state(d_loss)
        self.g_loss_tracker.update_state(g_loss)
        return {"d_loss": self.d_loss_tracker.result(), "g_loss": self.g_loss_tracker.result()}


gan = GAN(discriminator=discriminator, generator=generator, latent_dim=latent_dim)
gan.compile(
    d_optimizer=keras.optimizers.Adam(learning_rate=0.0003),
    g_optimizer=keras.optimizers.Adam(learning_rate=0.0003),
    loss_fn=keras.losses.BinaryCrossentropy(from_logits=True),
)
data = tf.data.Dataset.from_tensor_slices(np.random.random((8, 4)).astype("float32")).batch(4)
h = gan.fit(data, epochs=2, verbose=0)
print(sorted(h.history), len(h.history["d_loss"]))
print(gan.d_optimizer.iterations.numpy(), gan.g_optimizer.iterations.numpy())
print(gan.optimizer)
print(gan.seed_generator.state.numpy())
gan.summary()
