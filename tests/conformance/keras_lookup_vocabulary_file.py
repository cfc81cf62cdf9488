# Keras 3.11 lookup layers given a vocabulary file (keras/src/layers/preprocessing/index_lookup.py
# set_vocabulary / _lookup_table_from_file): a tf.lookup.TextFileInitializer reads one term per
# line (tensorflow/core/lib/io/inputbuffer.cc ReadLine: split at "\n", a trailing "\r" dropped,
# no empty last line), numbered from the first token index (after the mask and OOV indices), so
# the file holds only the terms; invert swaps keys and values; IntegerLookup parses each line as
# an int64. get_config keeps the file name as `vocabulary`. A missing file and tf_idf mode are
# ValueErrors. TextVectorization passes the file on to its StringLookup (mask "" first).
import numpy as np
import keras

with open("words.txt", "w") as f:
    f.write("cat\ndog\r\nbird\n")
lookup = keras.layers.StringLookup(vocabulary="words.txt")
print(lookup.get_vocabulary(), lookup.vocabulary_size(), lookup(["dog", "fish", "bird"]))
print(lookup.get_config()["vocabulary"], lookup.get_vocabulary(include_special_tokens=False))
print(keras.layers.StringLookup(vocabulary="words.txt", invert=True)([1, 2, 3, 0]))
print(keras.layers.StringLookup(vocabulary="words.txt", output_mode="one_hot")(["bird"]))
vectorize = keras.layers.TextVectorization(vocabulary="words.txt", output_sequence_length=4)
print(vectorize.get_vocabulary(), vectorize(["the cat and the dog"]))
with open("ids.txt", "w") as f:
    f.write("7\n42")
ids = keras.layers.IntegerLookup(vocabulary="ids.txt")
print(ids.get_vocabulary(), ids(np.array([42, 7, 5])))
for bad in [lambda: keras.layers.StringLookup(vocabulary="missing.txt"),
            lambda: keras.layers.StringLookup(vocabulary="words.txt", output_mode="tf_idf", idf_weights=[1.0, 1.0, 1.0])]:
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)
