# Better performance with tf.function, loops: the guide-style dynamic RNN accumulating states in
# a TensorArray over tf.range, train(num_steps) retracing for each Python int but reusing one
# trace for tensors (Python print at trace time, tf.print at every call), and a tensor if
# (tf.cond) versus Python ints (one trace per value: 3 traces).
import tensorflow as tf

batch_size = 2
seq_len = 3
feature_size = 4

def rnn_step(inp, state):
    return inp + state

@tf.function
def dynamic_rnn(rnn_step, input_data, initial_state):
    input_data = tf.transpose(input_data, [1, 0, 2])
    max_seq_len = input_data.shape[0]
    states = tf.TensorArray(tf.float32, size=max_seq_len)
    state = initial_state
    for i in tf.range(max_seq_len):
        state = rnn_step(input_data[i], state)
        states = states.write(i, state)
    return tf.transpose(states.stack(), [1, 0, 2])

print(dynamic_rnn(rnn_step, tf.reshape(tf.range(24, dtype=tf.float32), [batch_size, seq_len, feature_size]), tf.zeros([batch_size, feature_size])))

def train_one_step():
    pass

@tf.function
def train(num_steps):
    print("Tracing with num_steps = ", num_steps)
    tf.print("Executing with num_steps = ", num_steps)
    for _ in tf.range(num_steps):
        train_one_step()

print("Retracing occurs for different Python arguments.")
train(num_steps=10)
train(num_steps=20)
print()
print("Traces are reused for Tensor arguments.")
train(num_steps=tf.constant(10))
train(num_steps=tf.constant(20))

@tf.function
def f(x):
    if x > 0:
        x = x * 2
    else:
        x = x - 1
    return x

print(f(tf.constant(3)), f(tf.constant(-3)))
print(f(3), f(-3))
print(f.experimental_get_tracing_count())
