# Iterating a RaggedTensor, its == / != and its refusal as a bool or dict key, as TF 2.20's
# ragged code gives them: ragged_getitem._ragged_getitem raises IndexError("Row key {} out of
# bounds") for a row key >= nrows eagerly, so a for loop ends after the last row (a key below
# -nrows fails in starts[row_key], row_splits[:-1]'s strided slice: InvalidArgumentError);
# ragged_operators.py makes __eq__ / __ne__ ragged_math_ops.tensor_equals / tensor_not_equals
# (tf.math.equal / not_equal, or False / True when the shapes do not broadcast, the
# ragged_eq docstring's examples; a tf.Tensor's == with a RaggedTensor dispatches there too,
# and `other is None` gives False for both); ragged_bool and ragged_hash raise TypeError
# "RaggedTensor may not be used as a boolean." / "RaggedTensor is unhashable.".
# RaggedTensor.get_shape() is the shape property, and a tf.Tensor compared with <, >= ... to a
# RaggedTensor runs the ragged comparison (ragged_ge's docstring examples).
import tensorflow as tf

rt = tf.ragged.constant([[1., 2.], [3., 4., 5.], [6.]])
for row in rt:
    print(row)
try:
    rt[5]
except IndexError as e:
    print("IndexError:", e)
print(len(list(rt)), rt[-1])
try:
    rt[-5]
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e)

rt1 = tf.ragged.constant([[1, 2], [3]])
rt2 = tf.ragged.constant([[1, 2], [4]])
rt3 = tf.ragged.constant([[1, 2], [3, 4]])
print(rt1 == rt1)
print(rt1 == rt2)
print(rt1 != rt2)
print(rt1 == rt3, rt1 != rt3)
t = tf.constant([[1, 2], [3, 4]])
print(rt1 == t, t == rt1)
rt4 = tf.ragged.constant([[1, 2], [3, 4]])
print(rt4 == t)
print(t == rt4)
print(rt1 == None, rt1 != None)
print(rt1 == 3)

x = tf.ragged.constant([[1, 2], [3]])
try:
    if x:
        print("truthy")
except TypeError as e:
    print("TypeError:", e)
try:
    print(True if x == 1 else False)
except TypeError as e:
    print("TypeError:", e)
try:
    {x: 1}
except TypeError as e:
    print("TypeError:", e)
try:
    hash(x)
except TypeError as e:
    print("TypeError:", e)

print(tf.ragged.constant([[0], [1, 2]]).get_shape())
print(tf.ragged.constant([[[0, 1]], [[1, 2], [3, 4]]], ragged_rank=1).get_shape())
t1 = tf.constant([[2, 1], [4, 3]])
print(rt4 >= t1)
print(t1 >= rt4)
t2 = tf.constant([[2]])
print(rt4 >= t2)
print(t2 >= rt4)
print(tf.constant([[2], [4]]) < tf.ragged.constant([[1, 3, 5], [4]]))
