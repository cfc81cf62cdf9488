# tf.keras.backend.rnn (Keras 3.11.3's keras/src/legacy/backend.py): the step function's outputs
# over time, with a while loop over TensorArrays or unrolled (same values; new_states a tuple
# from the loop, the step's own list when unrolled). Expected values worked by hand from that
# source: the step keeps a running sum s and outputs 10 * s; a masked step keeps the previous
# output and state (zeros with zero_output_for_mask), input_length masks steps past each length,
# and inputs of rank < 3 fail TensorShape.with_rank_at_least after the batch/time swap.
import tensorflow as tf
K = tf.keras.backend
def step(x_t, states):
    s = states[0] + x_t
    return s * 10.0, [s]
x = tf.reshape(tf.range(12, dtype=tf.float32), (2, 3, 2))
init = [tf.zeros((2, 2))]
last, outs, new = K.rnn(step, x, init)
print(last, outs.shape, new)
print(outs[:, :, 0])
last2, outs2, new2 = K.rnn(step, x, init, unroll=True)
print(bool(tf.reduce_all(outs2 == outs)), bool(tf.reduce_all(last2 == last)), type(new).__name__, type(new2).__name__)
mask = tf.constant([[True, False, True], [True, True, False]])
for unroll in (False, True):
    l, o, n = K.rnn(step, x, init, mask=mask, unroll=unroll)
    print(o[:, :, 0].numpy().tolist(), n[0].numpy().tolist())
l, o, n = K.rnn(step, x, init, go_backwards=True, return_all_outputs=False)
print(o.shape, n[0].numpy().tolist())
l, o, n = K.rnn(step, x, init, mask=mask, zero_output_for_mask=True)
print(o[:, :, 0].numpy().tolist())
l, o, n = K.rnn(step, x, init, input_length=tf.constant([1, 3]))
print(o[:, :, 0].numpy().tolist(), n[0].numpy().tolist())
@tf.function
def f(x):
    return K.rnn(step, x, [tf.zeros((2, 2))])[0]
print(f(x))
try:
    K.rnn(step, tf.ones((2, 3)), init)
except ValueError as e:
    print("ValueError:", e)
