# Keras 3.11 compile(metrics=[...]) with the threshold metrics, fitted with verbose=2. Model: one
# Dense(1, sigmoid) with zeros weights, SGD(learning_rate=0.1), binary crossentropy, the batch of
# all 4 samples x = [1, 2, -1, -2], y = [1, 1, 0, 0]. Worked by hand from the update formulas
# (losses.py binary_crossentropy, sgd.py): epoch 1 predicts 0.5 everywhere (loss ln 2 = 0.6931,
# accuracy 0.5, precision 0 since no prediction is > 0.5, AUC 0.5: every threshold's TPR equals
# its FPR), the gradient of the kernel is mean((p - y) x) = -0.75, so w = 0.075; epoch 2 predicts
# sigmoid([0.075, 0.15, -0.075, -0.15]) = [0.5187, 0.5374, 0.4813, 0.4626]: loss
# mean(-ln 0.5187, -ln 0.5374, -ln 0.5187, -ln 0.5374) = 0.6387, accuracy 1, precision 1, AUC 1
# (the kernel then moves to 0.075 - 0.1 * mean((p - y) x) = 0.1453).
# Metrics are updated before the step's update (TensorFlowTrainer.train_step). "accuracy" becomes
# BinaryAccuracy named "accuracy" (trainers/compile_utils.py get_metric); the metric objects keep
# their names ("precision", "auc"); string names resolve through metrics.get (snake-cased class
# names: "precision", "recall", "auc") and take the string as name. verbose=2 prints one
# `steps - elapsed - time/step - metrics` line per epoch, keys sorted (callbacks/progbar_logger.py,
# utils/progbar.py); the timing fields are normalised by the conformance runner.
import numpy as np
import keras

x = np.array([[1.0], [2.0], [-1.0], [-2.0]], dtype="float32")
y = np.array([[1.0], [1.0], [0.0], [0.0]], dtype="float32")


def make_model():
    return keras.Sequential([keras.Input(shape=(1,)), keras.layers.Dense(1, activation="sigmoid",
                                                                         kernel_initializer="zeros")])


precision, auc = keras.metrics.Precision(), keras.metrics.AUC()
model = make_model()
model.compile(optimizer=keras.optimizers.SGD(learning_rate=0.1), loss="binary_crossentropy",
              metrics=["accuracy", precision, auc])
history = model.fit(x, y, batch_size=4, epochs=2, verbose=2, shuffle=False)
print({k: [round(v, 4) for v in vs] for k, vs in history.history.items()})
print(round(float(model.layers[0].kernel.numpy()[0, 0]), 4), precision.name, auc.name)
print([v.path for v in precision.variables], [v.path for v in auc.variables])
print(precision.true_positives.numpy().tolist(), precision.false_positives.numpy().tolist())

model = make_model()
model.compile(optimizer="sgd", loss="binary_crossentropy", metrics=["precision", "recall", "auc"])
result = model.evaluate(x, y, verbose=0, return_dict=True)
print({k: round(v, 4) for k, v in result.items()})
print([m.name for m in model.metrics], [m.name for m in model.metrics[1].metrics])
