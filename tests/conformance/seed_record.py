# Seed "tf.function Interview Questions", Question 3: Python side effects run while
# tracing; tf.print runs every time the graph executes. The function is unmodified.
import tensorflow as tf

events = []

@tf.function
def record(x):
    events.append("called")  # Python list mutation during tracing
    print("tracing")          # Python print during tracing
    tf.print("executing", x)  # TensorFlow operation in graph
    return x + 1

record(tf.constant(1))
record(tf.constant(2))
record(tf.constant(3))
print(events)
record(tf.constant([1, 2]))
print(events)
print(record(tf.constant(10)))
print(record.experimental_get_tracing_count())
