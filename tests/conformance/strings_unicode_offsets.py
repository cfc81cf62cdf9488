# tf.strings.unicode_decode_with_offsets / unicode_split_with_offsets as the Unicode strings guide
# uses them. Expected text: the guide's loop over u'🎈🎉🎊' ("At byte offset 0: codepoint
# 127880", 4 -> 127881, 8 -> 127882); ragged_string_ops.py returns (codepoints or characters,
# start byte offsets), dense for a scalar input and RaggedTensors (int64 offsets) for a vector.
import tensorflow as tf

codepoints, offsets = tf.strings.unicode_decode_with_offsets(u"🎈🎉🎊", "UTF-8")
for (codepoint, offset) in zip(codepoints.numpy(), offsets.numpy()):
    print("At byte offset {}: codepoint {}".format(offset, codepoint))
print(offsets.dtype)
chars, char_offsets = tf.strings.unicode_split_with_offsets(["héllo", "ab"], "UTF-8")
print(chars)
print(char_offsets)
print(tf.strings.unicode_decode_with_offsets(["héllo", "ab"], "UTF-8"))
