# keras.ops.take with RaggedTensor indices (keras/src/backend/tensorflow/numpy.py take): the
# negative indices are fixed on the ragged values, and axis 0 looks them up with
# tf.nn.embedding_lookup, which keeps the rows (ragged_embedding_ops). So an Embedding takes
# TextVectorization(ragged=True)'s output and returns a RaggedTensor [batch, None, dim], and a
# pooling layer after it averages each row. keras.ops.is_tensor / convert_to_tensor keep a
# RaggedTensor as it is (tf.is_tensor counts it).
import numpy as np
import tensorflow as tf
import keras

table = np.arange(10.0, dtype="float32").reshape(5, 2)
emb = keras.layers.Embedding(5, 2)
emb.build()
emb.set_weights([table])
ids = tf.ragged.constant([[1], [2, 3], []])
out = emb(ids)
print(type(out).__name__, out.shape, out.dtype.name)
print(out)
print(keras.ops.take(np.arange(5.0), tf.ragged.constant([[-1], [0, 2]])))
print(keras.ops.is_tensor(ids), keras.ops.convert_to_tensor(ids) is ids)
tv = keras.layers.TextVectorization(ragged=True)
tv.adapt(["a b c", "a b", "a"])
model = keras.Sequential([tv, emb, keras.layers.GlobalAveragePooling1D()])
print(tv(np.array(["a b", "c"])))
print(model(np.array(["a b", "c"])))
