# The Variables guide's (commented-out) tf.debugging.set_log_device_placement, and its getter.
# Expected text from TF 2.20's framework/config.py (get_log_device_placement returns
# context().log_device_placement, False unless turned on; set_log_device_placement(False)
# only sets it) and eager/context.py (the flag starts False).
import tensorflow as tf

print(tf.debugging.get_log_device_placement())
print(tf.debugging.set_log_device_placement(False))
print(tf.debugging.get_log_device_placement())
with tf.device("CPU:0"):
    v = tf.Variable([[1.0, 2.0]])
    print((v * 2).device)
