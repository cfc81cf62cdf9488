# tf.strings.unsorted_segment_join (UnsortedSegmentJoin: each segment's strings joined in input
# order, an empty string for an empty segment) and tf.strings.unicode_encode
# (ragged_string_ops.unicode_encode over UnicodeEncode: the last axis's code points become one
# UTF-8 string) and tf.strings.unicode_transcode (UnicodeTranscode). Values from the three
# docstrings and by hand; the rank cases from unicode_encode's source.
import tensorflow as tf

print(tf.strings.unsorted_segment_join(inputs=['this', 'is', 'a', 'test'], segment_ids=[0, 0, 0, 0],
                                       num_segments=1, separator=' ').numpy())
inputs = [['Y', 'q', 'c'], ['Y', '6', '6'], ['p', 'G', 'a']]
print(tf.strings.unsorted_segment_join(inputs=inputs, segment_ids=[1, 0, 1], num_segments=2, separator=':').numpy().tolist())
print(tf.strings.unsorted_segment_join(['a', 'b', 'c'], [0, 2, -1], 3))
try:
    tf.strings.unsorted_segment_join(['a'], [3], 2)
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError")

codes = tf.ragged.constant([[71, 246, 246, 100, 110, 105, 103, 104, 116], [128578]])
print(tf.strings.unicode_encode(codes, 'UTF-8'))
print(tf.strings.unicode_encode([104, 105], 'UTF-8'))
print(tf.strings.unicode_encode([[104, 105], [111, 107]], 'UTF-8'))
print(tf.strings.unicode_encode([104, -1], 'UTF-8', replacement_char=63))
print(tf.strings.unicode_encode([104, -1], 'UTF-8', errors='ignore'))
try:
    tf.strings.unicode_encode(104, 'UTF-8')
except ValueError as e:
    print("ValueError:", e)
print(tf.strings.unicode_transcode(["Hello", "TensorFlow", "2.x"], "UTF-8", "UTF-16-BE").numpy().tolist())
print(tf.strings.unicode_transcode(["A", "B", "C"], "US ASCII", "UTF-8").numpy().tolist())
print(tf.strings.unicode_transcode(b"\x00\x00\x00\x41\x00\x01\xf6\x02", "UTF-32-BE", "UTF-8"))
print(tf.strings.unicode_transcode("a\tb", "UTF-8", "UTF-8", replace_control_characters=True))
