# Complex input: np.log2 / np.log10 compute NumPy's complex loops (funcs.inc.src nc_log2 /
# nc_log10: clog's parts scaled by log2(e) / log10(e)); expected values from
# numpy/_core/code_generators/ufunc_docstrings.py log2 ("np.log2(xi)" is
# array([ 0.+2.26618007j,  0.+0.j        ,  1.+0.j        ,  2.+2.26618007j])). Ufuncs without a
# complex loop raise NumPy's TypeError (ufunc_type_resolution.c's "not supported for the input
# types" text). np.linalg's solvers do not take complex matrices in tfplay: a clear
# NotImplementedError naming the function instead of a silently real result.
import numpy as np

xi = np.array([0+1.j, 1, 2+0.j, 4.j])
print(repr(np.log2(xi)))
print(repr(np.log10(np.array([10j, 100]))))
try:
    np.cbrt(np.array([1j]))
except TypeError as e:
    print("TypeError:", e)
for name, args in [("cholesky", (np.array([[1, -2j], [2j, 5]]),)), ("eigh", (np.array([[1, -2j], [2j, 5]]),)),
                   ("inv", (np.array([[1j, 0], [0, 1]]),)), ("det", ([[1j, 0], [0, 1]],)),
                   ("solve", ([[1j, 0], [0, 1]], [1, 1])), ("svd", (np.array([[1j, 0], [0, 1]]),))]:
    try:
        getattr(np.linalg, name)(*args)
    except NotImplementedError as e:
        print("NotImplementedError:", e)
