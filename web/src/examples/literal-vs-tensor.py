# Literal or tensor?
# tf.function keys its cache on each argument: a Python number by
# its VALUE, a tensor only by its shape and dtype. For each call,
# predict: does it trace a new graph or reuse one? What does each
# print show?
import tensorflow as tf

@tf.function
def add_tax(price, rate):
    print("tracing: rate =", rate)
    total = price * (1 + rate)
    tf.print("price with tax:", total)
    return total

add_tax(tf.constant(100.0), 0.25)
add_tax(tf.constant(80.0), 0.25)
add_tax(tf.constant(80.0), 0.5)
add_tax(tf.constant(80.0), tf.constant(0.5))
add_tax(tf.constant(60.0), tf.constant(0.75))
print("traces:", add_tax.experimental_get_tracing_count())
