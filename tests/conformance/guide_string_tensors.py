# Introduction to Tensors, string tensors: bytes reprs, tf.strings.split (a RaggedTensor for a
# vector), to_number, bytes_split, decode_raw, unicode_split/decode and length in UTF8_CHAR units.
# Values follow from UTF-8 (e.g. U+30A2 = 12450, U+1F986 = 129414); formats from ops.py.
import tensorflow as tf

scalar = tf.constant("Gray wolf")
vec = tf.constant(["Gray wolf", "Quick brown fox", "Lazy dog"])
print(scalar)
print(vec)
print(tf.constant("🥳👍"))
print(tf.strings.split(scalar, sep=" "))
print(tf.strings.split(vec))
text = tf.constant("1 10 100")
print(tf.strings.to_number(tf.strings.split(text, " ")))
byte_strings = tf.strings.bytes_split(tf.constant("Duck"))
byte_ints = tf.io.decode_raw(tf.constant("Duck"), tf.uint8)
print("Byte strings:", byte_strings)
print("Bytes:", byte_ints)
unicode_bytes = tf.constant("アヒル 🦆")
print(tf.strings.unicode_split(unicode_bytes, "UTF-8"))
print(tf.strings.unicode_decode(unicode_bytes, "UTF-8"))
print(tf.strings.length(vec), tf.strings.length(unicode_bytes, unit="UTF8_CHAR"))
print(repr(vec))
print(vec.numpy()[0].decode())
