# An eager op given a dtype its OpDef does not allow: the error summarizes the OpDef
# (op_def_util.cc SummarizeOpDef), listing each attr's allowed values: a type attr's as DT_
# names, a string attr's quoted (SummarizeAttrValue of the list(string) AttrValue), as in
# `attr=padding:string,allowed=["SAME", "VALID", "EXPLICIT"]`.
import tensorflow as tf

try:
    tf.nn.conv2d(tf.ones([1, 3, 3, 1], tf.uint8), tf.ones([1, 1, 1, 1], tf.uint8), 1, "VALID")
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__)
    print(e)
