# tf.get_logger(): the 'tensorflow' logger that tf_logging.get_logger configures when the root
# logger has no handlers (a stderr StreamHandler with logging.BASIC_FORMAT, level NOTSET, so
# the effective level is WARNING). setLevel("ERROR") also silences TF's own warnings, such as
# the retracing warning, which go through the same logger.
# Expected text derived from tensorflow/python/platform/tf_logging.py and CPython's logging.
import tensorflow as tf

log = tf.get_logger()
print(log, log is tf.get_logger(), log.level, log.getEffectiveLevel())
log.info("info is below the effective level")
log.warning("watch out: %d retries left", 2)
log.error("failed")
log.setLevel("ERROR")
log.warning("not printed")
print(log, log.level)


@tf.function
def echo(x):
    return x


for n in range(1, 8):
    echo(tf.zeros([n]))
print("traces:", echo.experimental_get_tracing_count())
