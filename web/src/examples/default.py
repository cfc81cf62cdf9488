import tensorflow as tf

@tf.function
def double(x):
    print("Tracing with", x)
    tf.print("Executing with", x)
    return x * 2

double(tf.constant([1, 2]))     # traces
double(tf.constant([3, 4]))     # same shape and dtype: reuses
double(tf.constant([1, 2, 3]))  # new shape: traces again
