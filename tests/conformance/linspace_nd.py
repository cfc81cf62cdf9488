# tf.linspace (math_ops.linspace_nd): N-D start and stop broadcast against each other, the
# values laid out along `axis`, eagerly and inside a tf.function (static shape (2, 4, 2)).
# Expected text: the docstring of linspace_nd in tensorflow/python/ops/math_ops.py (the two
# [0., 5.] -> [10., 40.] examples and "tf.linspace(10.0, 12.0, 3) => [10. 11. 12.]"); the other
# values follow its arithmetic: delta = (stop - start) / max(num - 1, 1) in the start dtype
# (truediv: int32 endpoints give float64), start + delta * [1 .. num-2] between the exact
# endpoints, sliced to `num` along `axis` (num=1 keeps start, num=0 is empty); a float `num`
# raises array_ops.convert_to_int_tensor's TypeError. Inside the tf.function, num is a constant,
# so grappler's constant folding folds the divisor to 3.0 and its ReduceDivToReciprocalMul runs
# the division as a multiplication by 1/3 (0.33333334f): 7/3 shows 2.3333335, 14/3 4.666667.
import tensorflow as tf

print(repr(tf.linspace([0., 5.], [10., 40.], 5, axis=0)))
print(repr(tf.linspace([0., 5.], [10., 40.], 5, axis=-1)))
print(tf.linspace(10.0, 12.0, 3, name="linspace"))
print(tf.linspace(0, 1, 5))
print(tf.linspace(0., 1., 1))
print(tf.linspace(0., 1., 0))
print(tf.linspace(tf.constant([[0.], [1.]]), 3., 3))
try:
    tf.linspace(0., 1., 2.5)
except TypeError as e:
    print("TypeError:", e)


@tf.function
def f(a, b):
    out = tf.linspace(a, b, 4, axis=1)
    print(out.shape)
    return out


print(f(tf.constant([[0.], [1.]]), tf.constant([3., 7.])))
