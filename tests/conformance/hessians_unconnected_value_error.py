# tf.hessians(x, x) for a [10, 10] x: the first gradient is ones, which does not depend on x, so
# every second-order gradient is None. Expected from TF 2.20's gradients_test.py
# HessianTest.testHessianInvalidDimension (assertRaises(ValueError)): gradients_impl.hessians'
# while_loop body writes gradients(gradient[j], x)[0] to a TensorArray, whose write converts the
# None with convert_to_tensor (in a graph tensor_util.make_tensor_proto's "None values not
# supported." ValueError). The Hessian of sum(x**3) is diagonal: 6 * x at [i, j, i, j].
import tensorflow as tf


@tf.function(input_signature=[tf.TensorSpec([10, 10])])
def f(x):
    try:
        tf.hessians(x, x)
    except ValueError as e:
        print(type(e).__name__, e)
    h = tf.hessians(tf.reduce_sum(x * x * x), x)[0]
    print(h.shape)
    return h[2, 3, 2, 3], h[2, 3, 3, 2]


print(f(tf.fill([10, 10], 2.0)))
