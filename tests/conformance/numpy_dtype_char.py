# dtype.char: NumPy's one-character type codes (numpy/_core/_type_aliases.py sctypeDict and the
# array protocol on Linux: a C long is 64 bits, so int64 is 'l'); a str array's is 'U'.
import numpy as np

names = ["bool", "int8", "uint8", "int16", "int32", "int64", "float16", "float32", "float64", "complex64", "complex128"]
print([np.dtype(t).char for t in names])
print(np.array([1.5]).dtype.char, np.array([1]).dtype.char, np.array(["ab"]).dtype.char)
