# Repeated computations and variable reads in one tf.function: TF's function runtime may run an
# identical computation once (grappler's common subgraph elimination), but every read of a
# variable made after an assignment to it sees the assigned value (automatic control
# dependencies put each read after the variable's last write), and reads of the same value
# agree. Expected values worked out by hand from program order.
import tensorflow as tf

v = tf.Variable(1.0)
w = tf.Variable(5.0)
steps = tf.Variable(0, dtype=tf.int64)


@tf.function
def f(x):
    a = v * 2.0
    v.assign_add(x)
    b = v * 2.0
    c = v * 2.0
    w.assign(c)
    d = w * 2.0
    e = v * 2.0
    return a, b, c, d, e


print([float(t) for t in f(tf.constant(3.0))])
print([float(t) for t in f(tf.constant(3.0))])
print(float(v), float(w))


@tf.function
def adam_like(grads):
    # One chain per variable from the same reads (as Keras's optimizers build), then the
    # counter's increment: every chain sees the step before it.
    out = []
    for g in grads:
        t = tf.cast(steps + 1, tf.float32)
        out.append(g * tf.sqrt(1.0 - tf.pow(0.999, t)) / (1.0 - tf.pow(0.9, t)))
    steps.assign_add(1)
    t_after = tf.cast(steps + 1, tf.float32)
    return out, t_after


for _ in range(2):
    out, t_after = adam_like([tf.constant(1.0), tf.constant(2.0)])
    print([round(float(o), 4) for o in out], float(t_after))


table = tf.Variable([1.0, 2.0, 3.0])


@tf.function
def gathers():
    # A gather from the variable (ResourceGather) before and after an assignment to it.
    before = tf.gather(table, [2, 0])
    table.assign(table * 10.0)
    after = tf.gather(table, [2, 0])
    again = tf.gather(table, [2, 0])
    return before, after, again


print([t.numpy().tolist() for t in gathers()])
