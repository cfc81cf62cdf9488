# A for loop over a tf.data.Dataset inside tf.function may carry a TensorArray: the loop
# becomes a dataset reduction whose state holds the TensorArray (its TensorArraySpec), written
# once per element, nested loops over each element's rows included.
# TF source: tensorflow/python/autograph/operators/control_flow.py (_tf_dataset_for_stmt:
# dataset.reduce over the loop variables' structure); autograph/tests/loop_basic_test.py
# (test_nested_for_loops_dense with a dataset input).
import tensorflow as tf


def nested_for_loops(m):
    l = tf.TensorArray(tf.int32, size=0, dynamic_size=True, element_shape=())
    for i in m:
        s = 0
        for j in i:
            s = s * 10 + j
        l = l.write(l.size(), s)
    return l.stack()


def collect(ds):
    l = tf.TensorArray(tf.int64, size=0, dynamic_size=True)
    n = 0
    for x in ds:
        l = l.write(n, x * x)
        n += 1
    return l.stack(), n


print(tf.function(nested_for_loops)(tf.data.Dataset.from_tensor_slices(tf.constant([[1, 2], [3, 4]]))))
print(nested_for_loops(tf.data.Dataset.from_tensor_slices(tf.constant([[1, 2], [3, 4]]))))
print(tf.function(collect)(tf.data.Dataset.range(4)))
