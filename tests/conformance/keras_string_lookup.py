# keras.layers.StringLookup (keras/src/layers/preprocessing/string_lookup.py over
# index_lookup.py): a known vocabulary, an adapted one (most frequent first, ties broken by the
# terms high to low), several OOV indices (hashed with tf.strings.to_hash_bucket_fast), the
# one_hot / multi_hot / count outputs, mask_token, invert=True and forward/inverse pairs, eagerly and in a
# tf.function. Expected values: the layer's docstring examples and string_lookup_test.py /
# index_lookup.py's error texts.
import tensorflow as tf
import keras

vocab = ["a", "b", "c", "d"]
data = [["a", "c", "d"], ["d", "z", "b"]]
layer = keras.layers.StringLookup(vocabulary=vocab)
out = layer(data)
print(out.dtype, out.numpy().tolist())
print(layer.get_vocabulary(), layer.vocabulary_size())

layer = keras.layers.StringLookup()
layer.adapt(data)
print(layer.get_vocabulary())
print(layer(data).numpy().tolist())

layer = keras.layers.StringLookup(vocabulary=vocab, num_oov_indices=2)
print(layer([["a", "c", "d"], ["m", "z", "b"]]).numpy().tolist())

layer = keras.layers.StringLookup(vocabulary=vocab, output_mode="one_hot")
out = layer(["a", "b", "c", "d", "z"])
print(out.dtype, out.numpy().tolist())

counted = [["a", "c", "d", "d"], ["d", "z", "b", "z"]]
print(keras.layers.StringLookup(vocabulary=vocab, output_mode="multi_hot")(counted).numpy().tolist())
print(keras.layers.StringLookup(vocabulary=vocab, output_mode="count")(counted).numpy().tolist())

layer = keras.layers.StringLookup(vocabulary=vocab, invert=True)
print(layer([[1, 3, 4], [4, 0, 2]]).numpy().tolist())
forward = keras.layers.StringLookup(vocabulary=vocab)
inverse = keras.layers.StringLookup(vocabulary=forward.get_vocabulary(), invert=True)
print(inverse(forward(data)).numpy().tolist())

masked = keras.layers.StringLookup(vocabulary=vocab, mask_token="")
print(masked([["a", ""], ["", "q"]]).numpy().tolist(), masked.get_vocabulary())
print(keras.layers.StringLookup(vocabulary=["[UNK]"] + vocab).get_vocabulary(include_special_tokens=False))


@tf.function
def lookup(x):
    return forward(x)


print(lookup(tf.constant(["d", "c", "nope"])))

for bad in [lambda: keras.layers.StringLookup(vocabulary=["a", "", "b"], mask_token=""),
            lambda: keras.layers.StringLookup(vocabulary=vocab, max_tokens=3),
            lambda: keras.layers.StringLookup(invert=True, output_mode="one_hot"),
            lambda: keras.layers.StringLookup(vocabulary=vocab).adapt(data)]:
    try:
        bad()
    except ValueError as e:
        print(type(e).__name__, e)
