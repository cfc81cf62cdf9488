# NumPy raises numpy._core._exceptions._ArrayMemoryError (a MemoryError subclass) when an
# array cannot be allocated; its text comes from _ArrayMemoryError.__str__ and
# _size_to_string in numpy/_core/_exceptions.py. TF ops that cannot allocate raise
# tf.errors.ResourceExhaustedError. Both are catchable.
import numpy as np
import tensorflow as tf

for make in [lambda: np.zeros((10**5, 10**5)),
             lambda: np.ones((3, 10**6, 10**4), dtype=np.float32),
             lambda: np.zeros(2**40, dtype=np.int8)]:
    try:
        make()
    except MemoryError as e:
        print(type(e).__module__, isinstance(e, MemoryError))
        print(e)
try:
    tf.zeros((10**5, 10**5))
except tf.errors.ResourceExhaustedError:
    print("ResourceExhaustedError caught")
print("still running")
