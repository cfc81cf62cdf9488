# Keras 3.11 TextVectorization on Python strings (text_vectorization.py call: anything but a
# tensor, array, list or tuple goes through np.array first, so a lone str is a scalar string):
# adapt on a list, a call on a list of strings and on one string, which splits into a 1-D
# sequence padded to output_sequence_length. The vocabulary is ordered by count, ties by the
# token, both high to low: the (2), then sat, ran, dog, cat.
import keras

vectorizer = keras.layers.TextVectorization(max_tokens=20, output_sequence_length=3)
vectorizer.adapt(["The cat sat.", "The dog ran!"])
print(vectorizer.get_vocabulary())
print(vectorizer(["the cat ran"]))
print(vectorizer("the dog"))
print(vectorizer(b"sat"))
