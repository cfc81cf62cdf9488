# Introduction to Variables: shape/dtype/numpy, conversion to tensors, copying a variable, assign
# with a wrong shape (ValueError text from resource_variable_ops.py assign, whose tensor name gets
# a leading space), equal names allowed, trainable=False, assign_add returning the unread
# variable, device placement, and assigning a float32 tensor to a float64 variable
# (ops.convert_to_tensor's 'Tensor conversion requested dtype' ValueError).
import tensorflow as tf

v = tf.Variable([[1.0, 2.0], [3.0, 4.0]])
print("Shape:", v.shape)
print("DType:", v.dtype)
print("As NumPy:", v.numpy())
print(v)
print(tf.convert_to_tensor(v))
print(tf.math.argmax(v))
print(tf.reshape(v, [1, 4]))
b = tf.Variable(v)
v.assign([[5.0, 6.0], [7.0, 8.0]])
print(b.numpy())
print(v.numpy())
try:
    v.assign([1.0, 2.0])
except ValueError as e:
    print("ValueError:", e)
s = tf.Variable([1, 2, 3], name="mark")
t = tf.Variable([1, 2, 3], name="mark")
print(s.name, t.name, s == t)
step = tf.Variable(1, trainable=False)
print(step.trainable, step)
print(v.assign_add([[1.0, 1.0], [1.0, 1.0]]))
print(v.assign_sub(tf.ones([2, 2])).numpy())
with tf.device("CPU:0"):
    c = tf.Variable([1.0])
print(c.device)
x = tf.Variable(3.0, dtype=tf.float64)
print(x)
try:
    x.assign(tf.constant(1.0))
except Exception as e:
    print(type(e).__name__, e)
