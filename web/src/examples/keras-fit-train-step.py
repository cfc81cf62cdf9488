# fit() with your own train_step, graph or eager
# fit() wraps train_step in a tf.function (one_step_on_data)
# that runs inside another (multi_step_on_iterator).
# compile(run_eagerly=True) wraps nothing. 8 examples in
# batches of 4 for 2 epochs: 4 steps. Predict the graph fit's
# prints (how often, which pane), then compare the eager fit.
import numpy as np
import tensorflow as tf
import keras

class Probe(keras.Model):
    def __init__(self):
        super().__init__()
        self.dense = keras.layers.Dense(1)

    def call(self, x):
        return self.dense(x)

    def train_step(self, data):
        print("print: train_step runs")
        tf.print("tf.print: train_step runs")
        return super().train_step(data)

x = np.ones((8, 2), dtype="float32")
y = np.zeros((8, 1), dtype="float32")

graph = Probe()
graph.compile(optimizer="adam", loss="mse")
graph.fit(x, y, batch_size=4, epochs=2, verbose=0)

eager = Probe()
eager.compile(optimizer="adam", loss="mse", run_eagerly=True)
eager.fit(x, y, batch_size=4, epochs=2, verbose=0)
print("done")
