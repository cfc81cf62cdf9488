# A TF function given a RaggedTensor that tfplay has no ragged kernel for raises
# NotImplementedError naming that function (TF 2.20 dispatches tf.math.cumsum, tf.nn.softmax,
# tf.add_n ... to ragged kernels in ragged_math_ops.py and ragged_dispatch.py, which tfplay does
# not emulate yet), also when the RaggedTensor sits in a list argument.
import tensorflow as tf

rt = tf.ragged.constant([[3, 1, 4, 1], [], [5, 9, 2], [6], []])
for name, fn in [
    ("tf.math.cumsum", lambda: tf.math.cumsum(rt, axis=1)),
    ("tf.nn.softmax", lambda: tf.nn.softmax(tf.cast(rt, tf.float32))),
    ("tf.add_n", lambda: tf.add_n([rt, rt])),
]:
    try:
        fn()
    except NotImplementedError as e:
        print(name, "->", e)
