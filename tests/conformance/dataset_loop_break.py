# `break` in `for x in dataset:` inside a tf.function. AutoGraph lowers it to a scan whose body
# is cond(not break_, body, pass-through), then take_while on that test, then reduce. The body
# is traced once (break_ joins the loop state, so the element is args_2 here), and the dataset
# produces one more element after the break -- take_while sees the test only on the element
# after it -- so a tf.print upstream shows that element too.
# TF source: tensorflow/python/autograph/operators/control_flow.py (_tf_dataset_for_stmt:
# scan_body, take_while_predicate, reduce_body), converters/break_statements.py.
import tensorflow as tf


def produce(x):
    tf.print("produced", x)
    return x


@tf.function
def first_over(ds, limit):
    found = tf.constant(-1, tf.int64)
    for x in ds:
        print("body traced with", x)
        if x > limit:
            found = x
            break
    return found


numbers = tf.data.Dataset.range(10).map(produce)
print(first_over(numbers, tf.constant(3, tf.int64)))
print(first_over(numbers, tf.constant(20, tf.int64)))


@tf.function
def running_total(ds):
    total = tf.constant(0, tf.int64)
    for x in ds:
        total += x
        if total > 5:
            break
    if total <= 5:
        tf.print("no break")
    return total


print(running_total(tf.data.Dataset.range(10)))
print(running_total(tf.data.Dataset.range(3)))
