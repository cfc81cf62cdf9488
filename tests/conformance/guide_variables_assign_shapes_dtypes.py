# Introduction to Variables: assign(read_value=False) returns None, slice assignment, assign with
# a wrong shape (resource_variable_ops.py ValueError) and assign_add with one (the
# AssignAddVariableOp kernel's 'Cannot update variable with shape [2] using a Tensor with shape
# [1], shapes must be equal.'), a variable declared with an unknown shape accepting any shape,
# dtypes inferred from initial values, tf.Variable() without a value (variables.py's ValueError),
# variables in ops, and len() of a variable (ResourceVariable defines no __len__).
import tensorflow as tf

a = tf.Variable([1.0, 2.0])
print(a.assign([3.0, 4.0], read_value=False))
print(a[0].numpy(), a[1:].numpy())
a[0].assign(10.0)
print(a.numpy())
try:
    a.assign([1.0, 2.0, 3.0])
except ValueError as e:
    print("ValueError:", e)
try:
    a.assign_add([1])
except Exception as e:
    print(type(e).__name__, e)
v = tf.Variable(tf.zeros([2, 2]), shape=tf.TensorShape(None))
v.assign(tf.ones([3]))
print(v.shape, v.numpy())
w = tf.Variable(5, dtype=tf.float32, name="w", trainable=True)
print(w)
print(tf.Variable(True))
print(tf.Variable("hi"))
print(tf.Variable([1, 2]).dtype, tf.Variable(1.5).dtype, tf.Variable(tf.constant(1, tf.int8)).dtype)
try:
    tf.Variable()
except Exception as e:
    print(type(e).__name__, e)
x = tf.Variable([[1, 2], [3, 4]])
print(x + 1)
print(tf.reduce_sum(x))
print(x.value(), x.read_value().numpy())
print(x.constraint, x.trainable)
print(list(x.shape), x.get_shape())
try:
    len(x)
except TypeError as e:
    print("TypeError:", e)
