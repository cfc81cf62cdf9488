# Building a Sequential model wrongly: Keras 3.11.3 models/sequential.py Sequential.build
# (no layers; an input shape other than the one its Input fixed) and Sequential.add (a second
# keras.Input). build() with a shape that is not a shape returns without building.
import keras

for call in (lambda: keras.Sequential([]).build((None, 3)),
             lambda: keras.Sequential([keras.Input((3,)), keras.layers.Dense(2)]).build((None, 4)),
             lambda: keras.Sequential([keras.Input((2,)), keras.layers.Dense(1)]).add(keras.Input((2,)))):
    try:
        call()
    except ValueError as e:
        print("ValueError:", e)
model = keras.Sequential([keras.layers.Dense(2)])
model.build([(None, 3), (None, 3)])
print(model.built)
model.build((None, 3))
print(model.built, model.output_shape)
