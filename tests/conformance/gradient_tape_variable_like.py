# Variable-like objects under GradientTape and tf.function, as Keras 3's TensorFlow backend
# makes them: a class deriving from tf.__internal__.types.Tensor (core.Tensor) that wraps a
# tf.Variable, sets `_should_act_as_resource_variable` and gives the wrapped variable's
# `handle` and `__tf_tensor__`. TF 2.20 sources: resource_variable_ops.is_resource_variable
# (true for such objects), backprop.GradientTape.gradient (every target and source goes
# through _handle_or_self, so a variable-like object stands for the wrapped variable's handle,
# whose resource dtype backprop_util.IsTrainable accepts; a target that is the source itself
# gets ones of the variable's shape, default_gradient.ones_like; nothing is read for it),
# resource_variable_ops.variable_accessed (reading the tf.Variable is what the tape watches:
# watched_variables() lists the tf.Variable), tensor_util.is_tf_type (tf.is_tensor), and
# GradientTape.watch (backprop._extract_tensors_and_variables accepts only tensors, variables
# and composite tensors, so watching the wrapper itself is a ValueError in TF 2.20).
# Inside a tf.function the wrapped variable is captured by reference like any tf.Variable
# read there. The expected values follow from d(w*w)/dw = 2w, d(w*x)/dw = x.
import tensorflow as tf


class Wrapped(tf.__internal__.types.Tensor):
    _should_act_as_resource_variable = True

    def __init__(self, variable):
        self.value = variable

    @property
    def handle(self):
        return self.value.handle

    @property
    def dtype(self):
        return self.value.dtype

    def __tf_tensor__(self, dtype=None, name=None):
        return tf.convert_to_tensor(self.value, dtype=dtype, name=name)


w = Wrapped(tf.Variable(3.0, name="w"))
bias = Wrapped(tf.Variable([1.0, 2.0], name="bias"))
print(tf.is_tensor(w), tf.is_tensor(w.value), tf.is_tensor(3.0))
print(w.handle.dtype, w.handle.shape)

with tf.GradientTape() as tape:
    y = tf.multiply(w, w)
print(tape.gradient(y, w))
print(tape.watched_variables())

with tf.GradientTape() as tape:
    y = tf.reduce_sum(tf.multiply(w, 2.0) + bias)
grads = tape.gradient(y, [w, bias])
print(grads)

with tf.GradientTape() as tape:
    y = tf.multiply(w, 2.0)
print(tape.gradient(y, {"w": w, "bias": bias}, unconnected_gradients=tf.UnconnectedGradients.ZERO))

with tf.GradientTape() as tape:
    pass
print(tape.gradient(w, w))
print([v.name for v in tape.watched_variables()])

try:
    with tf.GradientTape() as tape:
        tape.watch(w)
except ValueError as e:
    print("ValueError:", str(e).split(" of type ")[1])


@tf.function
def step(x):
    with tf.GradientTape() as tape:
        y = tf.multiply(w, x)
    print("traced with", [v.name for v in tape.watched_variables()])
    return tape.gradient(y, [w])


print(step(tf.constant(4.0)))
w.value.assign(5.0)
print(step(tf.constant(4.0)))
print(step.experimental_get_tracing_count())
print([v.name for v in step.get_concrete_function(tf.constant(4.0)).variables])
