# Integer labels outside [0, num_classes) for a sparse categorical crossentropy. Keras's TF
# backend (keras/src/backend/tensorflow/nn.py sparse_categorical_crossentropy) runs
# tf.nn.sparse_softmax_cross_entropy_with_logits, whose CPU kernel
# (tensorflow/core/kernels/sparse_xent_op.cc CheckInvalidLabelIndex) reports the smallest
# label when it is negative and otherwise the largest, not the first bad one, then all labels.
import tensorflow as tf
import keras

logits = tf.zeros((4, 3))
loss = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
for labels in [tf.constant([0, 3, 5, 1]), tf.constant([4, -2, 0, -1]), tf.constant([2, 1, 0, 2])]:
    try:
        print(float(loss(labels, logits)))
    except tf.errors.InvalidArgumentError as e:
        print(type(e).__name__ + ":", e)
try:
    keras.losses.sparse_categorical_crossentropy(tf.constant([3, 0]), tf.fill((2, 3), 1 / 3))
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__ + ":", e)
