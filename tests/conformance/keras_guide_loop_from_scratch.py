# "Writing a training loop from scratch" (keras.io, TensorFlow version) in a small program of our
# own: a @tf.function train step over a tf.data pipeline of 20 samples in batches of 8 traces once
# for the (8, 4) batches and once for the last (4, 4) one (a built Functional model and SGD
# without momentum create no variables while tracing: keras-3-behaviour.md section 1), metrics
# are read and reset each epoch (reset_state zeroes total and count), the optimizer counts 6
# steps, and a metric's variables print as Keras 3.11.3's KerasVariable.__repr__ writes them.
import keras
import numpy as np
import tensorflow as tf

keras.utils.set_random_seed(0)
inputs = keras.Input(shape=(4,), name="digits")
x1 = keras.layers.Dense(8, activation="relu")(inputs)
outputs = keras.layers.Dense(3, name="predictions")(x1)
model = keras.Model(inputs=inputs, outputs=outputs)

optimizer = keras.optimizers.SGD(learning_rate=1e-2)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
train_acc_metric = keras.metrics.SparseCategoricalAccuracy()
val_acc_metric = keras.metrics.SparseCategoricalAccuracy()

rng = np.random.default_rng(3)
x_train = rng.random((20, 4)).astype("float32")
y_train = rng.integers(0, 3, (20,))
train_dataset = tf.data.Dataset.from_tensor_slices((x_train, y_train)).batch(8)
val_dataset = tf.data.Dataset.from_tensor_slices((x_train[:8], y_train[:8])).batch(8)


@tf.function
def train_step(x, y):
    print("tracing train_step", x.shape)
    with tf.GradientTape() as tape:
        logits = model(x, training=True)
        loss_value = loss_fn(y, logits)
    grads = tape.gradient(loss_value, model.trainable_weights)
    optimizer.apply_gradients(zip(grads, model.trainable_weights))
    train_acc_metric.update_state(y, logits)
    return loss_value


@tf.function
def test_step(x, y):
    val_logits = model(x, training=False)
    val_acc_metric.update_state(y, val_logits)


for epoch in range(2):
    for step, (x_batch_train, y_batch_train) in enumerate(train_dataset):
        loss_value = train_step(x_batch_train, y_batch_train)
    train_acc = train_acc_metric.result()
    print("epoch", epoch, "acc in [0,1]:", 0.0 <= float(train_acc) <= 1.0)
    train_acc_metric.reset_state()
    print("after reset", float(train_acc_metric.result()), train_acc_metric.count.numpy() if hasattr(train_acc_metric, "count") else "")
    for x_batch_val, y_batch_val in val_dataset:
        test_step(x_batch_val, y_batch_val)
    val_acc_metric.reset_state()

print(train_step.experimental_get_tracing_count())
print(optimizer.iterations.numpy())
print(type(loss_value).__name__, loss_value.dtype, loss_value.shape)
print(train_acc_metric.variables)
