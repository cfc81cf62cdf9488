# Shapes and dtypes
# Tensor VALUES never cause a trace, but a new shape, rank or
# dtype does. Which calls trace, and what does the trace-time
# print say each time?
import tensorflow as tf

@tf.function
def total(x):
    print("tracing for", x.dtype, x.shape)
    s = tf.reduce_sum(x)
    tf.print("sum =", s)
    return s

total(tf.constant([1, 2, 3]))
total(tf.constant([4, 5, 6]))
total(tf.constant([1, 2, 3, 4]))
total(tf.constant([1.0, 2.0, 3.0]))
total(tf.constant([[1, 2], [3, 4]]))
total(tf.constant([7, 8, 9]))
print("traces:", total.experimental_get_tracing_count())
