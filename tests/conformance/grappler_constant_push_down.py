# Inside a tf.function, grappler's constant folding regroups constants (constant_folding.cc,
# ConstantPushDown): C op (X op Y), with C and Y constants, both ops + or - (or both * and /,
# after ReduceDivToReciprocalMul turned a division by a constant into * (1 / c)), runs as
# X op (C op Y) with C op Y folded and the signs worked out as its table does, when the inner
# result has no other reader. So (f - 32) * 5 / 9 runs as (f - 32) * 0.5555556, 10 - (x + 0.1)
# as 9.9 - x and (x - 0.3) - 0.1 as x - 0.4. A shared inner result (common subexpressions are
# merged first) keeps the grouping as written. Expected values: IEEE float32 arithmetic in the
# regrouped order (struct-packed float32 in Python).
import tensorflow as tf

f = tf.constant([-40.0, 0.0, 37.0, 41.0, 98.6, 100.0, 212.0, 451.0])

@tf.function
def to_celsius(f):
    return (f - 32) * 5 / 9

print(((f - 32) * 5 / 9).numpy())
print(to_celsius(f).numpy())

x = tf.constant([0.7, 1.3, 2.9, 5.1])

@tf.function
def regrouped(x):
    return 10.0 - (x + 0.1), (x - 0.3) - 0.1, 0.1 * (x * 3.0)

a, b, c = regrouped(x)
print(a.numpy(), (10.0 - (x + 0.1)).numpy())
print(b.numpy(), ((x - 0.3) - 0.1).numpy())
print(c.numpy(), (0.1 * (x * 3.0)).numpy())

@tf.function
def shared(x):
    t = x * 3.0
    return 0.1 * t, t / 7.0

d, e = shared(x)
print(bool(tf.reduce_all(d == 0.1 * (x * 3.0))), bool(tf.reduce_all(e == (x * 3.0) * (1 / tf.constant(7.0)))))
