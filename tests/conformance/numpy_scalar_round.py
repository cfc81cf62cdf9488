# round() of NumPy values, as a training log rounds a loss: a NumPy scalar's __round__
# (numpy/_core/src/multiarray/scalartypes.c.src) rounds with ndarray.round and, without ndigits,
# returns int(result); with ndigits it returns a scalar of the same type (np.float32 here, whose
# str is the shortest repr). An ndarray's __round__ is ndarray.round (round half to even).
import numpy as np
import tensorflow as tf

loss = tf.constant(0.123456)
rounded = round(loss.numpy(), 4)
print(rounded, type(rounded).__name__)
print(round(np.float32(2.5)), type(round(np.float32(2.5))).__name__, round(np.float64(3.7)), round(np.float64(-0.5)))
print(repr(round(np.float64(3.14159), 2)), round(np.int64(7)))
print(round(np.array([1.25, 2.5, 3.5])), round(np.array([1.25, 2.5]), 1))
print(f"loss {round(float(loss), 3)}")
