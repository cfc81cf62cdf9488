# The gradient of tf.gather along an axis other than 0 with indices of any rank
# (tensorflow/python/ops/array_grad.py _GatherV2Grad: the gradient is read with values_shape
# params[:axis] + [-1] + params[axis + 1:], the indices flattened, the axis moved to the front,
# the rows summed per index with UnsortedSegmentSum and moved back). Repeated indices add up.
# keras.ops.take(x, indices, axis=2) is tf.gather on the TensorFlow backend.
import numpy as np
import tensorflow as tf
import keras
from keras import layers, ops

p = tf.constant(np.arange(24, dtype="float32").reshape(2, 3, 4))
idx = tf.constant([[0, 3], [3, 3]])
w = tf.constant(np.arange(24, dtype="float32").reshape(2, 3, 2, 2))
with tf.GradientTape() as tape:
    tape.watch(p)
    y = tf.reduce_sum(tf.gather(p, idx, axis=2) * w)
print(tape.gradient(y, p))


@tf.function(input_signature=[tf.TensorSpec([None, 3, 4]), tf.TensorSpec([None, None], tf.int32)])
def squares(p, idx):
    with tf.GradientTape() as tape:
        tape.watch(p)
        y = tf.reduce_sum(tf.gather(p, idx, axis=2) ** 2)
    return tape.gradient(y, p)


print(squares(p, idx)[1])


class Pick(layers.Layer):
    def build(self, input_shape):
        self.w = self.add_weight(shape=(4,), initializer="ones")

    def call(self, x):
        return ops.take(x * self.w, ops.convert_to_tensor([[0, 1], [1, 2]]), axis=2)


inp = keras.Input((None, 4))
model = keras.Model(inp, layers.Dense(1)(layers.Flatten()(ops.sum(Pick()(inp), axis=1))))
model.compile("sgd", "mse")
history = model.fit(np.ones((4, 3, 4), "float32"), np.zeros((4, 1)), batch_size=2, verbose=0)
print(sorted(history.history), model.layers[1].w.shape)
