# tf.strings.strip: gen_string_ops.string_strip's docstring example (api_def StringStrip:
# array([b'TensorFlow', b'The python library'], dtype=object)); the whitespace it strips is
# absl::StripAsciiWhitespace's (space, \t, \n, \v, \f, \r), inner spaces stay.
# tf.Variable.__div__/__rdiv__ are the Tensor operators on the variable's value (math_ops.div:
# RealDiv for floats, FloorDiv for integers).
import tensorflow as tf

print(tf.strings.strip(["\nTensorFlow", "     The python library    "]).numpy())
print(tf.strings.strip(tf.constant([["\t a b \r\n", ""], ["x", " \v\f "]])))
v = tf.Variable(7)
print(v.__div__(2), v.__rdiv__(15))
w = tf.Variable(3.0)
print(w.__div__(2.0))
