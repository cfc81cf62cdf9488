# Keras 2 train_step code calls self.compiled_loss(...) and self.compiled_metrics.update_state(...);
# Keras 3.11.3's TF trainer keeps both as deprecated shims (keras/src/backend/tensorflow/trainer.py
# "Backwards compatibility shims", lines 644-688): each warns once from its line there and runs
# compute_loss / every metric of self.metrics.
import numpy as np
import keras
import tensorflow as tf

keras.utils.set_random_seed(1)


class CustomModel(keras.Model):
    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            y_pred = self(x, training=True)
            loss = self.compiled_loss(y, y_pred, regularization_losses=self.losses)
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply_gradients(zip(grads, self.trainable_variables))
        self.compiled_metrics.update_state(y, y_pred)
        return {m.name: m.result() for m in self.metrics}


inputs = keras.Input(shape=(4,))
model = CustomModel(inputs, keras.layers.Dense(1)(inputs))
model.compile(optimizer="adam", loss="mse", metrics=["mae"])
history = model.fit(np.ones((8, 4)), np.ones((8, 1)), epochs=2, verbose=0)
print(sorted(history.history))
