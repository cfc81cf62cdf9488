# get_layer with an unknown name, an index past the end, neither or both: Keras 3.11.3
# models/model.py Model.get_layer. A Sequential model's layers do not include its InputLayer.
import keras

model = keras.Sequential([keras.Input((3,)), keras.layers.Dense(2, name="d")])
for call in (lambda: model.get_layer("dense"), lambda: model.get_layer(index=5),
             lambda: model.get_layer(), lambda: model.get_layer("d", 0)):
    try:
        call()
    except ValueError as e:
        print("ValueError:", e)
print(model.get_layer(index=0).name, model.get_layer("d") is model.layers[0])
