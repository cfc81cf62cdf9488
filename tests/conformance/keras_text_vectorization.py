# keras.layers.TextVectorization (keras/src/layers/preprocessing/text_vectorization.py):
# lower_and_strip_punctuation standardization (tf.strings.lower, tf.strings.regex_replace),
# whitespace and character splitting (tf.strings.split, unicode_split), ngrams
# (tf.strings.ngrams), a StringLookup with mask "" and OOV "[UNK]", output_sequence_length
# padding and cutting, an adapted or given vocabulary, and the multi_hot / count outputs,
# eagerly and in graphs (a tf.function, a tf.data map, Model.predict). Expected values: the
# layer's docstring examples and text_vectorization.py's error texts; the other outputs follow
# from those rules (adapt orders terms by count, then by the terms, high to low).
import tensorflow as tf
import keras

vectorize_layer = keras.layers.TextVectorization(max_tokens=5000, output_mode="int", output_sequence_length=4)
vectorize_layer.adapt(["foo bar", "bar baz", "baz bada boom"])
print(vectorize_layer([["foo qux bar"], ["qux baz"]]).numpy().tolist())
print(vectorize_layer.get_vocabulary())

vocab_data = ["earth", "wind", "and", "fire"]
vectorize_layer = keras.layers.TextVectorization(max_tokens=5000, output_mode="int", output_sequence_length=4,
                                                 vocabulary=vocab_data)
print(vectorize_layer.get_vocabulary())
out = vectorize_layer(["Earth, Wind & Fire!", "the wind and the fire and the earth"])
print(out.dtype, out.shape, out.numpy().tolist())
print(vectorize_layer.vocabulary_size(), vectorize_layer.get_vocabulary(include_special_tokens=False))

free = keras.layers.TextVectorization(vocabulary=vocab_data)
print(free(["fire and wind", "earth"]).numpy().tolist())
print(free(tf.constant("Wind, fire.")).numpy().tolist())

print(keras.layers.TextVectorization(vocabulary=vocab_data, output_mode="multi_hot")(["fire and fire", "rain"]).numpy().tolist())
print(keras.layers.TextVectorization(vocabulary=vocab_data, output_mode="count")(["fire and fire", "rain"]).numpy().tolist())
print(keras.layers.TextVectorization(standardize=None, vocabulary=["A", "b"])(["A a b B"]).numpy().tolist())

chars = keras.layers.TextVectorization(split="character")
chars.adapt(["abba", "cab"])
print(chars.get_vocabulary(), chars(["bad", "c"]).numpy().tolist())
bigrams = keras.layers.TextVectorization(ngrams=2)
bigrams.adapt(["a b", "b c"])
print(bigrams.get_vocabulary(), bigrams(["a b c"]).numpy().tolist())


@tf.function
def vectorize(texts):
    return vectorize_layer(texts), free(texts)


print(vectorize(tf.constant(["Earth, Wind & Fire!", "the wind and the fire and the earth"])))
counter = keras.layers.TextVectorization(vocabulary=vocab_data, output_mode="count")
print(tf.function(lambda texts: counter(texts))(tf.constant(["fire and fire", "rain"])).numpy().tolist())
ds = tf.data.Dataset.from_tensor_slices(["wind and fire", "earth"]).batch(2).map(vectorize_layer)
print(next(iter(ds)).numpy().tolist())
model = keras.Sequential([keras.Input(shape=(1,), dtype="string"), vectorize_layer])
print(model.predict(tf.constant([["wind and fire"], ["earth"]]), verbose=0).tolist())

for kwargs in [{"output_mode": "count", "output_sequence_length": 3}, {"ngrams": "2"}, {"standardize": "upper"}]:
    try:
        keras.layers.TextVectorization(**kwargs)
    except ValueError as e:
        print(type(e).__name__, e)
try:
    free([["a", "b"]])
except ValueError as e:
    print(type(e).__name__, "Received: inputs.shape=(1, 2) with rank=2" in str(e))
