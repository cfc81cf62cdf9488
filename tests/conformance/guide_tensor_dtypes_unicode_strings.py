# Tensors and Unicode strings guides: complex128 and float16 tensors, uint8 wrap-around,
# tf.strings.format (string tensors quoted), UTF-8 encode/decode of code points, UTF-16-BE
# transcoding, decoding a batch to ragged code points, lengths in characters, unicode_script
# (ICU codes 25 Latin, 8 Cyrillic, 17 Han), keepdims, cast truncation, round-half-to-even,
# floor division/modulo of negatives, and int32 / int -> float64 (math_ops truediv).
import tensorflow as tf

print(tf.constant([1 + 2j, 3 - 4j]))
print(tf.constant([0.1, 0.2], dtype=tf.float16))
print(tf.constant([1, 2], dtype=tf.uint8) - tf.constant([2, 1], dtype=tf.uint8))
print(tf.strings.format("x = {}, y = {}", (tf.constant([1, 2]), tf.constant("s"))))
text_utf8 = tf.constant(u"语言处理")
text_chars = tf.constant([ord(char) for char in u"语言处理"])
print(text_utf8)
print(text_chars)
print(tf.strings.unicode_encode(text_chars, output_encoding='UTF-8'))
print(tf.strings.unicode_transcode(text_utf8, input_encoding='UTF8', output_encoding='UTF-16-BE'))
batch_utf8 = [s.encode('UTF-8') for s in [u'hÃllo', u'What is the weather tomorrow', u'Göödnight', u'😊']]
batch_chars_ragged = tf.strings.unicode_decode(batch_utf8, input_encoding='UTF-8')
for sentence_chars in batch_chars_ragged.to_list():
    print(sentence_chars)
print(tf.strings.length(batch_utf8, unit='UTF8_CHAR'))
print(tf.strings.unicode_script(tf.constant([ord('A'), ord('Б'), ord('字')])))
print(tf.reduce_sum(tf.constant([[1, 2], [3, 4]]), axis=0, keepdims=True))
print(tf.cast(tf.constant([1.7, -1.7]), tf.int32), tf.round(tf.constant([0.5, 1.5, 2.5])))
print(tf.constant(7) // 2, tf.constant(-7) // 2, tf.constant(-7) % 3, tf.constant(7.0) / 2)
print(tf.constant(7) / 2)
