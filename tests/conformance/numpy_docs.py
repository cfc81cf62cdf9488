# NumPy functions have NumPy 2.3's docstrings, first paragraph (expected text: the docstrings in
# numpy/_core/_add_newdocs.py, numeric.py, fromnumeric.py and the ufunc docstrings of NumPy
# v2.3.2; a C function's __doc__ starts after its signature line there, as __text_signature__).
import numpy as np

print(np.zeros.__doc__)
print(np.array.__doc__)
print(np.arange.__doc__)
print(np.concatenate.__doc__)
print(np.mean.__doc__)
print(np.add.__doc__.splitlines()[0])
print(np.isclose.__doc__)
# np.around is np.round's object in tfplay, so it shows round's docstring; it is left out.
for name in ("ones", "reshape", "where", "matmul", "round", "abs", "unique"):
    print(name, "|", getattr(np, name).__doc__.splitlines()[0])
