# keras.ops.ctc_decode with strategy="greedy" on the TensorFlow backend: tf.nn.ctc_greedy_decoder
# over the time-major inputs with blank_index=mask_index, its SparseTensor made dense with -1
# (keras/src/backend/tensorflow/nn.py ctc_decode, Keras 3.11.3); CTCDecode.compute_output_spec
# gives (top_paths, batch, time) int32 and (batch, top_paths) for symbolic inputs. Inputs and
# expected values from nn_test.py test_ctc_decode: decoded [[1, 2, -1], [2, -1, -1],
# [3, -1, -1]] (merge_repeated=False: [[1, 2, 2], ...]) and scores [[-1.2], [-1.7], [-0.7]]
# (minus the summed largest logits, float64 for float64 inputs); the symbolic shapes from
# test_ctc_decode's static-shape case. tf.nn.ctc_greedy_decoder's default blank is the last
# class (ctc_ops.py; kernel ctc_decoder_ops.cc): the best classes [1, 2, 2], [0, 2, 0], [3]
# give values [1, 2, 0, 2, 0] in a [3, 3] SparseTensor. Beam search needs
# tf.nn.ctc_beam_search_decoder, which tfplay lacks.
import numpy as np
import tensorflow as tf
import keras
from keras import ops

inputs = np.array([
    [[0.1, 0.4, 0.2, 0.4], [0.3, -0.3, 0.4, 0.2], [0.3, 0.2, 0.4, 0.3]],
    [[0.7, 0.4, 0.3, 0.2], [0.3, 0.3, 0.4, 0.1], [0.6, -0.1, 0.1, 0.5]],
    [[0.1, 0.4, 0.2, 0.7], [0.3, 0.3, -0.2, 0.7], [0.3, 0.2, 0.4, 0.1]],
])
(decoded,), scores = ops.ctc_decode(inputs, sequence_lengths=[3, 3, 1], strategy="greedy", mask_index=0)
print(decoded.numpy().tolist(), scores.dtype, np.round(scores.numpy(), 4).tolist())
(decoded,), scores = ops.ctc_decode(inputs, sequence_lengths=[3, 3, 1], merge_repeated=False, mask_index=0)
print(decoded.numpy().tolist())
d, s = ops.ctc_decode(keras.KerasTensor([10, 2, 3]), keras.KerasTensor([10]))
print(d.shape, d.dtype, s.shape, s.dtype)
d, s = ops.ctc_decode(keras.KerasTensor([10, 2, 3]), keras.KerasTensor([10]), strategy="beam_search", top_paths=2)
print(d.shape, s.shape)
(sparse,), log_prob = tf.nn.ctc_greedy_decoder(tf.transpose(tf.constant(inputs, tf.float32), (1, 0, 2)), [3, 3, 1])
print(sparse.indices.numpy().tolist(), sparse.values.numpy().tolist(), sparse.dense_shape.numpy().tolist())
print(log_prob.dtype, np.round(log_prob.numpy().astype("float64"), 4).tolist())
try:
    ops.ctc_decode(inputs, [3, 3, 1], strategy="beam_search")
except NotImplementedError:
    print("NotImplementedError")
