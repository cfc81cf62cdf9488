# pooling_ops_test.testRawAvgPoolLargeKsizeRaiseError and testMaxPoolWithArgmaxKsizeOverflow
# (TF 2.20): the pooling kernels read ksize and strides as int32 lists, so a value past int32 is
# OpKernelConstruction::GetAttr's InvalidArgumentError "Attr ksize has value ... out of range for
# an int32" (node_def_util.cc), and MaxPoolWithArgmax refuses a ksize that is not positive
# ("ksize must be a positive int32 value") before it looks at the input.
import numpy as np
import tensorflow as tf


def show(f):
    try:
        print(f())
    except tf.errors.InvalidArgumentError as e:
        print("InvalidArgumentError:", e.message)


show(lambda: tf.raw_ops.AvgPool(value=np.ones([1, 1, 1, 1]), ksize=[1, 9223372036854775807, 1, 1], strides=[1, 1, 1, 1],
                                padding="SAME", data_format="NHWC"))
show(lambda: tf.raw_ops.MaxPool(input=np.ones([1, 1, 1, 1]), ksize=[1, 1, 1, 1], strides=[1, 2**31, 1, 1], padding="SAME"))
show(lambda: tf.raw_ops.AvgPool(value=np.ones([1, 2, 2, 1]), ksize=[1, 2, 2, 1], strides=[1, 1, 1, 1], padding="VALID"))
show(lambda: tf.raw_ops.MaxPoolWithArgmax(input=[[[[1., 1., 1.]]]], ksize=[1, -2**31, 4, 1], strides=[1, 1000, 1, 7],
                                          padding="SAME"))
show(lambda: tf.raw_ops.MaxPoolWithArgmax(input=[[[[1., 1., 1.]]]], ksize=[1, 2**40, 4, 1], strides=[1, 1, 1, 1],
                                          padding="SAME"))
