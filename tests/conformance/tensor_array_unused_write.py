# TensorArray.write is decorated with @tf_should_use.should_use_result(warn_in_eager=True)
# (tensorflow/python/ops/tensor_array_ops.py): run eagerly it returns the TensorArray wrapped in
# tf_should_use.py's ShouldUseWrapper, and a wrapper dropped before any attribute of it is read
# logs _TFShouldUseHelper._check_sated's error through tf_logging.error, with the last five
# frames of traceback.format_stack at the write (each rstripped, joined with ""). Reading an
# attribute (`ta = ta.write(...)` then `ta.stack()`) or mark_used() marks it used; inside a
# tf.function nothing is wrapped or logged. unstack/scatter/split use should_use_result without
# warn_in_eager, so eagerly they return the TensorArray itself.
import tensorflow as tf

ta = tf.TensorArray(tf.float32, size=3)
ta.write(0, 1.0)


def fill(array, i):
    array.write(i, 2.0)


fill(ta, 1)
ta = ta.write(2, 3.0)
print(type(ta))
print(ta.stack())
w = ta.write(0, 5.0)
w.mark_used()
print(ta.read(0))
print(type(tf.TensorArray(tf.float32, size=2).unstack([1.0, 2.0])))


@tf.function
def in_graph():
    t = tf.TensorArray(tf.float32, size=1)
    t.write(0, 1.0)
    return t.size()


print(in_graph())


# A missing attribute is the TensorArray's own AttributeError (the wrapper reads it there).
try:
    ta.write(0, 1.0).stak()
except AttributeError as e:
    print(e)
