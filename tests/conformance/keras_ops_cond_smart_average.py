# keras.ops.cond on the TensorFlow backend is tf.__internal__.smart_cond.smart_cond unless the
# predicate is a tf.Variable (keras/src/backend/tensorflow/core.py, Keras 3.11.3): a predicate
# known while tracing (a Python bool, 1 or 0, a constant tensor) runs its branch in Python and
# adds no cond op; an unknown one becomes tf.cond. smart_cond's TypeErrors are TF 2.20's
# (tensorflow/python/framework/smart_cond.py). tf.cond itself refuses a Python bool in a graph
# ("pred must not be a Python bool", control_flow_ops.cond). keras.ops.cond calls a Cond operation
# (keras/src/ops/core.py), whose __call__ adds the call's arguments to an error's message
# (traceback_utils.inject_argument_info_in_traceback; its bound `*args` tuple, `kwargs` unbound).
# keras.ops.average with weights of another rank than x contracts them with
# tf.tensordot(x, weights, tf.convert_to_tensor([[axis], [0]])) (keras/src/backend/tensorflow/
# numpy.py average); tf.tensordot takes tensor axes as axes[0] and axes[1] (math_ops.tensordot's
# _tensordot_axes). Values worked by hand: row sums weighted [1, 0, 1] / 2 -> [2, 5].
import tensorflow as tf
import keras
from keras import ops


@tf.function
def python_pred(x):
    return ops.cond(True, lambda: x + 1, lambda: x - 1)


print(python_pred(tf.constant(1.0)))


@tf.function
def constant_pred(x):
    return ops.cond(tf.constant(False), lambda: x + 1, lambda: x - 1)


print(constant_pred(tf.constant(1.0)))
print([op.type for op in constant_pred.get_concrete_function(tf.constant(1.0)).graph.get_operations()])


@tf.function
def tensor_pred(x):
    return ops.cond(x > 0, lambda: x + 1, lambda: x - 1)


print(tensor_pred(tf.constant(-3.0)))
print("If" in [op.type for op in tensor_pred.get_concrete_function(tf.constant(1.0)).graph.get_operations()]
      or "StatelessIf" in [op.type for op in tensor_pred.get_concrete_function(tf.constant(1.0)).graph.get_operations()])


@tf.function
def raw_cond(x):
    return tf.cond(True, lambda: x + 1, lambda: x - 1)


try:
    raw_cond(tf.constant(1.0))
except TypeError as e:
    print("TypeError", "pred must not be a Python bool" in str(e))

print(ops.cond(1, lambda: "one", lambda: "zero"), ops.cond(0, lambda: "one", lambda: "zero"))
try:
    ops.cond("yes", lambda: 1, lambda: 2)
except TypeError as e:
    print("TypeError:", e)
try:
    tf.__internal__.smart_cond.smart_cond(True, 1, lambda: 2)
except TypeError as e:
    print("TypeError:", e)
print(tf.__internal__.smart_cond.smart_constant_value(tf.constant(True)))

x = ops.array([[1.0, 5.0, 3.0], [4.0, 2.0, 6.0]])
print(ops.average(x, axis=1, weights=ops.array([1.0, 0.0, 1.0])))
print(ops.average(x, axis=0, weights=ops.array([1.0, 3.0])))
print(ops.average(x, weights=ops.ones((2, 3))))
print(tf.tensordot(x, tf.constant([1.0, 0.0, 1.0]), tf.convert_to_tensor([[1], [0]])))
