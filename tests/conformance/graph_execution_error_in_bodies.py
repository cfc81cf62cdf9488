# The defining stack of an op made in an `if` or loop body of a converted tf.function lists the
# statement's line before the op's: AutoGraph turns each body into a nested function (if_body,
# loop_body) called from the converted function at the statement, and TF maps both generated
# frames back to the original lines, named after the original function.
# TF source: tensorflow/python/autograph/impl/api.py (StackTraceMapper: generated locations ->
# origin file, line and function_name), tensorflow/python/autograph/pyct/origin_info.py
# (function_name is the enclosing def), tensorflow/python/autograph/operators/control_flow.py
# (_py_if_stmt calls body() or orelse(); _py_for_stmt calls body(target) per item),
# tensorflow/python/eager/polymorphic_function/atomic_function.py (the error text).
import tensorflow as tf

spec = tf.TensorSpec([None, None], tf.float32)


@tf.function(input_signature=[spec, spec])
def chain(x, w):
    for _ in range(2):
        x = tf.matmul(x, w)
    return x


print(chain(tf.ones([2, 3]), tf.ones([3, 3])).numpy().tolist())
try:
    chain(tf.ones([2, 3]), tf.ones([2, 2]))
except tf.errors.InvalidArgumentError as e:
    print(e)


@tf.function
def first_and_last(x, keep):
    if keep:
        x = tf.gather(x, [0, 5])
    return x


try:
    first_and_last(tf.constant([1, 2, 3]), True)
except tf.errors.InvalidArgumentError as e:
    print(e)
