# tf.summary.scalar inside a tf.function writes at every call (WriteSummary is a stateful op,
# kept although its result is unused) and returns True; without a default writer it returns
# False. The step comes from tf.summary.experimental.set_step (a variable, read live).
# TF source: tensorflow/python/ops/summary_ops_v2.py (write, create_file_writer_v2,
# _ResourceSummaryWriter.as_default), tensorboard/plugins/scalar/summary_v2.py (scalar).
# tfplay writes no event files: the return values are what can be observed.
import tensorflow as tf

writer = tf.summary.create_file_writer("/tmp/logs")
step = tf.Variable(0, dtype=tf.int64)
tf.summary.experimental.set_step(step)

print(tf.summary.scalar("unwritten", 1.0))


@tf.function
def train(x):
    print("tracing train")
    loss = x * x
    tf.summary.scalar("loss", loss)
    tf.print("step", step, "loss", loss)
    step.assign_add(1)
    return loss


with writer.as_default():
    print(tf.summary.scalar("eager", 0.5))
    for v in [1.0, 2.0, 3.0]:
        train(tf.constant(v))
print(step.numpy(), train.experimental_get_tracing_count())
try:
    tf.summary.experimental.set_step(None)
    with writer.as_default():
        tf.summary.scalar("no_step", 1.0)
except ValueError as e:
    print("ValueError:", e)
