# Keras's "Distributed training with Keras" on a CPU-only machine: tf.distribute.MirroredStrategy
# has one replica (TF 2.20 mirrored_strategy.py all_local_devices: the CPU). Keras 3.11.3
# keras/src/backend/tensorflow/trainer.py: a model made under a strategy's scope keeps it
# (`self._distribute_strategy = tf.distribute.get_strategy()` when has_strategy()), and fit /
# evaluate / predict run each step through `self.distribute_strategy.run(...)` inside a
# tf.function (so no eager-run warning); reduce_per_replica leaves one replica's outputs as
# they are. Its variables (the layers' and the optimizer's) are values.MirroredVariable. With
# one replica the training is the same as without a strategy.
import numpy as np
import keras
import tensorflow as tf


def train(strategy):
    keras.utils.set_random_seed(1)
    with strategy.scope():
        model = keras.Sequential([keras.Input((4,)), keras.layers.Dense(3), keras.layers.Dense(1)])
        model.compile(optimizer=keras.optimizers.SGD(0.05), loss="mse", metrics=["mae"])
    x = np.arange(32, dtype="float32").reshape(8, 4) / 32
    y = np.ones((8, 1), "float32")
    history = model.fit(x, y, batch_size=4, epochs=3, verbose=0, shuffle=False)
    return model, history, model.evaluate(x, y, verbose=0), model.predict(x[:2], verbose=0)


strategy = tf.distribute.MirroredStrategy()
print("Number of devices: {}".format(strategy.num_replicas_in_sync))
model, history, evaluation, prediction = train(strategy)
print(model.distribute_strategy is strategy, type(model.layers[0].kernel.value).__name__)
print(sorted({type(v.value).__name__ for v in model.optimizer.variables}))
baseline = train(tf.distribute.get_strategy())
print(np.allclose(history.history["loss"], baseline[1].history["loss"]), np.allclose(evaluation, baseline[2]),
      np.allclose(prediction, baseline[3]))
print(type(baseline[0].layers[0].kernel.value).__name__, baseline[0].distribute_strategy is tf.distribute.get_strategy())


# A custom training loop ("Custom training with tf.distribute.Strategy"): the loss averaged over
# the global batch with tf.nn.compute_average_loss, the step under strategy.run in a tf.function.
GLOBAL_BATCH_SIZE = 4
with strategy.scope():
    loop_model = keras.Sequential([keras.Input((4,)), keras.layers.Dense(1, kernel_initializer="ones")])
    optimizer = keras.optimizers.SGD(0.0625)
    loss_object = keras.losses.MeanSquaredError(reduction="none")
dataset = tf.data.Dataset.from_tensor_slices((np.ones((8, 4), "float32"), np.zeros((8, 1), "float32"))).batch(GLOBAL_BATCH_SIZE)
dist_dataset = strategy.experimental_distribute_dataset(dataset)


def train_step(inputs):
    features, labels = inputs
    with tf.GradientTape() as tape:
        predictions = loop_model(features, training=True)
        loss = tf.nn.compute_average_loss(loss_object(labels, predictions), global_batch_size=GLOBAL_BATCH_SIZE)
    gradients = tape.gradient(loss, loop_model.trainable_variables)
    optimizer.apply_gradients(zip(gradients, loop_model.trainable_variables))
    return loss


@tf.function
def distributed_train_step(dataset_inputs):
    per_replica_losses = strategy.run(train_step, args=(dataset_inputs,))
    return strategy.reduce(tf.distribute.ReduceOp.SUM, per_replica_losses, axis=None)


for inputs in dist_dataset:
    print(distributed_train_step(inputs).numpy())
print(loop_model.layers[0].kernel.numpy().ravel())
