# np.errstate, np.seterr and np.geterr (numpy/_core/_ufunc_config.py; the modes as extobj.c's
# _error_handler applies them: "warn" is a RuntimeWarning at the calling line, "raise" a
# FloatingPointError with the same text, "print" writes "Warning: ..." to the C stderr; an
# unknown mode is errmodeconverter's "invalid error mode"). The state lasts one run.
import numpy as np
y = np.array([1.0, 0.0])
p = np.array([0.9, 0.0])
with np.errstate(divide="ignore"):
    print(np.log(p))
print(np.geterr())
old = np.seterr(all="raise")
print(old)
try:
    np.log(p)
except FloatingPointError as e:
    print("FloatingPointError:", e)
np.seterr(**old)
print(np.geterr())
try:
    np.seterr(divide="loud")
except ValueError as e:
    print("ValueError:", e)

@np.errstate(invalid="ignore", divide="ignore")
def safe_div(a, b):
    return a / b
print(safe_div(np.array([0.0, 1.0]), 0.0))
with np.errstate(over="print"):
    np.exp(np.array([1000.0]))
print(np.log(p))
