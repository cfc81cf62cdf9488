# tf.print of Keras variables, eagerly and inside tf.function: print_v2 treats every
# tensor_util.is_tf_type value (tf.__internal__.types.Tensor subclasses, which Keras's Variable
# is) as a tensor input of the PrintV2 op, converted by its __tf_tensor__ (logging_ops.py,
# tensor_util.py); tf.is_tensor is the same test.
import tensorflow as tf
import keras

opt = keras.optimizers.SGD()
v = keras.Variable(3.0)


@tf.function
def show():
    tf.print("in graph:", opt.iterations, v, [v, 1])


show()
tf.print("eager:", opt.iterations, v)
print(tf.is_tensor(v), tf.is_tensor(opt.iterations))
