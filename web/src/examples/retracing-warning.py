# The retracing warning
# TensorFlow warns when at least 5 of a function's last calls
# traced. Passing a new Python int each time is a classic cause.
# On which calls does the warning appear? How many traces does the
# tensor version need?
import tensorflow as tf

@tf.function
def cube(n):
    return n * n * n

for n in range(7):
    cube(n)
print("cube traces:", cube.experimental_get_tracing_count())

@tf.function
def cube_t(n):
    return n * n * n

for n in range(7):
    cube_t(tf.constant(n))
print("cube_t traces:", cube_t.experimental_get_tracing_count())
