# tf.strings.reduce_join on a RaggedTensor, as the text generation tutorial turns predicted ids
# back into text (text_from_ids: reduce_join(chars_from_ids(ids), axis=-1)). TF dispatches it to
# ragged_string_ops.reduce_join = ragged_math_ops.ragged_reduce_aggregate(string_ops.reduce_join,
# string_ops.unsorted_segment_join, ..., separator): axis 1 (or -1) joins each row's values, axis
# 0 joins the j-th values of the rows that have one, no axis joins everything; keepdims expands
# the result at `axis`; an empty row joins to b''.
import tensorflow as tf

vocab = sorted(set("abcdefgxyz"))
chars = tf.strings.unicode_split(["abcdefg", "xyz"], input_encoding="UTF-8")
ids_from_chars = tf.keras.layers.StringLookup(vocabulary=vocab, mask_token=None)
chars_from_ids = tf.keras.layers.StringLookup(vocabulary=ids_from_chars.get_vocabulary(), invert=True, mask_token=None)


def text_from_ids(ids):
    return tf.strings.reduce_join(chars_from_ids(ids), axis=-1)


ids = ids_from_chars(chars)
print(ids)
print(text_from_ids(ids))
print(text_from_ids(ids).numpy())
print(tf.strings.reduce_join(chars, axis=-1, separator="-"))
print(tf.strings.reduce_join(chars, axis=0))
print(tf.strings.reduce_join(chars))
print(tf.strings.reduce_join(chars, axis=1, keepdims=True))
print(tf.strings.reduce_join(tf.ragged.constant([["a", "b"], []]), axis=-1))
