# print() of RaggedTensors whose rows do not fit on one line: RaggedTensor.__repr__ formats
# numpy() (an object array of rows) with np.array2string(separator=", ") and str() of each
# element, so NumPy's line layout applies (numpy/core/arrayprint.py, _formatArray and
# _extendLine_pretty; linewidth 75): a row wraps under a one-space hanging indent, a wrapped row
# inside the outer list keeps its column and its last line is padded to its widest line before
# the ", " that follows it. The rows are those of the Unicode guide's decoded batch and scripts;
# the scripts' text is the one a run of the guide printed.
import tensorflow as tf

batch_utf8 = [s.encode("UTF-8") for s in [u"hÃllo", u"What is the weather tomorrow", u"Göödnight", u"😊"]]
batch_chars_ragged = tf.strings.unicode_decode(batch_utf8, input_encoding="UTF-8")
print(batch_chars_ragged)
print(tf.strings.unicode_script(batch_chars_ragged))
print(tf.ragged.constant([list(range(30)), [1]]))
print(tf.ragged.constant([[1, 2], [3]]))
