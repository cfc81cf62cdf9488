# The encodings of the "Unicode strings" guide (site/en/guide/unicode.ipynb, now in
# tensorflow/text's docs): Python's str.encode("UTF-16-BE") (CPython's utf_16_be codec) for the
# UTF-16-BE scalar, tf.strings.unicode_transcode with input_encoding "UTF8" (ICU matches
# converter names ignoring case and punctuation), and unicode_decode / decode_with_offsets /
# unicode_encode / unicode_split over UTF-16-BE and UTF-32-BE (UnicodeDecode reads through an
# ICU converter; UnicodeEncode's ParseUnicodeEncoding takes UTF-8, UTF-16-BE, UTF-32-BE). The
# error text and the handling of bad code points are UnicodeEncodeOp's
# (tensorflow/core/kernels/unicode_ops.cc): only values outside [0, 0x10FFFF] are errors
# ("Code point value out of valid Unicode range." under strict, dropped under ignore); a
# surrogate is appended as a lone UTF-16 unit, which ICU's toUTF8String writes as U+FFFD. Without
# offsets TF runs the UnicodeDecode op, which names the op in its errors.
import tensorflow as tf

text = u"语言处理"
text_utf16be = tf.constant(text.encode("UTF-16-BE"))
print(text_utf16be)
print(text.encode("utf-16"), text.encode("UTF-32-BE"))
print(text.encode("utf-16-le").decode("utf-16-le") == text, b"\xff\xfeA\x00".decode("utf-16"))
text_utf8 = tf.constant(text)
print(tf.strings.unicode_transcode(text_utf8, input_encoding="UTF8", output_encoding="UTF-16-BE"))
print(tf.strings.unicode_transcode(text_utf16be, input_encoding="utf-16be", output_encoding="UTF-8").numpy().decode())
print(tf.strings.unicode_decode(text_utf16be, "UTF-16-BE"))
chars, offsets = tf.strings.unicode_decode_with_offsets(u"语😊言".encode("UTF-16-BE"), "UTF-16-BE")
print(chars.numpy(), offsets.numpy())
print(tf.strings.unicode_decode([u"a😊".encode("UTF-32-BE")], "UTF-32-BE"))
print(tf.strings.unicode_encode([35821, 128522], "UTF-16-BE"))
print(tf.strings.unicode_encode([35821, 128522], "UTF-32-BE"))
print(tf.strings.unicode_split(text_utf16be, "UTF-16-BE"))

for errors in ("strict", "replace", "ignore"):
    for codepoints in ([104, 0xD800, 105], [104, 0x110000, 105], [104, -1, 105]):
        try:
            print(errors, tf.strings.unicode_encode(codepoints, "UTF-8", errors=errors, replacement_char=63).numpy())
        except tf.errors.InvalidArgumentError as e:
            print(errors, "InvalidArgumentError:", e.message)
try:
    tf.strings.unicode_decode(b"a\xffb", "UTF-8", errors="strict")
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e)
