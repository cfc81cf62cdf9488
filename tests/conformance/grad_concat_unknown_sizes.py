# The gradient of tf.concat when a size along the concatenation axis is unknown while tracing
# (tensorflow/python/ops/array_grad.py _ConcatGradHelper: ShapeN and ConcatOffset give each
# input's begin, then Slice(grad, begin, size)): each input gets its own slice of the gradient,
# e.g. two batches joined along axis 0 in a tf.function with a None batch dimension (the
# keras.io GAN examples join generated and real images with ops.concatenate(..., axis=0)).
import numpy as np
import tensorflow as tf
import keras
from keras import layers


@tf.function(input_signature=[tf.TensorSpec([None, 2]), tf.TensorSpec([None, 2]), tf.TensorSpec([2, None])])
def grads(x, y, w):
    with tf.GradientTape() as tape:
        tape.watch([x, y, w])
        z = tf.concat([x * 2.0, y * 3.0], axis=0)
        rows = tf.range(tf.cast(tf.shape(z)[0], tf.float32))[:, None]
        u = tf.concat([w, w * w], axis=1)
        s = tf.reduce_sum(z * rows) + tf.reduce_sum(u * tf.range(tf.cast(tf.shape(u)[1], tf.float32)))
    return tape.gradient(s, [x, y, w])


gx, gy, gw = grads(tf.ones((2, 2)), tf.ones((1, 2)), tf.constant([[1.0, 2.0], [3.0, 4.0]]))
print(gx)
print(gy)
print(gw)

# A generator and a discriminator trained through a batch-axis concatenation.
keras.utils.set_random_seed(0)
generator = keras.Sequential([keras.Input((3,)), layers.Dense(4)])
discriminator = keras.Sequential([keras.Input((4,)), layers.Dense(1)])


@tf.function(input_signature=[tf.TensorSpec([None, 4])])
def step(real):
    noise = tf.ones((tf.shape(real)[0], 3))
    with tf.GradientTape() as tape:
        both = tf.concat([generator(noise), real], axis=0)
        loss = tf.reduce_mean(discriminator(both))
    return tape.gradient(loss, generator.trainable_variables + discriminator.trainable_variables)


print([tuple(g.shape) for g in step(tf.ones((5, 4)))])
# The generator's bias gets the discriminator's kernel over the 2 rows of the mean.
print(np.array_equal(step(tf.ones((1, 4)))[1].numpy() * 2, discriminator.layers[0].kernel.numpy()[:, 0]))
