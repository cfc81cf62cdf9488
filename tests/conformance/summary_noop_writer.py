# tf.summary.create_noop_writer (summary_ops_v2._NoopSummaryWriter: set_as_default, as_default,
# init, flush and close do nothing; as_default yields None and leaves the default writer as it
# was), tf.summary.SummaryWriter as both writers' base class, and tf.summary.flush (the default
# writer's flush, or no_op() without one: None in eager). The trace functions are not emulated.
import tensorflow as tf
writer = tf.summary.create_noop_writer()
print(isinstance(writer, tf.summary.SummaryWriter), type(writer).__name__)
with writer.as_default(step=1) as w:
    print(w, tf.summary.scalar("loss", 0.5))
writer.set_as_default()
print(tf.summary.flush(), writer.flush(), writer.close())
real = tf.summary.create_file_writer("logs")
print(isinstance(real, tf.summary.SummaryWriter))
with real.as_default(step=3):
    with writer.as_default():
        print(tf.summary.scalar("loss", 0.25))
    print(tf.summary.flush())
try:
    tf.summary.trace_off()
except NotImplementedError as e:
    print("NotImplementedError:", e)
