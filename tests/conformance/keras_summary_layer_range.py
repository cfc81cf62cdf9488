# Keras 3.11 model.summary(layer_range=[start, end]) (keras/src/utils/summary_utils.py
# get_layer_index_bound_by_layer_name): each entry is a regex `re.match`ed against the layer
# names; the rows run from the first layer matching `start` to the last matching `end`, both
# included (swapped when `start` only matches after `end`); a Functional model's InputLayer is
# one of its layers. The parameter totals under the table still count the whole model. A range
# that is not two strings, or that matches no layer, raises ValueError.
import keras

model = keras.Sequential([keras.Input((3,)), keras.layers.Dense(4, name="dense_a"), keras.layers.Dropout(0.1, name="drop"),
                          keras.layers.Dense(2, name="dense_b"), keras.layers.Dense(1, name="out")], name="stack")
model.summary(layer_range=["drop", "dense_b"])
model.summary(layer_range=["dense_b", "drop"])
model.summary(layer_range=["dense", "dense"])
for bad in [["drop"], ("drop", 3), ["nothing", "out"]]:
    try:
        model.summary(layer_range=bad)
    except ValueError as e:
        print("ValueError:", e)

inputs = keras.Input((3,), name="features")
hidden = keras.layers.Dense(4, name="hidden")(inputs)
functional = keras.Model(inputs, keras.layers.Dense(1, name="score")(hidden), name="scorer")
functional.summary(layer_range=["feat", "hidden"])
