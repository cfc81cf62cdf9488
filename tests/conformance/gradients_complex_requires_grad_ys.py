# tf.gradients of a complex tensor without grad_ys. Expected text from TF 2.20's
# gradients_util.py _DefaultGradYs: TypeError(f"Gradients of complex tensors ({y}) must set
# grad_ys (y.dtype = {dtypes.as_dtype(y.dtype).name})"), as gradients_test.py
# OnlyRealGradientsTest.testRealOnly's regex "Gradients of complex tensors .* must set grad_ys
# \(y\.dtype = complex64\)" checks. With grad_ys given, math_grad.py _SquareGrad's
# grad * (conj(x) * 2): (14-6j) for x = 7+3j.
import tensorflow as tf


@tf.function
def f():
    x = tf.constant(7 + 3j, dtype=tf.complex64)
    y = tf.square(x)
    try:
        tf.gradients(y, x)
    except TypeError as e:
        print(e)
    z = tf.reduce_sum(tf.stack([y, y]))
    try:
        tf.gradients(z, x)
    except TypeError as e:
        print(e)
    return tf.gradients(y, x, grad_ys=tf.constant(1 + 0j, dtype=tf.complex64))


print(f())
