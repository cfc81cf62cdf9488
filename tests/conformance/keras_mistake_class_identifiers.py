# Classes where instances or dicts are expected: Keras 3.11.3 losses.get and metrics.get
# instantiate a class they are given, so compile(loss=MeanSquaredError, metrics=[MeanAbsoluteError])
# trains; optimizers.get does not (see keras_mistake_compile_unknown_identifiers). class_weight
# given as a list reaches data_adapter_utils.class_weight_to_sample_weights, which calls
# class_weight.get (Python's AttributeError). Recompiling without metrics keeps the earlier
# CompileMetrics (Trainer.compile only replaces _compile_metrics when metrics are given), so
# mean_absolute_error is still logged.
import numpy as np
import keras

model = keras.Sequential([keras.Input((2,)), keras.layers.Dense(2, activation="softmax")])
model.compile(optimizer="sgd", loss=keras.losses.MeanSquaredError, metrics=[keras.metrics.MeanAbsoluteError])
print(sorted(model.fit(np.ones((4, 2)), np.ones((4, 2)), verbose=0).history))
model.compile(optimizer="sgd", loss="categorical_crossentropy")
try:
    model.fit(np.ones((4, 2)), np.eye(2)[[0, 1, 0, 1]], class_weight=[1.0, 2.0], verbose=0)
except AttributeError as e:
    print("AttributeError:", e)
print(list(model.fit(np.ones((4, 2)), np.eye(2)[[0, 1, 0, 1]], class_weight={0: 1.0, 1: 2.0}, verbose=0).history))
