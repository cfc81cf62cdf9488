# tf.get_logger() is the standard library's logging.getLogger('tensorflow')
# (tensorflow/python/platform/tf_logging.py get_logger), so silencing that logger the usual way
# also silences TF's own warnings, here the retracing warning of a function traced once per
# shape (tensorflow/python/eager/polymorphic_function/polymorphic_function.py).
import logging
import tensorflow as tf

logging.getLogger("tensorflow").setLevel(logging.ERROR)
print(tf.get_logger() is logging.getLogger("tensorflow"), tf.get_logger().level)
print(tf.get_logger())


@tf.function
def echo(x):
    return x


for n in range(1, 8):
    echo(tf.zeros([n]))
print("traces:", echo.experimental_get_tracing_count())
tf.get_logger().setLevel(logging.WARNING)
tf.get_logger().warning("loud again")
