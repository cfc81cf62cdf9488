# The text classification tutorial's custom_standardization function in a TextVectorization
# layer, then the layer's config round trips. Keras 3.11 TextVectorization.from_config
# (keras/src/layers/preprocessing/text_vectorization.py) deserializes a `standardize` or `split`
# that is not a built-in name with serialization_lib.deserialize_keras_object, which takes the
# function config a saved or serialized model holds but refuses the bare Python function that
# get_config() returns ("Could not parse config: ...", saving/serialization_lib.py), so
# from_config(get_config()) and clone_model (models/cloning.py, _clone_layer) fail where
# save/load_model and layers.serialize/deserialize work; `ngrams` read back from JSON as a list
# becomes a tuple again (the constructor takes only None, an int or a tuple). Vocabulary order:
# index_lookup.py sorts by count, ties by token, both descending.
import re
import string

import tensorflow as tf
import keras
from keras import layers


@keras.saving.register_keras_serializable()
def custom_standardization(input_data):
    lowercase = tf.strings.lower(input_data)
    stripped_html = tf.strings.regex_replace(lowercase, "<br />", " ")
    return tf.strings.regex_replace(stripped_html, "[%s]" % re.escape(string.punctuation), "")


vectorize_layer = layers.TextVectorization(standardize=custom_standardization, max_tokens=20,
                                           output_mode="int", output_sequence_length=4)
vectorize_layer.adapt(["Hello, World!<br />great movie", "bad movie"])
print(vectorize_layer.get_vocabulary())
print(vectorize_layer.get_config()["standardize"])
try:
    layers.TextVectorization.from_config(vectorize_layer.get_config())
except TypeError as e:
    print(type(e).__name__ + ":", e)
model = keras.Sequential([keras.Input(shape=(1,), dtype="string"), vectorize_layer])
try:
    keras.models.clone_model(model)
except TypeError as e:
    print(type(e).__name__ + ":", e)

serialized = keras.layers.serialize(vectorize_layer)
print(serialized["config"]["standardize"])
restored = keras.layers.deserialize(serialized)
print(restored.get_config()["standardize"] is custom_standardization, restored.get_vocabulary())

model.save("vectorizer.keras")
loaded = keras.models.load_model("vectorizer.keras")
print(loaded(tf.constant([["A GREAT movie!"]])).numpy().tolist())

bigrams = keras.Sequential([keras.Input(shape=(1,), dtype="string"),
                            layers.TextVectorization(ngrams=(1, 2), vocabulary=["great", "movie", "great movie"])])
rebuilt = keras.models.model_from_json(bigrams.to_json())
print(rebuilt.layers[0].get_config()["ngrams"], rebuilt(tf.constant([["great movie"]])).numpy().tolist())
