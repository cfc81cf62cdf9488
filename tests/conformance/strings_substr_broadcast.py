# tf.strings.substr broadcasts input against pos/len (substr_op.cc's BCast path without folding: one or two
# dimensions; an out-of-range pos names its index there). The first example is the docstring's.
import tensorflow as tf
print(tf.strings.substr(b'thirteen', [1, 5, 7], [3, 2, 1]))
print(tf.strings.substr([[b'ten', b'eleven', b'twelve'], [b'thirteen', b'fourteen', b'fifteen']], [1, 2, 3], [2, 3, 4]))
print(tf.strings.substr([[b'ten'], [b'eleven']], [[0, 1]], [[2, 2]]))
for args in ((b'abc', [1, 9], [1, 1]), ([b'ab', b'cd'], [[0], [1], [2]], [[1], [1], [1]]), ([[[b'a']]], [[[0, 0]], [[0, 0]]], [[[1, 1]], [[1, 1]]])):
    try:
        print(tf.strings.substr(*args))
    except tf.errors.OpError as e:
        print(type(e).__name__, e.message)
print(tf.strings.substr(tf.constant([], tf.string), [0], [1]))
