# A Keras model in your own training step
# The Sequential model has no input shape, so its weights are
# made on its first call: inside train_step's first trace.
# Adam makes its slot variables on its first apply_gradients,
# inside that trace too. How often does the print fire, on
# which calls, and why twice?
import tensorflow as tf

net = tf.keras.Sequential([
    tf.keras.layers.Dense(8, activation="relu"),
    tf.keras.layers.Dense(2),
])
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(
    from_logits=True)
opt = tf.keras.optimizers.Adam(learning_rate=0.01)

@tf.function
def train_step(features, labels):
    print("print: tracing for a batch of", features.shape[0])
    with tf.GradientTape() as tape:
        loss = loss_fn(labels, net(features, training=True))
    grads = tape.gradient(loss, net.trainable_variables)
    opt.apply_gradients(zip(grads, net.trainable_variables))
    tf.print("tf.print: ran on a batch of", tf.shape(features)[0])
    return loss

features = tf.ones([4, 3])
labels = tf.constant([0, 1, 1, 0])
for _ in range(3):
    train_step(features, labels)
train_step(tf.ones([6, 3]), tf.constant([0, 1, 0, 1, 0, 1]))
print("traces:", train_step.experimental_get_tracing_count())
print("variables:", len(net.weights), "+", len(opt.variables))
