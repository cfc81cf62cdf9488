# keras.layers.IntegerLookup (keras/src/layers/preprocessing/integer_lookup.py over
# index_lookup.py): a known vocabulary, an adapted one, several OOV indices (an integer's OOV
# index is its value mod num_oov_indices), one_hot / multi_hot / count outputs, invert=True and forward/inverse
# pairs, eagerly and in a tf.function. Expected values: the layer's docstring examples and
# integer_lookup.py's error texts.
import numpy as np
import tensorflow as tf
import keras

vocab = [12, 36, 1138, 42]
data = np.array([[12, 1138, 42], [42, 1000, 36]])
layer = keras.layers.IntegerLookup(vocabulary=vocab)
print(layer(data).numpy().tolist())

layer = keras.layers.IntegerLookup()
layer.adapt(data)
print(layer.get_vocabulary())
print(layer(data).numpy().tolist())

layer = keras.layers.IntegerLookup(vocabulary=vocab, num_oov_indices=2)
print(layer(np.array([[12, 1138, 42], [37, 1000, 36]])).numpy().tolist())

layer = keras.layers.IntegerLookup(vocabulary=vocab, output_mode="one_hot")
print(layer(np.array([12, 36, 1138, 42, 7])).numpy().tolist())

counted = np.array([[12, 1138, 42, 42], [42, 7, 36, 7]])
print(keras.layers.IntegerLookup(vocabulary=vocab, output_mode="multi_hot")(counted).numpy().tolist())
print(keras.layers.IntegerLookup(vocabulary=vocab, output_mode="count")(counted).numpy().tolist())

layer = keras.layers.IntegerLookup(vocabulary=vocab, invert=True)
print(layer(np.array([[1, 3, 4], [4, 0, 2]])).numpy().tolist())
forward = keras.layers.IntegerLookup(vocabulary=vocab)
inverse = keras.layers.IntegerLookup(vocabulary=forward.get_vocabulary(), invert=True)
print(inverse(forward(data)).numpy().tolist())


@tf.function
def lookup(x):
    return forward(x)


print(lookup(tf.constant([42, 7, 12], tf.int64)))
print(forward.get_config()["vocabulary"], forward.get_config()["oov_token"])

for kwargs in [{"max_tokens": 1}, {"num_oov_indices": -1}, {"vocabulary_dtype": "int32"}]:
    try:
        keras.layers.IntegerLookup(**kwargs)
    except ValueError as e:
        print(type(e).__name__, e)
