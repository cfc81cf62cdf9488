# tf.strings.upper / lower with the default encoding='' map ASCII letters only and keep every
# other byte (so UTF-8 text keeps its non-ASCII characters); inside a tf.function each is one
# StringUpper / StringLower node.
# TF source: tensorflow/core/kernels/string_upper_op.cc, string_lower_op.cc,
# tensorflow/core/ops/string_ops.cc (StringUpper, StringLower), python/ops/string_ops.py.
import tensorflow as tf

words = tf.constant(["Hello, World!", "crème brûlée", ""])
print(tf.strings.upper(words))
print(tf.strings.lower(words))
print(tf.strings.lower("ABC-xyz 42").numpy())


@tf.function
def shout(s):
    return tf.strings.upper(s) + "!"


print(shout(tf.constant(["hi", "yes"])))
print([op.type for op in shout.get_concrete_function(tf.TensorSpec([None], tf.string)).graph.get_operations()])
