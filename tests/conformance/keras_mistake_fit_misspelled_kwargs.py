# Misspelled arguments to fit, predict and evaluate: fit and predict have fixed signatures in
# Keras 3.11.3 backend/tensorflow/trainer.py (Python's TypeError, named
# TensorFlowTrainer.fit()/predict()), evaluate takes **kwargs and refuses the unknown ones
# itself ("Arguments not recognized: {...}").
import numpy as np
import keras

model = keras.Sequential([keras.Input((3,)), keras.layers.Dense(2)])
model.compile(optimizer="sgd", loss="mse")
for call in (lambda: model.fit(np.ones((4, 3)), np.ones((4, 2)), epoch=2, verbose=0),
             lambda: model.fit(np.ones((4, 3)), np.ones((4, 2)), nb_epoch=2, verbose=0),
             lambda: model.predict(np.ones((4, 3)), batchsize=2),
             lambda: model.evaluate(np.ones((4, 3)), np.ones((4, 2)), verbos=0)):
    try:
        call()
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
