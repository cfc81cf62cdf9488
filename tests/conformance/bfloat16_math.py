# bfloat16 arithmetic, matmul, reductions, activations and gradients (TF 2.20's CPU kernels for
# bfloat16: cwise_op_add_1.cc, cwise_op_mul_1.cc, cwise_op_div.cc, relu_op.cc (TF_CALL_REAL_NUMBER_TYPES),
# matmul_op_real.cc and reduction_ops_sum.cc (TF_CALL_FLOAT_TYPES / TF_CALL_NUMBER_TYPES, which
# include bfloat16)). Each op's result is rounded to bfloat16 (8 significant bits): 1/3 is
# 0.333984375, printed "0.333984" by ml_dtypes (custom_float.h, %g); 1 + 0.001 rounds back to 1;
# 256 + 1 ties to 256. A bfloat16 variable is trainable (backprop_util.IsTrainable: floating
# dtypes) and its gradient is bfloat16.
import tensorflow as tf

y = tf.constant([1, 2, 3], dtype=tf.bfloat16)
print(y * 3, y / 3)
print(y + 0.001, tf.constant(256.0, tf.bfloat16) + 1)
print(tf.reduce_sum(y), tf.reduce_max(y), tf.reduce_mean(y))
print(tf.matmul(tf.reshape(y, [1, 3]), tf.reshape(y, [3, 1])))
print(tf.nn.relu(y - 2), tf.abs(-y), tf.square(y))
v = tf.Variable([1.0, 2.0], dtype=tf.bfloat16)
print(v)
with tf.GradientTape() as tape:
    loss = tf.reduce_sum(v * v)
print(tape.gradient(loss, v))


@tf.function
def double(t):
    return t * 2


print(double(y))
print(double.get_concrete_function(tf.TensorSpec([3], tf.bfloat16)).structured_outputs)
