# tf.nn.crelu and tf.nn.log_poisson_loss (tensorflow/python/ops/nn_ops.py crelu: relu of
# concat([features, -features], axis); nn_impl.py log_poisson_loss: exp(log_input) -
# log_input * targets, plus Stirling's term only for targets above 1, and the ValueError for
# shapes that are not compatible). Values worked out by hand from those definitions.
import tensorflow as tf

print(tf.nn.crelu(tf.constant([[1.0, -2.0], [0.5, 3.0]])))
print(tf.nn.crelu(tf.constant([[1, -2]]), axis=0))
targets = tf.constant([0.0, 1.0, 2.0])
log_input = tf.zeros([3])
print(tf.nn.log_poisson_loss(targets, log_input))
print(tf.nn.log_poisson_loss(tf.constant([0.0, 1.0]), tf.zeros([2]), compute_full_loss=True))
try:
    tf.nn.log_poisson_loss(targets, tf.zeros([2]))
except ValueError as e:
    print("ValueError:", e)
