# Keywords, defaults and equal literals
# Arguments are bound to parameters (defaults filled in) before
# the cache key is built, and Python literals compare with ==.
# Which of these calls trace?
import tensorflow as tf

@tf.function
def power(x, exponent=2):
    print("tracing with exponent", exponent)
    y = x ** exponent
    tf.print("power ->", y)
    return y

x = tf.constant(3.0)
power(x)
power(x, 2)
power(x, exponent=2)
power(x, 2.0)
power(x, 3)
print("traces:", power.experimental_get_tracing_count())
