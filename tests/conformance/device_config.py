# tf.device and tf.config's device functions on a machine with one CPU and no GPU, as TF 2.20
# behaves there: soft placement (on by default) runs ops requested on '/GPU:0' on the CPU, so
# eager tensors report the CPU's full name (framework/ops.py device_v2, eager/context.py). The
# memory-growth errors and the KeyError of get_memory_growth for a CPU are context.py's; the
# deprecation warnings are eager_function_run.py's deprecation.deprecated texts, logged once.
import tensorflow as tf

with tf.device("/GPU:0"):
    a = tf.constant([1.0, 2.0])
    b = a * 2
print(b.device)
print(a.device)
with tf.device("/CPU:0"):
    c = b + 1
print(c)
cpus = tf.config.experimental.list_physical_devices("CPU")
print(cpus)
print(tf.config.experimental.list_physical_devices("GPU"))
print(tf.config.experimental.list_logical_devices())
try:
    tf.config.experimental.set_memory_growth(cpus[0], True)
except ValueError as e:
    print("ValueError:", e)
try:
    tf.config.experimental.get_memory_growth(cpus[0])
except KeyError as e:
    print("KeyError:", e)
tf.config.set_visible_devices([], "GPU")
print(tf.config.get_visible_devices())

tf.config.experimental_run_functions_eagerly(True)
print(tf.config.experimental_functions_run_eagerly())


@tf.function
def f(x):
    print("python print", x)
    return x + 1


print(f(tf.constant(1)))
tf.config.experimental_run_functions_eagerly(False)
print(tf.config.experimental_functions_run_eagerly())
print(tf.config.functions_run_eagerly())

t0 = tf.timestamp()
print(t0.dtype, t0.shape, bool(t0 > 1.7e9))
print(tf.identity_n([tf.constant(1), tf.constant([2.0])]))
try:
    tf.device(lambda op: "/CPU:0")
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    with tf.device("/bogus:1"):
        pass
except ValueError as e:
    print("ValueError:", e)
