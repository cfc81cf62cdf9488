# AutoGraph: if and while on tensors
# A Python `if`/`while` whose condition is a TENSOR becomes
# tf.cond/tf.while_loop: both branches and the loop body are
# traced once. A Python `range` loop is unrolled while tracing
# instead. Which trace-time prints appear, and how often?
import tensorflow as tf

@tf.function
def shrink(x):
    if x > 10:
        print("tracing the big branch")
        y = x - 10
    else:
        print("tracing the small branch")
        y = x * 2
    tf.print("shrink ->", y)
    return y

@tf.function
def countdown(n):
    while n > 0:
        print("tracing the loop body")
        tf.print("n =", n)
        n -= 1
    return n

@tf.function
def unrolled(k):
    total = tf.constant(0)
    for i in range(k):
        print("unrolling step", i)
        total += i
    tf.print("unrolled total:", total)
    return total

shrink(tf.constant(15))
shrink(tf.constant(3))
countdown(tf.constant(3))
unrolled(3)
