# Things that are not layers in a Sequential model: Keras 3.11.3 models/sequential.py
# Sequential.add ("Only instances of `keras.Layer` can be added to a Sequential model."), which
# unwraps a KerasTensor made by keras.Input into its InputLayer but not one made by another
# layer; layers passed without a list reach `for layer in layers` (TypeError from Python, the
# second layer having gone to the `trainable` parameter).
import keras

x = keras.layers.Dense(2)(keras.Input((3,)))
for item in ("relu", keras.layers.Dense, 5, x):
    try:
        keras.Sequential([keras.Input((3,)), item])
    except ValueError as e:
        print("ValueError:", e)
try:
    keras.Sequential(keras.layers.Dense(2), keras.layers.Dense(1))
except TypeError as e:
    print("TypeError:", e)
print(len(keras.Sequential([keras.Input((3,)), keras.layers.Dense(2)]).layers))
