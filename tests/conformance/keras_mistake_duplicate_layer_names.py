# Two layers with the same name: Keras 3.11.3 Sequential.add checks names as layers are added
# (models/sequential.py, also from the constructor), a functional model checks them in
# ops/function.py map_graph ('The name "..." is used 2 times in the model.').
import keras

model = keras.Sequential([keras.Input((3,)), keras.layers.Dense(2, name="hidden")])
try:
    model.add(keras.layers.Dense(2, name="hidden"))
except ValueError as e:
    print("ValueError:", e)
try:
    keras.Sequential([keras.layers.Dense(2, name="a"), keras.layers.Dense(2, name="a")])
except ValueError as e:
    print("ValueError:", e)
inputs = keras.Input((3,))
h = keras.layers.Dense(4, name="block")(inputs)
try:
    keras.Model(inputs, keras.layers.Dense(1, name="block")(h))
except ValueError as e:
    print("ValueError:", e)
print([layer.name for layer in model.layers])
