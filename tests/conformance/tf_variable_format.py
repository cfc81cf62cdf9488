# f-strings and str.format on a tf.Variable: BaseResourceVariable defines __repr__ only, and
# neither it, tf.Variable nor Tensor.OVERLOADABLE_OPERATORS (the operators a variable takes from
# Tensor) has __format__, so object.__format__ gives str(v), the repr
# (resource_variable_ops.py), and a format spec is object.__format__'s TypeError. (An eager
# tf.Tensor differs: _EagerTensorBase.__format__ formats its NumPy value.) Keras's optimizer
# puts the variable in its "Unknown variable" error the same way (base_optimizer.py,
# _check_variables_are_known).
import tensorflow as tf
import keras

w = tf.Variable([1.0, 2.0], name="w")
print(f"w = {w}")
print("w = {}".format(w))
print(f"w + 1 = {w + 1}")
try:
    print(f"{tf.Variable(0.5):.2f}")
except TypeError as e:
    print("TypeError:", e)
print(f"{tf.Variable(0.5).numpy():.2f}")

opt = keras.optimizers.SGD(learning_rate=0.1)
a = tf.Variable(1.0, name="a")
opt.apply_gradients([(tf.constant(1.0), a)])
print(a.numpy())
try:
    opt.apply_gradients([(tf.constant(1.0), tf.Variable(2.0, name="b"))])
except ValueError as e:
    print("ValueError:", e)
