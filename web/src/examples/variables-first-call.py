# Variables and the two-trace first call
# When the first trace creates a tf.Variable, TensorFlow traces
# the function a second time, in the same call, to check that no
# more variables appear. How often does "tracing bump" print? What
# is the tracing count?
import tensorflow as tf

store = {}

@tf.function
def bump(step):
    print("tracing bump")
    if "total" not in store:
        store["total"] = tf.Variable(0)
    store["total"].assign_add(step)
    tf.print("total =", store["total"])

bump(tf.constant(1))
bump(tf.constant(2))
bump(tf.constant(3))
print("traces:", bump.experimental_get_tracing_count())

# Creating the variable on every trace is not allowed. What happens here?
@tf.function
def fresh(x):
    v = tf.Variable(1.0)
    return v * x

fresh(tf.constant(2.0))
