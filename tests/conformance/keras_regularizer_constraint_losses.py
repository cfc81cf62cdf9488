# Keras 3.11 weight regularizers, activity regularizers, add_loss and constraints.
# Layer.losses (layers/layer.py): the layer's own add_loss values (activity regularization
# included) then one penalty per trainable variable with a regularizer, computed on each read;
# [] before the weights exist. A layer's own losses are cleared when a new outermost call begins
# (Layer._get_call_context -> _clear_losses), so building the Sequential (a symbolic call, where
# the activity regularizer adds nothing for a KerasTensor) drops the eager call's activity loss,
# and each eager call replaces it. fit adds every model loss to the compiled loss
# (Trainer.compute_loss): mse 9 + 0.06 + 0.4 + 0. Penalties (regularizers/regularizers.py):
# L2 0.1 * sum(ones(2, 2)) = 0.4, the default bias L1 0.01 * 0, activity L1 0.01 * (3 + 3);
# a negative factor fails validate_float_arg (the missing space after "float." is Keras's).
# keras.regularizers.get reads the class names and their snake_case ("l1l2"), "l1_l2" is not
# one of them. Constraints (constraints/constraints.py) run after the optimizer update
# (BaseOptimizer.apply): SGD(1.0) moves the ones kernel to -12 / -25, NonNeg multiplies by
# (w >= 0) (so -0.0), MinMaxNorm(0, 0.5) on the bias [-13, -13] rescales it to norm 0.5;
# UnitNorm(axis=0) divides each column by its norm.
import numpy as np
import keras

layer = keras.layers.Dense(2, kernel_initializer="ones", kernel_regularizer=keras.regularizers.l2(0.1),
                           bias_regularizer="l1", activity_regularizer=keras.regularizers.L1(0.01))
x = np.array([[1.0, 2.0]], dtype="float32")
print(layer.losses)
layer(x)
print([round(float(loss), 4) for loss in layer.losses])
model = keras.Sequential([keras.Input((2,)), layer])
print([round(float(loss), 4) for loss in model.losses])
model(x)
print(len(model.losses))
model.compile("sgd", "mse")
print(round(model.fit(x, np.zeros((1, 2)), verbose=0).history["loss"][0], 4))
print(keras.regularizers.l2(0.1).get_config(), keras.regularizers.L1L2(0.1, 0.2).get_config(),
      keras.regularizers.get("l1l2").get_config())
print(keras.regularizers.L2(0.5)(np.ones((2, 2), dtype="float32")))
for bad in [lambda: keras.regularizers.L2(-1.0), lambda: keras.regularizers.get("l1_l2")]:
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)


class HalfSum(keras.layers.Layer):
    def call(self, inputs):
        self.add_loss(keras.ops.sum(inputs) * 0.5)
        return inputs


half = HalfSum()
half(x)
half(x)
print(half.losses)

constrained = keras.layers.Dense(2, kernel_initializer="ones", kernel_constraint=keras.constraints.NonNeg(),
                                 bias_constraint=keras.constraints.MinMaxNorm(0.0, 0.5))
net = keras.Sequential([keras.Input((2,)), constrained])
net.compile(keras.optimizers.SGD(1.0), "mse")
net.fit(x, np.array([[-10.0, -10.0]]), verbose=0)
print(constrained.kernel.numpy())
print(constrained.bias.numpy())
print(keras.constraints.UnitNorm().get_config(), keras.constraints.MaxNorm(3).get_config(),
      keras.constraints.MinMaxNorm().get_config(), keras.constraints.get("max_norm").get_config())
print(keras.constraints.UnitNorm(axis=0)(np.array([[3.0, 0.0], [4.0, 2.0]], dtype="float32")))
