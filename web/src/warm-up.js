// The engine's warm-up: engine-client.js runs these in the worker after the first result
// (npm run bench times a run after them).

/**
 * Programs a fresh engine runs while the page is idle, one at a time, after the first result
 * (Engine.warm): V8 compiles each wasm function on its first call, and the engine parses a
 * library module on its first import, so a fresh engine's first Keras program runs several
 * times slower than its second. These make a learner's first runs fast. Each is short, so a
 * run the learner asks for meanwhile waits little.
 */
export const WARM_UP_PROGRAMS = [
  `import tensorflow as tf
@tf.function
def f(x, n):
    for i in tf.range(n):
        x = x + tf.reduce_sum(tf.matmul(tf.ones([2, 2]), tf.ones([2, 2])) * 2.0)
    if x > 0:
        x = -x
    return x
print(f(tf.constant(1.0), tf.constant(2)), f(tf.constant(2.0), 3))
v = tf.Variable([1.0, 2.0])
with tf.GradientTape() as tape:
    y = tf.reduce_mean(v * v)
print(tape.gradient(y, v), tf.constant([[1, 2], [3, 4]]) + 1)
`,
  'import keras\n',
  `import tensorflow as tf
import numpy as np
model = tf.keras.Sequential([tf.keras.Input((3,)), tf.keras.layers.Dense(4, activation="relu"), tf.keras.layers.Dense(2)])
model.compile(optimizer="adam", loss=tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(np.ones((8, 3), "float32"), np.zeros((8,), "int32"), epochs=2, batch_size=4, verbose=2)
model.evaluate(np.ones((4, 3), "float32"), np.zeros((4,), "int32"), verbose=0)
model.predict(np.ones((2, 3), "float32"), verbose=0)
model.summary()
`,
  // The seed's pattern: a Keras model, loss and optimizer in the learner's own traced step.
  `import tensorflow as tf
net = tf.keras.Sequential([tf.keras.layers.Dense(3, activation="relu"), tf.keras.layers.Dense(1)])
loss_fn = tf.keras.losses.MeanSquaredError()
opt = tf.keras.optimizers.Adam(0.01)
@tf.function
def step(x, y):
    with tf.GradientTape() as tape:
        loss = loss_fn(y, net(x, training=True))
    grads = tape.gradient(loss, net.trainable_variables)
    opt.apply_gradients(zip(grads, net.trainable_variables))
    tf.print("loss", loss)
    return loss
for n in (2, 2, 3):
    step(tf.ones([n, 2]), tf.zeros([n, 1]))
`,
];
