# The same training as fit_mlp.py written with raw TF ops in one tf.function: a two-layer MLP,
# Adam's update by hand, 32 batches of 32 for 5 epochs over a tf.data pipeline, then 5 more
# epochs (the function traced by then), timed apart.
import time

import numpy as np
import tensorflow as tf

np.random.seed(0)
x = np.random.rand(1024, 16).astype("float32")
y = (x.sum(axis=1, keepdims=True) * 0.5).astype("float32")
limit1, limit2 = (6 / (16 + 64)) ** 0.5, (6 / (64 + 1)) ** 0.5
params = [
    tf.Variable(tf.random.uniform([16, 64], -limit1, limit1, seed=1)),
    tf.Variable(tf.zeros([64])),
    tf.Variable(tf.random.uniform([64, 1], -limit2, limit2, seed=2)),
    tf.Variable(tf.zeros([1])),
]
ms = [tf.Variable(tf.zeros_like(p)) for p in params]
vs = [tf.Variable(tf.zeros_like(p)) for p in params]
step_count = tf.Variable(0, dtype=tf.int64)
dataset = tf.data.Dataset.from_tensor_slices((x, y)).batch(32)


@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        h = tf.nn.relu(tf.matmul(xb, params[0]) + params[1])
        pred = tf.matmul(h, params[2]) + params[3]
        loss = tf.reduce_mean(tf.reduce_mean(tf.square(yb - pred), axis=-1))
    grads = tape.gradient(loss, params)
    t = tf.cast(step_count + 1, tf.float32)
    alpha = 0.001 * tf.sqrt(1 - tf.pow(0.999, t)) / (1 - tf.pow(0.9, t))
    for p, g, m, v in zip(params, grads, ms, vs):
        m.assign_add((g - m) * 0.1)
        v.assign_add((tf.square(g) - v) * 0.001)
        p.assign_sub(m * alpha / (tf.sqrt(v) + 1e-7))
    step_count.assign_add(1)
    return loss


start = time.time()
for epoch in range(5):
    for xb, yb in dataset:
        train_step(xb, yb)
print(f"seconds {time.time() - start:.6f}")
start = time.time()
for epoch in range(5):
    for xb, yb in dataset:
        train_step(xb, yb)
print(f"again {time.time() - start:.6f}")
