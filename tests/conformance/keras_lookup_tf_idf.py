# Keras 3.11 lookup layers with output_mode="tf_idf" (layers/preprocessing/index_lookup.py):
# the output is the per-token count times its IDF weight. With a given vocabulary, idf_weights
# are required; when the vocabulary lacks the OOV token, its weight in front is the average of
# the given ones, and pad_to_max_tokens pads zeros at the back (set_vocabulary). adapt counts
# in how many documents (rows) each token appears and sets idf = log(1 + num_documents /
# (1 + document_count)) in float64, then float32, the OOV weight being their mean
# (finalize_state). Expected values: StringLookup's docstring (the two TF-IDF examples), the
# rest worked by hand: docs [a b a], [b c c] -> idf(c) = idf(a) = log 2, idf(b) = log(5/3);
# "the cat sat" / "the dog" / "a cat" -> idf(the) = idf(cat) = log 2, the others log 2.5.
# "tf-idf" is accepted as the old name. The errors are Keras's.
import numpy as np
import tensorflow as tf
import keras
from keras import layers


def show(t):
    values = np.asarray(t).tolist()
    print([[round(v, 4) for v in row] for row in values] if values and isinstance(values[0], list)
          else [round(v, 4) for v in values])


data = [["a", "c", "d", "d"], ["d", "z", "b", "z"]]
layer = layers.StringLookup(output_mode="tf_idf", vocabulary=["a", "b", "c", "d"], idf_weights=[0.25, 0.75, 0.6, 0.4])
show(layer(data))
layer = layers.StringLookup(output_mode="tf_idf", vocabulary=["[UNK]", "a", "b", "c", "d"],
                            idf_weights=[0.9, 0.25, 0.75, 0.6, 0.4])
show(layer(data))
layer = layers.IntegerLookup(output_mode="tf_idf", vocabulary=[12, 36], idf_weights=[0.25, 0.75],
                             pad_to_max_tokens=True, max_tokens=5)
show(layer(tf.constant([[12, 36, 36, 5]])))

layer = layers.StringLookup(output_mode="tf_idf")
layer.adapt(tf.constant([["a", "b", "a"], ["b", "c", "c"]]))
print(layer.get_vocabulary())
show(layer.idf_weights)
show(layer(tf.constant([["a", "a", "z"]])))

vectorizer = layers.TextVectorization(output_mode="tf-idf")
vectorizer.adapt(tf.constant(["the cat sat", "the dog", "a cat"]))
print(vectorizer.get_vocabulary(), vectorizer.get_config()["output_mode"])
out = vectorizer(tf.constant(["the cat the bird"]))
print(out.dtype.name, out.shape)
show(out)

for kwargs in [{"vocabulary": ["a", "b"]}, {"vocabulary": ["a", "b"], "idf_weights": [1.0]}]:
    try:
        layers.StringLookup(output_mode="tf_idf", **kwargs)
    except ValueError as e:
        print("ValueError:", e)
try:
    layers.StringLookup(output_mode="tf_idf").set_vocabulary(["a"])
except ValueError as e:
    print("ValueError:", e)
