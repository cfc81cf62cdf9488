# tf.tensordot on inputs of unknown shape builds its transpose permutation as a tensor
# (tensorflow/python/ops/math_ops.py _tensordot_reshape: array_ops.concat([free, axes], 0)),
# and _TransposeGrad (array_grad.py) transposes the gradient back with
# array_ops.invert_permutation(p), so training through it works: the keras.io "Collaborative
# filtering for movie recommendations" example's RecommenderNet takes
# ops.tensordot(user_vector, movie_vector, 2) of two (None, 4) embeddings inside fit.
import numpy as np
import tensorflow as tf
import keras
from keras import layers, ops


@tf.function(input_signature=[tf.TensorSpec([None, 3]), tf.TensorSpec([3, None])])
def grads(a, b):
    with tf.GradientTape() as tape:
        tape.watch([a, b])
        y = tf.reduce_sum(tf.tensordot(a, b, axes=[[1], [0]]) * 2.0) + tf.tensordot(a, tf.transpose(b), 2)
    return tape.gradient(y, [a, b])


a = tf.constant([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
b = tf.constant([[1.0, 0.0], [0.0, 1.0], [2.0, 3.0]])
ga, gb = grads(a, b)
print(ga)
print(gb)


class RecommenderNet(keras.Model):
    def __init__(self, num_users, num_movies, embedding_size):
        super().__init__()
        self.user_embedding = layers.Embedding(num_users, embedding_size, embeddings_initializer="ones")
        self.movie_embedding = layers.Embedding(num_movies, embedding_size, embeddings_initializer="ones")

    def call(self, inputs):
        user_vector = self.user_embedding(inputs[:, 0])
        movie_vector = self.movie_embedding(inputs[:, 1])
        return ops.nn.sigmoid(ops.tensordot(user_vector, movie_vector, 2) * 0.01)


model = RecommenderNet(3, 4, 2)
model.compile(loss="mse", optimizer=keras.optimizers.SGD(0.1))
x = np.array([[0, 1], [2, 3], [1, 0], [0, 3]])
history = model.fit(x, np.ones((4, 1), "float32"), batch_size=2, epochs=2, verbose=0)
print(sorted(history.history), len(history.history["loss"]))
print(model.predict(x, verbose=0).shape)
