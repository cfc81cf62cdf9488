# tf.while_loop's maximum_iterations must be a scalar. Eagerly while_loop.py converts it
# (ops.convert_to_tensor(maximum_iterations, name="maximum_iterations")) and raises
# ValueError("'maximum_iterations' must be a scalar. Received shape: ...") when
# `maximum_iterations.shape.ndims != 0`, before the loop runs; a scalar tensor bound is then
# int(maximum_iterations.numpy()).
import tensorflow as tf

for bound in ([1, 2], tf.constant([[3]]), tf.constant(2), 2):
    try:
        print(tf.while_loop(lambda i: i < 3, lambda i: [i + 1], [0], maximum_iterations=bound))
    except ValueError as e:
        print(type(e).__name__, e)
