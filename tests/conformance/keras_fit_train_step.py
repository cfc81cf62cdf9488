# Keras 3.11 fit with an overridden train_step (keras/src/backend/tensorflow/trainer.py): TensorFlowTrainer
# wraps train_step in `one_step_on_data`, a tf.function (reduce_retracing=True, not
# AutoGraph-converted) called from another tf.function over the tf.data iterator, so its Python
# body runs while tracing: twice on the first batch (the compile metrics' variables are created
# in the first trace, so TF traces again without variable creation), then never, for every later
# batch and epoch, and not at all in a second fit (train_function is kept until the next
# compile). The batch arrives as `data` placeholders of unknown batch size (Tensor("data:0",
# shape=(None, 1))), tf.print runs at every step (stderr). With run_eagerly=True no tf.function
# is made: the body runs once per batch with eager tensors. A step that returns
# {m.name: m.result() for m in self.metrics} gives {"loss": ..., "compile_metrics": {"mae": ...}};
# pythonify_logs flattens it with sorted keys, so History and the progress line show mae before
# loss. Model subclass built from (inputs, outputs): Model.__init__ injects Functional into its
# bases (models/model.py inject_functional_model_class), so it is named `custom` and behaves as a
# Functional model. train_on_batch / test_on_batch (trainers/trainer.py, TensorFlowTrainer) do
# not reset the metrics between calls, return NumPy arrays (a list ordered loss first, or a dict),
# predict_on_batch a NumPy array. Values: Dense(1) with a zeros kernel, SGD(0.01), mse on y = 2x,
# worked by hand (see keras_fit_progress.py).
import numpy as np
import tensorflow as tf
import keras

x = np.array([[1.0], [2.0], [3.0], [4.0]], dtype="float32")
y = 2.0 * x


class Custom(keras.Model):
    def train_step(self, data):
        print("train_step runs with", data[0])
        x, y = data
        with tf.GradientTape() as tape:
            y_pred = self(x, training=True)
            loss = self.compute_loss(y=y, y_pred=y_pred)
        grads = tape.gradient(loss, self.trainable_variables)
        self.optimizer.apply(grads, self.trainable_variables)
        for metric in self.metrics:
            if metric.name == "loss":
                metric.update_state(loss)
            else:
                metric.update_state(y, y_pred)
        tf.print("tf.print: batch of", tf.shape(x)[0])
        return {m.name: m.result() for m in self.metrics}


def make(cls=Custom, **compile_kwargs):
    inputs = keras.Input(shape=(1,))
    outputs = keras.layers.Dense(1, kernel_initializer="zeros")(inputs)
    model = cls(inputs, outputs)
    model.compile(optimizer="sgd", loss="mse", metrics=["mae"], **compile_kwargs)
    return model


model = make()
print(model, isinstance(model, keras.Model), [c.__name__ for c in type(model).__mro__[:3]])
history = model.fit(x, y, batch_size=2, epochs=2, shuffle=False, verbose=0)
print({k: [round(v, 4) for v in vs] for k, vs in history.history.items()})
print(model.optimizer.iterations.numpy())
model.fit(x, y, batch_size=2, epochs=1, shuffle=False, verbose=0)
print("second fit done")

make().fit(x, y, batch_size=4, epochs=1)

model = make(run_eagerly=True)
model.fit(x, y, batch_size=2, epochs=2, shuffle=False, verbose=0)
print(model.run_eagerly, model.optimizer.iterations.numpy())

model = make(cls=keras.Model)
logs = model.train_on_batch(x, y)
print(type(logs).__name__, [type(v).__name__ for v in logs], [round(float(v), 4) for v in logs])
logs = model.train_on_batch(x, y, return_dict=True)
print({k: (type(v).__name__, v.dtype.name, round(float(v), 4)) for k, v in logs.items()})
print(round(float(model.test_on_batch(x, y)[0]), 4))
print(model.predict_on_batch(x[:2]).round(3).tolist())
