# RaggedTensor.to_sparse, from_row_starts and from_row_limits, as the Unicode strings and ragged
# tensor guides use them. Expected values: the guides' outputs (the code points of four strings
# padded with -1, then as a SparseTensor printed with '_' for missing entries) and
# ragged_tensor.py: from_row_starts appends nvals to the starts, from_row_limits prepends 0;
# to_sparse indexes each flat value through every ragged level, its dense_shape the bounding
# shape.
import tensorflow as tf

print(tf.RaggedTensor.from_row_starts(values=[3, 1, 4, 1, 5, 9, 2, 6], row_starts=[0, 4, 4, 7, 8]))
print(tf.RaggedTensor.from_row_limits(values=[3, 1, 4, 1, 5, 9, 2, 6], row_limits=[4, 4, 7, 8, 8]))
batch_utf8 = [s.encode("UTF-8") for s in [u"hÃllo", u"What is the weather tomorrow", u"Göödnight", u"😊"]]
batch_chars_ragged = tf.strings.unicode_decode(batch_utf8, input_encoding="UTF-8")
print(batch_chars_ragged.to_tensor(default_value=-1).numpy())
batch_chars_sparse = batch_chars_ragged.to_sparse()
nrows, ncols = batch_chars_sparse.dense_shape.numpy()
elements = [["_" for i in range(ncols)] for j in range(nrows)]
for (row, col), value in zip(batch_chars_sparse.indices.numpy(), batch_chars_sparse.values.numpy()):
    elements[row][col] = str(value)
max_width = max(len(value) for row in elements for value in row)
print("[%s]" % "\n ".join("[%s]" % ", ".join(value.rjust(max_width) for value in row) for row in elements))
print(tf.strings.unicode_encode(batch_chars_ragged, output_encoding="UTF-8"))
print(tf.ragged.constant([[[1, 2], [3]], [[4]]]).to_sparse())
