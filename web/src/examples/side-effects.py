# Python side effects vs tf.print
# Python code in the body runs while tracing; graph ops run on
# every call. What does each call print, and how long is `seen` at
# the end?
import tensorflow as tf

seen = []

@tf.function
def step(x):
    print("python print:", x)
    tf.print("tf.print:", x)
    seen.append(x)
    return x + 1

step(tf.constant(1))
step(tf.constant(2))
step(tf.constant(3))
print("len(seen) =", len(seen))
print(seen)
