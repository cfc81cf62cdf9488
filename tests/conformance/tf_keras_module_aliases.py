# tf.losses, tf.metrics, tf.optimizers and tf.initializers are TF 2.16+'s aliases of Keras 3's
# modules (tensorflow/__init__.py: _KerasLazyLoader(globals(), submodule="losses", ...)), so the
# text-classification tutorial's tf.metrics.BinaryAccuracy is Keras's class.
import keras
import tensorflow as tf

print(tf.metrics.BinaryAccuracy is keras.metrics.BinaryAccuracy)
print(tf.losses.MeanSquaredError()(tf.constant([1.0, 2.0]), tf.constant([1.5, 2.5])).numpy())
print(type(tf.optimizers.SGD(0.1)).__name__, tf.initializers.Zeros()(shape=(2,)))
print("BinaryAccuracy" in dir(tf.metrics), "Adam" in dir(tf.optimizers))
