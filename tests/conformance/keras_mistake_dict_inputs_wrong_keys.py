# A functional model with named dict inputs fed a dict with a misspelled or missing key:
# Keras 3.11.3 layers/input_spec.py assert_input_compatibility ("Missing data for input ..."),
# run by Layer.__call__ before the call (so no "Exception encountered" wrapper), inside fit's
# and predict's traced step alike.
import numpy as np
import keras

inputs = {"age": keras.Input((1,), name="age"), "score": keras.Input((2,), name="score")}
x = keras.layers.Concatenate()([inputs["age"], inputs["score"]])
model = keras.Model(inputs, keras.layers.Dense(1)(x))
model.compile(optimizer="sgd", loss="mse")
try:
    model.fit({"age": np.ones((4, 1)), "scores": np.ones((4, 2))}, np.ones((4, 1)), verbose=0)
except ValueError as e:
    print("ValueError:", e)
try:
    model.predict({"age": np.ones((4, 1))}, verbose=0)
except ValueError as e:
    print("ValueError:", e)
print(model.predict({"score": np.ones((1, 2)), "age": np.ones((1, 1))}, verbose=0).shape)
