# The shortest digits that read back exactly (numpy's Dragon4 in its unique mode, as Python's
# float repr): next to a power of two the correctly rounded digits of that length can name
# another float, so 2**-24 as a float64 is 5.960464477539063e-08 (its rounded 16 digits
# ...062 are another double). Arrays keep numpy's fixed precision of 8 digits.
import numpy as np
import tensorflow as tf

print(tf.constant(2.0 ** -24, dtype=tf.float64))
print(tf.constant([2.0 ** -24, 0.1], dtype=tf.float64))
print(np.float64(2.0 ** -24), np.array([2.0 ** -24]))
print(tf.constant(2.0 ** -24))
