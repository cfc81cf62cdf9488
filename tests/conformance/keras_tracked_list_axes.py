# Keras keeps layer attributes such as BatchNormalization's reduction axes in tracking
# containers (TrackedList, a list subclass); TF's ops take any list or tuple there
# (isinstance checks), so BatchNormalization trains eagerly and inside tf.function.
import tensorflow as tf
import keras


class Axes(list):
    pass


x = tf.constant([[1.0, 2.0], [3.0, 6.0]])
mean, variance = tf.nn.moments(x, Axes([0]))
print(mean.numpy(), variance.numpy(), tf.squeeze(tf.ones([1, 2, 1]), Axes([0, 2])).shape)

bn = keras.layers.BatchNormalization()
print(bn(x, training=True).numpy().round(5).tolist())


@tf.function
def step(batch):
    return bn(batch, training=True)


print(step(x).numpy().round(5).tolist())
print([v.numpy().round(4).tolist() for v in (bn.moving_mean, bn.moving_variance)])
