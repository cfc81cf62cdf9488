# `for x in iterator:` inside a tf.function (TF 2.20 autograph/operators/control_flow.py
# _tf_iterator_for_stmt): a while loop whose state starts with has_next; each iteration calls
# get_next_as_optional() and runs the body (traced once) in a cond on has_value(). The loop uses
# the iterator's position: elements taken before the loop are skipped, a break leaves the rest
# (the element that broke the loop was taken). (A for/else is not converted: see
# autograph_loop_else_unconverted.py.)
import tensorflow as tf

ds = tf.data.Dataset.range(5)


@tf.function
def rest_sum():
    it = iter(ds)
    first = next(it)
    total = tf.constant(0, tf.int64)
    for x in it:
        print("tracing body", x)
        total += x
    return first, total


print(rest_sum())


@tf.function
def count_small(it):
    n = 0
    exhausted = True
    for x in it:
        if x > 2:
            exhausted = False
            break
        n += 1
    if exhausted:
        n = -1
    return n


it = iter(tf.data.Dataset.range(10))
print(count_small(it), next(it))
print(count_small(iter(tf.data.Dataset.range(2))))


@tf.function
def dot():
    s = tf.constant(0.0)
    for a, b in iter(tf.data.Dataset.from_tensor_slices(([1, 2], [3.0, 4.0]))):
        s += tf.cast(a, tf.float32) * b
    return s


print(dot())
