# tf.einsum with an ellipsis ("...") for broadcast dimensions, eagerly and in a tf.function with
# an unknown batch dimension, and keras.layers.EinsumDense with ellipsis equations. Values by
# hand from the einsum definition (special_math_ops.einsum's docstring: "..." broadcasts like
# NumPy; the implicit output of an equation with "..." is "..." followed by the labels that
# appear once, sorted, as _einsum_v2_parse_and_resolve_equation builds it); the Einsum op gets
# the equation with its ellipses. EinsumDense: the docstring's "...x,xy->...y" example and the
# kernel/bias/output shapes of einsum_dense_test.py (test_einsum_dense_basics' "_2d_precast",
# "_2d_precast_elided_input_used_in_output", "_3d_precast_2_bias", "_2d_postcast",
# "_3d_postcast_1_2_bias" cases); an all-ones kernel sums the input's last axis.
import numpy as np
import tensorflow as tf
import keras

a = tf.reshape(tf.range(12.0), [2, 2, 3])
b = tf.constant([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]])
print(tf.einsum("...ij,jk->...ik", a, b))
print(tf.einsum("...ij,jk", a, b))
x = tf.constant([[[1.0, 2.0, 3.0]], [[0.0, 1.0, 0.0]]])
y = tf.constant([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0], [1.0, 1.0, 1.0]])
print(tf.einsum("...i,...i->...", x, y))
print(tf.einsum("...ii->...i", tf.reshape(tf.range(8), [2, 2, 2])))
print(tf.einsum("i...->...", tf.constant([[1, 2, 3], [4, 5, 6]])))
print(tf.einsum("ij...,jk->ik...", tf.ones([2, 3, 4]), tf.ones([3, 1])).shape)


@tf.function(input_signature=[tf.TensorSpec([None, 2, 3], tf.float32)])
def batched(t):
    out = tf.einsum("...ij,jk->...ik", t, b)
    print(out.shape)
    return out


print(batched(a))
graph = batched.get_concrete_function().graph
print([op.get_attr("equation") for op in graph.get_operations() if op.type == "Einsum"])

layer = keras.layers.EinsumDense("...x,xy->...y", output_shape=64, bias_axes="y")
print(layer(keras.Input(shape=[32, 128])).shape)
for equation, bias_axes, input_shape, output_shape in [
    ("...b,bc->...c", None, (2, 32), (64,)),
    ("...bc,bc->...b", None, (2, 32, 64), (32,)),
    ("...c,cde->...de", "d", (2, 1, 2), (3, 4)),
    ("bc...,cd->bd...", None, (2, 1, 2, 3), (4,)),
    ("bc...,cde->bde...", "de", (2, 1, 2), (3, 4)),
]:
    layer = keras.layers.EinsumDense(equation, output_shape=output_shape, bias_axes=bias_axes, kernel_initializer="ones")
    out = layer(np.ones(input_shape, "float32"))
    print(equation, layer.kernel.shape, layer.bias.shape if layer.bias is not None else None, out.shape,
          float(out.numpy().reshape(-1)[0]))
