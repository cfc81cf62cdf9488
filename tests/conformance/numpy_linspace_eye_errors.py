# np.linspace's endpoint/retstep/dtype, np.eye's k, and the error texts learners hit with
# shapes and dtypes, as NumPy 2 gives them.
# NumPy source: numpy/_core/function_base.py (linspace: div = num - 1 or num without the
# endpoint, y = arange(num) * step + start, the last value set to stop, integer dtypes floored,
# retstep's step an np.float64 and nan when div is 0), numpy/lib/_twodim_base_impl.py (eye's k),
# numpy/_core/src/multiarray/common.c (convert_shape_to_string: "(2,3)", leading -1 left out,
# later ones "newaxis"; dot_alignment_error "shapes (2,3) and (2,3) not aligned: 3 (dim 1) !=
# 2 (dim 0)"), numpy/_core/src/multiarray/shape.c (raise_reshape_size_mismatch with the shape as
# requested), numpy/_core/src/multiarray/nditer_constr.c (broadcast_error names every operand:
# np.where and np.clip with both bounds have three), numpy/_core/src/multiarray/descriptor.c
# ("data type 'foo' not understood" for strings, "Cannot interpret '5' as a data type" else),
# numpy/_core/src/multiarray/conversion_utils.c ("negative dimensions are not allowed").
# A ragged list with dtype=object is an object array of lists in NumPy, which tfplay refuses
# with NotImplementedError (its object arrays hold bytes only); without dtype it is NumPy's
# "inhomogeneous shape" ValueError.
import numpy as np


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)


show(lambda: np.linspace(0, 1, 5, endpoint=False))
show(lambda: np.linspace(0, 10, 4, retstep=True))
show(lambda: np.linspace(2, 3, 5, False, True))
show(lambda: np.linspace(0, 1, 1, retstep=True))
show(lambda: np.linspace(-1, 2, 4, dtype=int))
show(lambda: np.linspace(-1.5, 1.5, 4, dtype=np.int32))
show(lambda: np.eye(2, 3, k=1))
show(lambda: np.eye(3, k=-1, dtype=int))
show(lambda: np.identity(2, int))
show(lambda: np.zeros(-1))
show(lambda: np.ones((2, -3)))
a = np.arange(6)
show(lambda: a.reshape(-1, 4))
show(lambda: a.reshape(4, -1))
show(lambda: a.reshape(4, 2))
show(lambda: a.reshape(4))
show(lambda: np.dot(np.ones((2, 3)), np.ones((2, 3))))
show(lambda: np.ones(3).dot(np.ones(4)))
show(lambda: np.dot(np.ones((2, 3)), np.ones(2)))
show(lambda: np.dot(np.ones((2, 3)), np.ones(3)))
show(lambda: np.ones((2, 3)) + np.ones((3, 2)))
show(lambda: np.ones((2, 3, 4)) * np.ones((5, 1)))
show(lambda: np.where(np.ones(2) > 0, np.ones(3), 0))
show(lambda: np.clip(np.ones((2, 3)), np.ones(2), 3))
show(lambda: np.clip(np.ones((2, 3)), np.ones(2), None))
show(lambda: a.astype("foo"))
show(lambda: np.zeros(3, dtype="flt"))
show(lambda: np.dtype(5))
show(lambda: np.array([[1, 2], [3]]))
try:
    np.array([[1, 2], [3]], dtype=object)
except NotImplementedError as e:
    print("NotImplementedError:", e)
