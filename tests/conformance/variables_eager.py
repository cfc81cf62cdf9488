# tf.Variable outside tf.function: reprs, names, assign methods (which return the variable's
# "UnreadVariable" view), operators and conversions that read the value, and TF's errors.
# TF source: tensorflow/python/ops/resource_variable_ops.py (BaseResourceVariable.__repr__,
# assign/assign_add/assign_sub, _lazy_read, _UnreadVariable.name, the __iadd__ RuntimeError),
# tensorflow/python/ops/variables.py (Variable.__hash__).
import tensorflow as tf

v = tf.Variable([1.0, 2.0])
print(v)
print(repr(v))
w = tf.Variable(3, name="w")
print(w)
print(w.name, w.dtype, w.shape, w.trainable)
frozen = tf.Variable(1.5, trainable=False)
print(frozen.name, frozen.trainable)
print(v.numpy())
print(v.read_value())
print(v.value())

r = v.assign([3.0, 4.0])
print(r)
print(v.assign_add([1.0, 1.0]))
print(v.assign_sub([0.5, 0.5]).numpy())
print(v.assign([0.0, 0.0], read_value=False))

print(v + 1)
print(v * v)
print(2 - w)
print(w > 2)
print(v[1])
print(tf.convert_to_tensor(w))
print(tf.reduce_sum(v))
print(float(frozen), int(w))
print(isinstance(v, tf.Variable), type(v).__name__, type(r).__name__)

try:
    v.assign([1.0, 2.0, 3.0])
except ValueError as e:
    print("ValueError:", e)
try:
    w.assign(1.5)
except TypeError as e:
    print("TypeError:", e)
try:
    w += 1
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    {v: 1}
except TypeError as e:
    print("TypeError:", e)
