# tf.strings.bytes_split (StringSplit with an empty delimiter), tf.strings.unicode_decode
# (UnicodeDecodeWithOffsets) and tf.strings.unicode_split (decoded code points encoded back one
# by one with UnicodeEncode) for UTF-8: a scalar gives a tensor, a vector a RaggedTensor of
# rows; eagerly and in a tf.function. Expected values: the docstrings of bytes_split,
# unicode_decode and unicode_split (ragged_string_ops.py), and UTF-8's encoding of the
# characters used.
import tensorflow as tf

print(tf.strings.bytes_split("hello").numpy())
print(tf.strings.bytes_split(["hello", "123"]))
words = [s.encode("utf8") for s in ("G\xf6\xf6dnight", "\U0001f60a")]
print(tf.strings.unicode_split(words, "UTF-8").to_list())
print(tf.strings.unicode_decode(words, "UTF-8").to_list())
print(tf.strings.unicode_split("h\xe9llo", "UTF-8"))
print(tf.strings.unicode_decode("h\xe9llo", "UTF-8"))


@tf.function
def pieces(s):
    return tf.strings.unicode_split(s, "UTF-8"), tf.strings.bytes_split(s), tf.strings.unicode_decode(s, "UTF-8")


print(pieces(tf.constant("a\xf1b")))
