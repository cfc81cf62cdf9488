# tf.constant(value, shape=...) inside a tf.function builds its Const through
# tensor_util.make_tensor_proto(..., allow_broadcast=True) (constant_op._create_graph_constant):
# a value of shape () or (1,) is broadcast, one with the shape's element count is reshaped, any
# other raises TypeError "Expected Tensor's shape: (10,), but got (7,)." (eagerly the message is
# _constant_eager_impl's "Eager execution of tf.constant with unsupported shape"). After TF 2.20's
# constant_op_test.py ConstantTest.testShapeInconsistent and testShapeWrong.
# TF source: tensorflow/python/framework/constant_op.py, tensorflow/python/framework/tensor_util.py
import tensorflow as tf


@tf.function
def graph_constant(value, shape):
    return tf.constant(value, shape=shape)


try:
    graph_constant([1, 2, 3, 4, 5, 6, 7], [10])
except TypeError as e:
    print(e)


def last_line(f):
    try:
        print(f())
    except TypeError as e:
        print(str(e).strip().split("\n")[-1].strip())


last_line(lambda: graph_constant([1, 2, 3, 4, 5, 6, 7], [5]))
last_line(lambda: graph_constant([[1, 2], [3, 4]], [3]))
last_line(lambda: graph_constant([[1]], [3]))
last_line(lambda: graph_constant([7], [2, 2]))
last_line(lambda: graph_constant(7, [3]))
last_line(lambda: graph_constant([1, 2, 3, 4], [2, 2]))
last_line(lambda: tf.constant([[1]], shape=[3]))
