# The tf.function guide's concrete function of strings called with an int: the structured
# signature refuses the int32 tensor, the flat signature takes any tensor, and the eager runtime
# then checks dtypes (core/common_runtime/eager/execute.cc): InvalidArgumentError naming the
# function (its number is TF's ops.uid(), compared loosely).
import tensorflow as tf
@tf.function
def double(a):
    return a + a
double_strings = double.get_concrete_function(tf.constant("a"))
try:
    double_strings(tf.constant(1))
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__, e)
