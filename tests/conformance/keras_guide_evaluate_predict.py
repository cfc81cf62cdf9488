# evaluate, predict and the *_on_batch methods (keras.io "Training & evaluation" guide) on a
# Dense(1) with a ones kernel: predictions [3, 7, 11] against [3, 7, 10] give mse = mae = 1/3 and
# rmse = 0.57735. test_on_batch returns NumPy 0-d arrays (TensorFlowTrainer.test_on_batch maps
# np.array over the logs), as a list in metrics order or a dict; train_on_batch a list; evaluate
# and predict take tf.data datasets of (x, y) pairs; fit(validation_data=dataset) adds val_
# metrics; steps_per_epoch over a repeated dataset. Errors: y passed with a dataset, arrays of
# different lengths (data_adapter_utils' "Data cardinality is ambiguous" text) and
# validation_split with a dataset. Keras 3.11.3's trainers/ and backend/tensorflow/trainer.py.
import keras
import numpy as np
import tensorflow as tf

model = keras.Sequential([keras.Input((2,)), keras.layers.Dense(1, kernel_initializer="ones")])
model.compile(optimizer="sgd", loss="mse", metrics=["mae", keras.metrics.RootMeanSquaredError()])
x = np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], dtype="float32")
y = np.array([[3.0], [7.0], [10.0]], dtype="float32")
print(model.evaluate(x, y, verbose=0))
print(model.metrics_names)
print(model.predict_on_batch(x))
print(model.test_on_batch(x, y))
print(model.test_on_batch(x, y, return_dict=True))
r = model.train_on_batch(x, y)
print(type(r).__name__, len(r))
print(model(x[:1]).numpy())
ds = tf.data.Dataset.from_tensor_slices((x, y)).batch(2)
print(model.evaluate(ds, verbose=0))
print(model.predict(ds, verbose=0).shape)
h = model.fit(ds, epochs=2, validation_data=ds, verbose=0)
print(sorted(h.history))
h = model.fit(ds.repeat(), epochs=2, steps_per_epoch=2, verbose=0)
print(len(h.history["loss"]))
try:
    model.fit(ds, y, verbose=0)
except Exception as e:
    print(type(e).__name__, e)
try:
    model.fit(x, y[:2], verbose=0)
except Exception as e:
    print(type(e).__name__, str(e))
try:
    model.fit(ds, validation_split=0.2, verbose=0)
except Exception as e:
    print(type(e).__name__, e)
