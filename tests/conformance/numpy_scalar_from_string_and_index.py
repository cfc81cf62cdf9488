# NumPy scalar types read strings as Python does (np.float64('nan'), np.int64('7'), float()'s
# and int()'s ValueErrors; np.bool_ takes a string's truth), and a scalar indexes as NumPy's
# gentype_subscript: x[()] is x, x[...] a 0-d array, anything else "invalid index to scalar
# variable.".
import numpy as np
for f in (lambda: np.float64('nan'), lambda: np.float32('1.5'), lambda: np.int64('7'), lambda: np.float64(1.5)[()], lambda: np.float64('abc')):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
for f in (lambda: np.bool_('False'), lambda: np.bool_(''), lambda: np.int64('abc'), lambda: np.float64(2.5)[...], lambda: np.int64(3)[0], lambda: np.complex128('1+2j')):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
x = np.float32(1.5)
print(x[()] is x)
