# A train_step that returns a tensor, or a list, instead of a dict of logs: Keras 3.11.3's
# CallbackList passes each batch's logs through python_utils.pythonify_logs
# (callbacks/callback_list.py _on_train_batch_end), whose `logs.items()` raises the
# AttributeError, at verbose=0 (History only) as at verbose=1. The list comes back from the
# trainer's tf.function as one tensor: tf.experimental.Optional.from_value makes a list one
# component, as tf.data's nest treats lists (data/util/structure.py type_spec_from_value).
import numpy as np
import tensorflow as tf
import keras
from keras import layers


class ReturnsLoss(keras.Model):
    def train_step(self, data):
        x, y = data
        with tf.GradientTape() as tape:
            loss = self.compute_loss(y=y, y_pred=self(x, training=True))
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply(grads, self.trainable_variables)
        return loss


class ReturnsList(ReturnsLoss):
    def train_step(self, data):
        return [super().train_step(data)]


x = np.ones((4, 2), "float32")
y = np.ones((4, 1), "float32")
for cls in (ReturnsLoss, ReturnsList):
    for verbose in (0, 2):
        inputs = keras.Input((2,))
        model = cls(inputs, layers.Dense(1)(inputs))
        model.compile(optimizer="sgd", loss="mse")
        try:
            model.fit(x, y, verbose=verbose)
        except AttributeError as e:
            print(cls.__name__, verbose, "AttributeError:", e)


@tf.function
def wrap(t):
    optional = tf.experimental.Optional.from_value([t, t])
    print(optional.element_spec)
    return optional.get_value()


print(wrap(tf.constant(1.5)))
print(tf.experimental.Optional.from_value({"b": [1, 2], "a": (3.0,)}).get_value())
