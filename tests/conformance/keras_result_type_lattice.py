# keras.backend.result_type follows Keras's type promotion lattice (keras/src/backend/common/
# dtypes.py, adapted from JAX): Python int/float are weak types, a weak result takes floatx()'s
# precision (Python ints alone, or bool with an int, give int32), unsigned meets signed one
# size up (uint8 + int8 -> int16, int64 + uint64 -> float32), bfloat16 meets float16 at
# float32, and a dtype off the lattice (string) is a ValueError. The ops use it: ops.arange(5)
# and ops.add(2, 3) are int32, a bool tensor plus 1 is int32, and a string tensor reaching
# Dense's matmul fails with the promotion error. Expected values: the lattice's least upper
# bounds worked out from _type_promotion_lattice and _lattice_result_type.
import numpy as np
import tensorflow as tf
import keras
from keras import ops

cases = [
    (int,), (float,), (bool,), (int, int), (int, float), ("bool", int), ("bool", "int8"),
    ("uint8", "int8"), ("uint8", "uint16"), ("uint32", "int32"), ("int64", "uint64"), ("uint8", int),
    ("int32", float), ("float16", float), ("bfloat16", "float16"), ("bfloat16", "float32"),
    ("int16", "float16"), ("float32", "float64"), ("complex64", "float64"), (None,), (None, "float16"), (),
    ("float32", "float32", "float32"), (tf.int8, np.int16),
]
for args in cases:
    print(args, keras.backend.result_type(*args))
for args in [("string", "float32"), ("float8_e4m3fn", "float32")]:
    try:
        keras.backend.result_type(*args)
    except ValueError as e:
        print("ValueError:", e)

print(ops.arange(5).dtype, ops.add(2, 3).dtype, ops.add(tf.constant([True, False]), 1))
print(ops.multiply(tf.constant([1, 2], dtype="uint8"), tf.constant([3, 4], dtype="int8")))
print(ops.add(tf.constant([1], "int32"), 1.5))
try:
    keras.layers.Dense(2)(np.array([["a", "b"]]))
except ValueError as e:
    print("ValueError:", e)
