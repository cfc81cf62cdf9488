# Keras 3.11.3's stateless APIs on the TensorFlow backend (the "training loop from scratch" guides'
# functional style): layers/layer.py Layer.stateless_call runs `call` in a StatelessScope whose
# state_mapping gives each variable the value passed for it, returns (outputs, the new
# non-trainable values[, the losses added, with return_losses=True]) and leaves the layer's own
# variables untouched; its ValueErrors for an unbuilt layer and a list of the wrong length.
# metrics/metric.py stateless_update_state / stateless_result / stateless_reset_state do the
# same for a metric's variables (Mean: total and count).
import numpy as np
import keras
from keras import ops

model = keras.Sequential([keras.Input((3,)), keras.layers.Dense(2, kernel_initializer="ones"),
                          keras.layers.BatchNormalization()])
x = np.ones((4, 3), "float32")
zeros = [ops.zeros_like(v) for v in model.trainable_variables]
non_trainable = [v.value for v in model.non_trainable_variables]
out, new_non_trainable = model.stateless_call(zeros, non_trainable, x, training=True)
print(out.numpy()[0], [v.numpy() for v in new_non_trainable])
print(model.layers[1].moving_variance.numpy(), model.layers[0].kernel.numpy()[0])
out, _ = model.stateless_call([v.value for v in model.trainable_variables], non_trainable, x)
print(out.numpy()[0])
try:
    model.stateless_call(zeros[:1], non_trainable, x)
except ValueError as e:
    print(e)


class ActivityLoss(keras.layers.Layer):
    def call(self, x):
        self.add_loss(ops.sum(x))
        return x


layer = ActivityLoss()
try:
    layer.stateless_call([], [], ops.ones((2,)))
except ValueError as e:
    print(e)
layer(ops.ones((2,)))
print(layer.stateless_call([], [], ops.ones((2,)), return_losses=True))

mean = keras.metrics.Mean()
state = mean.stateless_update_state([v.value for v in mean.variables], np.array([1.0, 2.0, 6.0]))
print([float(v) for v in state], float(mean.stateless_result(state)), float(mean.result()))
print([float(v) for v in mean.stateless_reset_state()])
try:
    mean.stateless_result([1.0])
except ValueError as e:
    print(e)
