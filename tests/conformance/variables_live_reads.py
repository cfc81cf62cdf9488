# A tf.function reads a captured tf.Variable at every call (its handle is captured), while a
# captured eager tensor is frozen at trace time; the variable's assignment runs although its
# result is unused, before the tf.print and the read that follow it (automatic control
# dependencies keep program order). Inside the trace the variable prints without a value.
# TF source: resource_variable_ops.py BaseResourceVariable.__repr__ (no numpy part when not
# executing eagerly); guide/function.ipynb "Depending on Python global and free variables".
import tensorflow as tf

counter = tf.Variable(0)
frozen = tf.constant(10)


@tf.function
def step(x):
    print("tracing step:", counter)
    counter.assign_add(x)
    tf.print("counter", counter, "frozen", frozen)
    return counter + frozen


print(step(tf.constant(1)))
counter.assign(100)
frozen = tf.constant(1000)
print(step(tf.constant(2)))
print(counter.numpy())
print(step.experimental_get_tracing_count())
