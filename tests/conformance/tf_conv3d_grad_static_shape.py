# The gradients of tf.nn.conv3d, tf.nn.avg_pool3d and a strided slice keep the static shape their
# sizes input gives. TF's shape functions (tensorflow/core/ops/nn_ops.cc Conv3DBackpropInputV2,
# Conv3DBackpropFilterV2, AvgPool3DGrad; array_ops.cc StridedSliceGrad) build the output with
# MakeShapeFromShapeTensor, and the shape refiner reads the ShapeN/Shape of a (None, 4, 4, 4, 5)
# input as the partial shape [?, 4, 4, 4, 5] (nn_grad.py _Conv3DGrad uses shape_n). Keras 3.11.3's
# keras/src/layers/rnn/conv_lstm3d_test.py test_basics trains a ConvLSTM3D, whose while loop
# needs the gradient's shape to stay (None, 4, 4, 4, 5) across iterations.
import numpy as np
import keras
import tensorflow as tf

k = tf.ones([3, 3, 3, 5, 5])


@tf.function(input_signature=[tf.TensorSpec([None, 4, 4, 4, 5])])
def f(x):
    with tf.GradientTape(persistent=True) as tape:
        tape.watch(x)
        y = tf.nn.conv3d(x, k, [1, 1, 1, 1, 1], "SAME")
        z = tf.nn.avg_pool3d(x, 2, 2, "VALID")
        w = x[:, 1:3]
    print("conv3d input grad", tape.gradient(y, x).shape)
    print("avg_pool3d grad", tape.gradient(z, x).shape)
    print("strided slice grad", tape.gradient(w, x).shape)


f.get_concrete_function()


@tf.function(input_signature=[tf.TensorSpec([None, 4, 4, 4, 5]), tf.TensorSpec([None, None, 3, 5, 5])])
def g(x, kernel):
    with tf.GradientTape() as tape:
        tape.watch(kernel)
        y = tf.nn.conv3d(x, kernel, [1, 1, 1, 1, 1], "SAME")
    print("conv3d filter grad", tape.gradient(y, kernel).shape)


g.get_concrete_function()

keras.utils.set_random_seed(1)
model = keras.Sequential([keras.Input((2, 4, 4, 4, 3)), keras.layers.ConvLSTM3D(5, 3, padding="same")])
model.compile(optimizer="sgd", loss="mse")
history = model.fit(np.random.random((3, 2, 4, 4, 4, 3)), np.random.random((3, 4, 4, 4, 5)), epochs=2, verbose=0)
print(sorted(history.history), len(history.history["loss"]), model.output_shape)
