# TF 2.20's public modules hold only the names TF's API goldens list
# (tensorflow/tools/api/golden/v2/tensorflow.<module>.pbtxt): a name a module lacks, such as the
# TF 1 names old tutorials use (tf.train.AdamOptimizer, tf.train.GradientDescentOptimizer,
# tf.placeholder, tf.Session, tf.contrib), is CPython 3.12's module AttributeError
# ("module '<__name__>' has no attribute '<name>'", Objects/moduleobject.c module_getattro),
# and hasattr is False. tf.train and the other modules are TF's generated packages, imported by
# tensorflow/__init__.py as `from tensorflow._api.v2 import train`, so their __name__ is
# tensorflow._api.v2.train. TF 2.20 has no tf.estimator (the recent tensorflow.pbtxt golden
# lists none) and no tf.nn.rnn_cell. A name TF has and tfplay does not emulate
# (tf.queue.FIFOQueue) raises tfplay's NotImplementedError naming it.
import tensorflow as tf


def show(get):
    try:
        get()
    except AttributeError as e:
        print("AttributeError:", e)
    except NotImplementedError as e:
        print("NotImplementedError:", e)


show(lambda: tf.train.AdamOptimizer)
show(lambda: tf.train.GradientDescentOptimizer)
show(lambda: tf.train.Saver)
show(lambda: tf.placeholder)
show(lambda: tf.Session)
show(lambda: tf.contrib)
show(lambda: tf.estimator)
show(lambda: tf.nn.rnn_cell)
show(lambda: tf.io.FooBar)
show(lambda: tf.saved_model.FooBar)
for m in [tf.audio, tf.compat, tf.feature_column, tf.graph_util, tf.io, tf.lite, tf.mlir, tf.profiler,
          tf.quantization, tf.queue, tf.saved_model, tf.sysconfig, tf.tpu, tf.train, tf.xla]:
    print(m.__name__, hasattr(m, "FooBar"))
print(hasattr(tf.train, "ClusterSpec"), hasattr(tf.queue, "FIFOQueue"), hasattr(tf.compat, "as_bytes"))
show(lambda: tf.queue.FIFOQueue(3, tf.float32))
