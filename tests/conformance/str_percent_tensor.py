# "fmt" % x runs str's own % (CPython's unicode_mod, the left operand's nb_remainder) before
# the right operand's __rmod__: a tensor or NumPy scalar is formatted through its __float__,
# __index__ or str(), not turned into a tensor op (Objects/abstract.c binary_op1; Objects/
# unicodeobject.c PyUnicode_Format).
import numpy as np
import tensorflow as tf

loss = tf.constant(0.123456)
print("loss: %.4f" % loss)
print("%.2f" % loss.numpy())
print("%d items" % (np.int64(3),))
print("step %d of %d" % (tf.constant(7), np.int32(9)))
print("%s" % tf.constant([1, 2]))
print("%5.1f|%-4d|%s" % (np.float64(2.25), tf.constant(5, tf.int64), np.float32(0.5)))
