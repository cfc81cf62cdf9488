# Weight and activity regularizers (keras.io regularizers page, "Making new layers" guide):
# layer.losses lists the activity penalty added at call time (L2(0.5) of outputs [3, 3] = 9.0,
# not divided by the batch size in Keras 3), then the kernel's L1L2 (0.01 * 6 + 0.1 * 6 = 0.66)
# and the bias's default l2 (0.01 * 0); regularizer configs (L1 stores a float32 tensor, so its
# config reads 0.009999999776482582, L1L2 and L2 keep the Python float), serialize, the evaluated
# loss 9 (MSE) + 9.66, a plain function given as kernel_regularizer (Keras 3.11.3 Variable's
# regularizer setter accepts only Regularizer instances: ValueError), an unknown name, and
# L1's default repr. Keras 3.11.3's keras/src/regularizers/regularizers.py.
import keras
import numpy as np

layer = keras.layers.Dense(2, kernel_initializer="ones", kernel_regularizer=keras.regularizers.L1L2(l1=0.01, l2=0.1), bias_regularizer="l2", activity_regularizer=keras.regularizers.L2(0.5))
out = layer(np.ones((1, 3), dtype="float32"))
print([round(float(l), 5) for l in layer.losses])
print(layer.kernel_regularizer.get_config(), layer.bias_regularizer.get_config())
print(keras.regularizers.get("l1").get_config())
print(keras.regularizers.serialize(keras.regularizers.L2(0.3)))
model = keras.Sequential([keras.Input((3,)), layer])
model.compile(optimizer="sgd", loss="mse")
print(round(model.evaluate(np.ones((1, 3)), np.zeros((1, 2)), verbose=0), 4))


def my_reg(w):
    return 0.5 * keras.ops.sum(keras.ops.square(w))


d = keras.layers.Dense(1, kernel_initializer="ones", kernel_regularizer=my_reg)
try:
    d.build((None, 2))
except ValueError as e:
    print("ValueError:", e)
try:
    keras.regularizers.get("l3")
except Exception as e:
    print(type(e).__name__, e)
print(repr(keras.regularizers.L1(0.01)))
