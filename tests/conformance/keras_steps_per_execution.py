# compile(steps_per_execution=N) in Keras 3.11 (keras/src/backend/tensorflow/trainer.py): fit and
# evaluate run up to N steps per call of train_function, a tf.function whose tf.while_loop takes
# batches from the iterator as Optionals and stops early when the data ends; predict gathers N
# batches and concatenates their outputs. The losses and weights equal those of N=1 (the same
# steps in the same order); the progress bar advances N steps at a time (3/5, then 5/5). The
# overridden train_step's Python body runs while one_step_on_data traces: twice on the first
# call (the metrics' variables are created in the first trace), inside the loop's body, then
# never again. predict returns every row, the last group shorter.
import numpy as np
import keras

x = np.linspace(0.0, 1.0, 20, dtype="float32").reshape(10, 2)
y = x.sum(axis=1, keepdims=True)
traces = []


class Counting(keras.Sequential):
    def train_step(self, data):
        traces.append(self.steps_per_execution)
        return super().train_step(data)


for steps in (1, 3):
    keras.utils.set_random_seed(0)
    traces.clear()
    model = Counting([keras.Input(shape=(2,)), keras.layers.Dense(1)])
    model.compile(optimizer="sgd", loss="mse", metrics=["mae"], steps_per_execution=steps)
    history = model.fit(x, y, batch_size=2, epochs=2, shuffle=False, verbose=1)
    print("steps_per_execution", steps, "train_step traced", len(traces), "times")
    print({k: [round(v, 6) for v in vs] for k, vs in history.history.items()})
    print([round(v, 6) for v in model.evaluate(x, y, batch_size=4, verbose=0)])
    predictions = model.predict(x[:7], batch_size=2, verbose=0)
    print(predictions.shape, predictions[:, 0].round(4).tolist())
    print([w.round(5).tolist() for w in model.get_weights()])
