# What tutorials print first: tf.version.VERSION (tensorflow/python/framework/versions.py) and
# tf.test's environment checks on a CPU-only build without GPUs (tensorflow/python/platform/test.py:
# gpu_device_name is '' when no GPU device exists, is_built_with_cuda False; test_util.py's
# is_gpu_available is deprecated, so TF's deprecation decorator logs its notice once, naming the
# caller's line). A name TF has and tfplay lacks exists (hasattr) and raises when used.
import tensorflow as tf
print(tf.version.VERSION, tf.__version__)
print(repr(tf.test.gpu_device_name()), tf.test.is_built_with_cuda(), tf.config.list_physical_devices("GPU"))
print(tf.test.is_gpu_available())
print(tf.test.is_gpu_available())
print(hasattr(tf.version, "GIT_VERSION"), hasattr(tf.data, "FixedLengthRecordDataset"))
try:
    print(tf.version.GIT_VERSION)
except NotImplementedError as e:
    print("NotImplementedError:", e)
try:
    tf.data.FixedLengthRecordDataset(["x"], 4)
except NotImplementedError as e:
    print("NotImplementedError:", e)
