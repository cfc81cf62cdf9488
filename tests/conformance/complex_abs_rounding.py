# tf.abs of complex128 values is |a + bj| rounded correctly: TF 2.20's ragged_abs docstring
# (ragged_operators.py) shows tf.abs of tf.ragged.constant([[-2.2 + 4.7j], [-3.2 + 5.7j],
# [-4.2 + 6.7j]]) as [[5.189412298131649], [6.536818798161687], [7.907591289387685]].
import tensorflow as tf

x = tf.ragged.constant([[-2.2 + 4.7j], [-3.2 + 5.7j], [-4.2 + 6.7j]])
print(tf.abs(x))
print(tf.abs(tf.constant(-4.2 + 6.7j)).numpy().item())
print(tf.abs(tf.constant([3 + 4j, -4.2 + 6.7j], tf.complex64)))
