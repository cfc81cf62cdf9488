# A `while` on a tensor becomes a tf.while_loop: its body is traced once (each branch of the
# if/elif chain inside, itself a nest of tf.conds, prints its trace message exactly once), and
# the graph runs the loop, so tf.print prints on every iteration of every call.
# TF source: tensorflow/python/autograph/operators/control_flow.py (while_stmt,
# _tf_while_stmt); the tf.function guide's fizzbuzz example.
import tensorflow as tf


@tf.function
def fizzbuzz(n):
    i = tf.constant(1)
    while i <= n:
        if i % 15 == 0:
            print("tracing the FizzBuzz branch")
            tf.print("FizzBuzz")
        elif i % 3 == 0:
            print("tracing the Fizz branch")
            tf.print("Fizz")
        elif i % 5 == 0:
            print("tracing the Buzz branch")
            tf.print("Buzz")
        else:
            print("tracing the number branch")
            tf.print(i)
        i += 1
    return i


print("returned", fizzbuzz(tf.constant(15)).numpy())
print("returned", fizzbuzz(tf.constant(5)).numpy())
print("tracing count:", fizzbuzz.experimental_get_tracing_count())
