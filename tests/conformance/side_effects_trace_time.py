# Python side effects run only while tracing: list.append, global writes and next() on a Python
# iterator happen once per trace, and the graph reuses what they produced then. Globals read at
# trace time are frozen into the graph.
# TF source: tensorflow/python/eager/polymorphic_function/polymorphic_function.py (a call that
# finds a trace only runs its graph); the guide's "Executing Python side effects" section.
import tensorflow as tf

seen = []
calls = 0
offset = 10
numbers = iter([100, 200, 300])


@tf.function
def step(x):
    global calls
    calls += 1
    seen.append(x + 1)
    return x + offset + next(numbers)


print(step(tf.constant(1)).numpy())
print(step(tf.constant(2)).numpy())
offset = 20
print(step(tf.constant(3)).numpy())
print("calls:", calls, "seen:", seen)
print(step(tf.constant(1.0)).numpy())
print("calls:", calls, "seen:", len(seen))
print(next(numbers))
