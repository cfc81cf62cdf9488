# Keras 3.11 keeps an adapted vocabulary through model.save/load_model as an asset
# (IndexLookup.save_assets writes vocabulary.txt, special tokens included, one term a line;
# load_assets reads it back and calls set_vocabulary), for StringLookup, IntegerLookup and the
# lookup layer inside TextVectorization. A vocabulary given to the constructor is in the
# config instead (save_assets/load_assets return at once), and a weights file
# (save_weights) has no assets, so load_weights leaves an adapted vocabulary behind.
import tensorflow as tf
import keras
from keras import layers

vectorizer = layers.TextVectorization(max_tokens=10, output_sequence_length=4)
vectorizer.adapt(tf.constant(["the cat sat", "the dog"]))
words = layers.StringLookup()
words.adapt(tf.constant(["a", "b", "b"]))
numbers = layers.IntegerLookup()
numbers.adapt(tf.constant([7, 7, 3]))
fixed = layers.StringLookup(vocabulary=["x", "y"])

text_in = keras.Input(shape=(1,), dtype="string")
word_in = keras.Input(shape=(1,), dtype="string")
number_in = keras.Input(shape=(1,), dtype="int64")
model = keras.Model([text_in, word_in, number_in],
                    [vectorizer(text_in), words(word_in), numbers(number_in), fixed(word_in)])
data = [tf.constant([["the dog sat"], ["a cat"]]), tf.constant([["b"], ["y"]]), tf.constant([[3], [9]])]
print([t.numpy().tolist() for t in model(data)])
model.save("lookups.keras")

loaded = keras.models.load_model("lookups.keras")
print([t.numpy().tolist() for t in loaded(data)])
print([layer.get_vocabulary() for layer in loaded.layers if hasattr(layer, "get_vocabulary")])

fresh_model = keras.Sequential([keras.Input(shape=(1,), dtype="string"), layers.StringLookup()])
words_only = keras.Sequential([keras.Input(shape=(1,), dtype="string"), words])
words_only.save_weights("words.weights.h5")
fresh_model.load_weights("words.weights.h5")
print(fresh_model.layers[0].get_vocabulary())
