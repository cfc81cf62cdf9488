# np.result_type, np.promote_types, np.tensordot and np.pad's index modes, as NumPy 2.x computes
# them. Promotion: numpy/_core/multiarray promote_types/result_type with NEP 50 (Python scalars
# are weak: they raise only the kind); the expected dtypes are NumPy's promotion table. tensordot
# is numpy/_core/numeric.py's (its docstring's a (3,4,5) x b (4,3,2) example gives the 5x2
# result below; "shape-mismatch for sum"). pad: numpy/lib/_arraypad_impl.py ('reflect' mirrors
# about the edge values, 'symmetric' repeats them; its docstring's examples; a one-element axis
# reflects as 'edge'; "unsupported keyword arguments for mode ..." and "mode '...' is not
# supported").
import numpy as np
print(np.result_type(np.int32, np.float32), np.promote_types(np.int32, np.float32))
print(repr(np.promote_types('i4', 'f4')), np.promote_types(np.uint8, np.int8), np.promote_types(np.int64, np.uint8), np.promote_types(np.bool_, np.int16))
print(np.result_type(1, np.int8), np.result_type(np.int8(1), 1.0), np.result_type(3, 2.0), np.result_type(True))
print(np.result_type(np.arange(3), 1.5), np.result_type(np.float32, 1j), np.result_type(np.ones(2, np.float16), np.int8))
print(np.tensordot(np.ones((2,3)), np.ones((3,4)), axes=1))
print(np.tensordot(np.arange(6).reshape(2,3), np.arange(6).reshape(3,2), axes=([1],[0])))
print(repr(np.tensordot(np.arange(3.0), np.arange(3.0), axes=1)))
a = np.arange(60.).reshape(3,4,5); b = np.arange(24.).reshape(4,3,2)
print(np.tensordot(a, b, axes=([1,0],[0,1])))
try:
    np.tensordot(np.ones((2,3)), np.ones((2,3)), axes=1)
except ValueError as e:
    print("ValueError", e)
print(np.pad(np.array([1,2,3]), 2, mode='reflect'))
print(np.pad(np.array([1,2,3]), 2, mode='symmetric'))
print(np.pad(np.array([1,2,3]), (5, 4), mode='reflect'))
print(np.pad(np.array([1,2,3]), (5, 4), mode='symmetric'))
print(np.pad(np.array([1,2,3]), (1, 2), mode='edge'), np.pad(np.array([1,2,3]), (4, 2), mode='wrap'))
print(np.pad(np.arange(6).reshape(2,3), ((1,1),(2,2)), mode='reflect'))
print(np.pad(np.array([7]), 2, mode='reflect'))
try:
    np.pad(np.array([1,2]), 1, mode='reflect', constant_values=3)
except ValueError as e:
    print("ValueError", e)
try:
    np.pad(np.array([1,2]), 1, mode='bogus')
except ValueError as e:
    print("ValueError", e)
