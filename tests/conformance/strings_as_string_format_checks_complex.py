# tf.strings.as_string's format checks and complex values.
# AsStringOp's constructor (core/kernels/as_string_op.cc) rejects scientific or shortest for a
# type that is not floating or complex with one message, "scientific and shortest format not
# supported for datatype <T>" (as_string_op_test.cc NoShortestForNonFloat /
# NoScientificForNonFloat; as_string_op_test.py testInt asserts "scientific and shortest"), then
# "precision not supported for datatype <T>". Complex values take every format: each part goes
# through the float format inside "(real,imag)" (as_string_op_test.py testComplex compares with
# "(%g,%g)" for shortest and "(%e,%e)" for scientific). The message is printed without the eager
# op's function-name prefix and " [Op:AsString]" suffix.
import tensorflow as tf

x = tf.constant([1 + 2j, 0.5 - 3.25j], tf.complex64)
print(tf.strings.as_string(x))
print(tf.strings.as_string(x, shortest=True))
print(tf.strings.as_string(x, scientific=True))
print(tf.strings.as_string(tf.constant([1.5 + 2j], tf.complex128), precision=2))
for dtype in (tf.int32, tf.int8):
    for kwargs in (dict(scientific=True), dict(shortest=True), dict(precision=3)):
        try:
            tf.strings.as_string(tf.constant([1], dtype), **kwargs)
        except tf.errors.InvalidArgumentError as e:
            print(type(e).__name__, str(e).split("}} ")[-1].split(" [Op:")[0])
