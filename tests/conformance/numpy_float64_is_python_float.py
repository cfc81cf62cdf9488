# NumPy's float64 and complex128 scalars derive from Python's float and complex
# (numpy/_core/src/multiarray/scalartypes.c.src: the double and cdouble types get PyFloat_Type
# and PyComplex_Type as a base), so isinstance() accepts them as floats: json.dumps writes them
# (its encoder tests isinstance(o, float)), Keras's AUC.get_config serializes numpy thresholds
# (confusion_metrics_test.py test_config_manual_thresholds). float's own methods read them
# through their value; NumPy's operators keep returning numpy scalars.
import json

import keras
import numpy as np

x = np.float64(0.3)
print(isinstance(x, float), issubclass(np.float64, float), isinstance(np.float32(1), float))
print(isinstance(np.complex128(1j), complex), isinstance(np.complex64(1j), complex))
print(np.float64.__mro__)
print(x.hex(), float.hex(x), x.is_integer(), np.float64(2.0).is_integer(), x.as_integer_ratio())
print(json.dumps({"t": [np.float64(0.25), 1.5]}))
auc = keras.metrics.AUC(num_thresholds=None, thresholds=[0.3, 0.5])
print(json.dumps(auc.get_config()["thresholds"]))
print(type(1.0 + x).__name__, type(round(x, 1)).__name__, float.__repr__(x), float(x) == 0.3)

# tp_new_wrapper refuses float.__new__ for NumPy's subtype; the scalar type's own __new__ makes one.
print(np.float64.__new__(np.float64, 3), np.float32.__new__(np.float32, 3))
try:
    float.__new__(np.float64, 3)
except TypeError as e:
    print(e)

import math
print(math.trunc(np.float64(2.5)), math.floor(np.float64(-2.5)), math.ceil(np.float64(2.1)))
