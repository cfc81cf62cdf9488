# tf.nn.sparse_softmax_cross_entropy_with_logits (TF 2.20 nn_ops.py
# sparse_softmax_cross_entropy_with_logits_v2) with logits of rank > 2 whose shapes are known
# only at run time: TF checks the ranks (labels' must be logits' - 1, a ValueError at trace
# time), asserts shape(labels) == shape(logits)[:-1] when the static shapes do not settle it,
# reshapes the logits to [-1, num_classes] (num_classes read from shape(logits)), runs the op
# and reshapes the loss to shape(labels), giving it the labels' static shape. So per-timestep
# classification (logits (batch, time, classes)) trains in Keras's fit when the batch size does
# not divide the samples (the dataset's batch dimension is then None), and
# keras.ops.sparse_categorical_crossentropy works on KerasTensors. With zero logits every loss
# is log(3) = 1.0986123 in float32.
import numpy as np
import tensorflow as tf
import keras

logits = tf.constant(np.arange(24, dtype="float32").reshape(2, 3, 4) / 10)
labels = tf.constant([[0, 1, 2], [3, 0, 1]])
eager = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits)


@tf.function(input_signature=[tf.TensorSpec([None, None], tf.int32), tf.TensorSpec([None, None, 4])])
def xent(lab, lg):
    out = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=lab, logits=lg)
    print("traced:", out.shape)
    return out


print(np.array_equal(xent(labels, logits).numpy(), eager.numpy()), eager.numpy().round(5).tolist())


@tf.function(input_signature=[tf.TensorSpec([None], tf.int32), tf.TensorSpec([None, None, 4])])
def bad_rank(lab, lg):
    return tf.nn.sparse_softmax_cross_entropy_with_logits(labels=lab, logits=lg)


try:
    bad_rank.get_concrete_function()
except ValueError as e:
    print(str(e).strip().split("\n")[-1].strip())

model = keras.Sequential([keras.Input((5,), dtype="int32"), keras.layers.Embedding(10, 4),
                          keras.layers.Dense(3, kernel_initializer="zeros")])
model.compile(keras.optimizers.SGD(0.0), keras.losses.SparseCategoricalCrossentropy(from_logits=True))
x = np.arange(50).reshape(10, 5) % 10
y = np.arange(50).reshape(10, 5) % 3
print(model.fit(x, y, batch_size=4, verbose=0).history)
targets = keras.Input((7,), dtype="int32")
print(keras.ops.sparse_categorical_crossentropy(targets, keras.Input((7, 3)), from_logits=True).shape)
