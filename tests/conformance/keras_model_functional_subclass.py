# A Model subclass built like a Functional model (`CustomModel(inputs, outputs)`, the pattern of
# Keras's "Customizing what happens in fit()" guide): Keras's Model.__init__ injects Functional
# into the subclass's bases (keras/src/models/model.py, inject_functional_model_class), so the
# model is a Functional model whose train_step and metrics the subclass overrides. The
# overridden train_step runs in fit's one_step_on_data, which traces twice on the first batch
# because the optimizer creates its variables in the first trace (keras-3-behaviour.md §1).
import numpy as np
import keras
import tensorflow as tf


class CustomModel(keras.Model):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.loss_tracker = keras.metrics.Mean(name="loss")

    def train_step(self, data):
        print("tracing train_step")
        x, y = data
        with tf.GradientTape() as tape:
            y_pred = self(x, training=True)
            loss = self.compute_loss(y=y, y_pred=y_pred)
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply(grads, self.trainable_variables)
        self.loss_tracker.update_state(loss)
        return {"loss": self.loss_tracker.result()}

    @property
    def metrics(self):
        return [self.loss_tracker]


inputs = keras.Input(shape=(3,))
outputs = keras.layers.Dense(1)(inputs)
model = CustomModel(inputs, outputs)
print([c.__name__ for c in type(model).__mro__[:4]])
print(model.name, isinstance(model, keras.Model), len(model.layers))
model.compile(optimizer="adam", loss="mse")
x = np.ones((8, 3), dtype="float32")
y = np.zeros((8, 1), dtype="float32")
history = model.fit(x, y, batch_size=4, epochs=2, verbose=0)
print(sorted(history.history), len(history.history["loss"]))


# The injected bases keep the class's layout rules: CPython's compatible_for_assignment.
try:
    CustomModel.__bases__ = (int,)
except TypeError as e:
    print(e)
