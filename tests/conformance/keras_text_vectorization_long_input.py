# The TF tutorial "Text classification with an RNN" predicts on a review padded with 2000 "the "s
# (8000 bytes). TextVectorization's default standardization is lower_and_strip_punctuation:
# tf.strings.lower, then tf.strings.regex_replace with a one-character class of the punctuation
# (keras/src/layers/preprocessing/text_vectorization.py), then a whitespace split. RE2 takes a
# string of any length, so the review becomes 2000 indices of "the". The vocabulary is sorted by
# count, ties by the token in reverse order (index_lookup.py finalize_state's np.lexsort), after
# "" and "[UNK]".
import numpy as np
import tensorflow as tf

encoder = tf.keras.layers.TextVectorization(max_tokens=100)
encoder.adapt(np.array(["The movie was great!", "the film, the end."]))
print(encoder.get_vocabulary())
padding = "the " * 2000
out = encoder(np.array([padding]))
print(out.shape, out.dtype)
print(out.numpy()[0, :5], int(tf.reduce_sum(out).numpy()))
print(encoder(np.array(["The END... was " + "great, " * 1500])).numpy()[0, :4])
