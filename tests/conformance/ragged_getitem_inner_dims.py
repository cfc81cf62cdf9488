# Slicing inside the rows of a RaggedTensor at any depth (the ragged tensor guide's "Indexing"
# section: rt[:, 1:3] and rt[:, -1:] of a 3-D RaggedTensor, with the outputs the guide shows).
# ragged_getitem.py _ragged_getitem_inner_dimensions: a slice keeps a range of each row's items
# and the next key applies to those items; a full slice keeps the rows as they are and indexes
# the values (so x[:, :, 1] reads a uniform inner dimension); an int into a ragged dimension
# raises ValueError "Cannot index into an inner ragged dimension.".
import tensorflow as tf
rt = tf.ragged.constant([[[1, 2, 3], [4]],
                         [[5], [], [6]],
                         [[7]],
                         [[8, 9], [10]]])
print(rt[1])
print(rt[3, 0])
print(rt[:, 1:3])
print(rt[:, -1:])
print(rt[:, :, :1])
print(rt[1:3, :1, 1:])
try:
    rt[:, 0]
except ValueError as e:
    print("ValueError:", e)
x = tf.ragged.constant([[[1, 2], [3, 4]], [[5, 6]]], ragged_rank=1)
print(x[:, :, 1])
print(x[:, 1:])
