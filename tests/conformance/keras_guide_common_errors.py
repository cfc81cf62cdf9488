# Errors learners meet first, with Keras 3.11.3's texts: fit before compile
# (Trainer._assert_compile_called), integer labels with categorical_crossentropy and one-hot labels
# with sparse_categorical_crossentropy (keras/src/backend/tensorflow/nn.py rank checks, inside
# fit's first trace, where the batch dimension is None), an LSTM given a 2-D input (InputSpec),
# predict on inputs of the wrong width (the "Exception encountered when calling" wrapper of
# keras/src/utils/traceback_utils.py, with the arguments Sequential.call received), unknown
# activation, optimizer and loss names, keras.Input(shape=3), Dropout(1.5), non-KerasTensor
# inputs to keras.Model, and merge layers given incompatible shapes. Dense(-1) is accepted
# (Keras 3.11.3 does not check units).
import keras
import numpy as np
model = keras.Sequential([keras.Input((3,)), keras.layers.Dense(3, activation="softmax")])
try:
    model.fit(np.ones((4, 3)), np.ones((4,)), verbose=0)
except Exception as e:
    print(type(e).__name__, e)
model.compile(optimizer="adam", loss="categorical_crossentropy", metrics=["accuracy"])
try:
    model.fit(np.ones((4, 3)), np.array([0, 1, 2, 1]), verbose=0)
except Exception as e:
    print(type(e).__name__, e)
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy")
try:
    model.fit(np.ones((4, 3)), np.eye(3)[[0, 1, 2, 1]], verbose=0)
except Exception as e:
    print(type(e).__name__, str(e)[:400])
lstm = keras.layers.LSTM(2)
try:
    lstm(np.ones((2, 3)))
except Exception as e:
    print(type(e).__name__, e)
try:
    model.predict(np.ones((2, 4)), verbose=0)
except Exception as e:
    print(type(e).__name__, e)
try:
    keras.layers.Dense(-1)
except Exception as e:
    print(type(e).__name__, e)
try:
    keras.layers.Dense(2, activation="nope")
except Exception as e:
    print(type(e).__name__, e)
try:
    model.compile(optimizer="adamx", loss="mse")
except Exception as e:
    print(type(e).__name__, e)
try:
    model.compile(optimizer="adam", loss="msex")
    model.fit(np.ones((4, 3)), np.ones((4, 3)), verbose=0)
except Exception as e:
    print(type(e).__name__, e)
try:
    keras.Input(shape=3)
except Exception as e:
    print(type(e).__name__, e)
try:
    keras.layers.Dropout(1.5)
except Exception as e:
    print(type(e).__name__, e)
try:
    keras.Model(inputs=np.ones((2,)), outputs=None)
except Exception as e:
    print(type(e).__name__, str(e)[:200])
x = keras.Input((2,))
try:
    keras.layers.Concatenate()([x, keras.Input((2, 3))])
except Exception as e:
    print(type(e).__name__, e)
try:
    keras.layers.Add()([x, keras.Input((3,))])
except Exception as e:
    print(type(e).__name__, e)
