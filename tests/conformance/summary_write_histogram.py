# tf.summary.write, histogram, text, image, graph, record_if and experimental.summary_scope
# (tensorflow/python/ops/summary_ops_v2.py; tensorboard/plugins/histogram/summary_v2.py):
# without a default writer or when record_if's condition is false they write nothing and
# return False, else True; summary_scope yields the tag (with the enclosing name scope) and the
# name scope made from the name without invalid characters; graph() takes only a tf.Graph.
# create_file_writer makes the log folder (SummaryFileWriter::Initialize); tfplay writes no
# events file into it.
import os
import tensorflow as tf

w = tf.summary.create_file_writer("logs/run1")
print(os.listdir("logs"), os.listdir("logs/run1"))
print(tf.summary.histogram("h", [1.0, 2.0], step=0))
with w.as_default(step=3):
    print(tf.summary.histogram("h", [1.0, 2.0]))
    print(tf.summary.write("t", tf.constant([1, 2]), step=1))
    print(tf.summary.write("lazy", lambda: tf.constant("text")))
    with tf.summary.record_if(False):
        print(tf.summary.scalar("s", 1.0), tf.summary.histogram("h", [1.0]), tf.summary.write("t", 1))
    with tf.summary.record_if(lambda: True):
        print(tf.summary.scalar("s", 1.0))
    with tf.summary.experimental.summary_scope("a b", "d") as (tag, scope):
        print(repr(tag), repr(scope))
    with tf.summary.experimental.summary_scope(None, "default") as (tag, scope):
        print(repr(tag), repr(scope))
    with tf.name_scope("outer"):
        with tf.summary.experimental.summary_scope("x") as (tag, scope):
            print(repr(tag), repr(scope))
    try:
        tf.summary.graph(3)
    except ValueError as e:
        print("ValueError:", e)
    print(tf.summary.graph(tf.Graph()))


@tf.function
def step_fn(x):
    tf.summary.histogram("x", x, step=0)
    return tf.summary.write("y", x * 2, step=0)


def write_graph():
    return tf.summary.graph(tf.Graph())


with w.as_default():
    print(step_fn(tf.constant([1.0, 2.0])))
    try:
        tf.function(write_graph)()
    except ValueError as e:
        print("ValueError:", e)
print(step_fn(tf.constant([1.0, 2.0])))

# text takes strings only (check_ops.assert_type); image takes 4-D data (assert_rank), converted
# to uint8 (tensorboard/plugins/image/summary_v2.py).
with w.as_default(step=0):
    print(tf.summary.text("note", "hello"), tf.summary.text("notes", tf.constant(["a", "b"])))
    print(tf.summary.image("img", tf.zeros((2, 4, 4, 1)), max_outputs=1))
    for bad in [lambda: tf.summary.text("n", 3), lambda: tf.summary.image("i", tf.zeros((4, 4)))]:
        try:
            bad()
        except (TypeError, ValueError) as e:
            print(type(e).__name__ + ":", e)
print(tf.summary.text("note", "no writer"))
