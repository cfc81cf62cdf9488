# Seed "tf.function Interview Questions", Question 1: the call ledger, unmodified,
# followed by the observations a learner makes.
import tensorflow as tf

@tf.function
def scaled(x, factor):
    print("TRACE", x.shape, factor)       # Python, during tracing
    tf.print("RUN", tf.shape(x), factor) # graph operation
    return x * factor

a = tf.constant([1, 2], dtype=tf.int32)
b = tf.constant([8, 9], dtype=tf.int32)
c = tf.constant([1, 2, 3, 4], dtype=tf.int32)

scaled(a, 2)
scaled(b, 2)
scaled(c, 2)
scaled(c, 3)

print(scaled.experimental_get_tracing_count())
print(scaled(b, 2))
