# np.einsum: NumPy 2.x's np.einsum with the default optimize=False calls c_einsum
# (numpy/_core/einsumfunc.py), i.e. PyArray_EinsteinSum in numpy/_core/src/multiarray/einsum.c.src:
# an implicit output is the broadcast dims then the labels seen once, in alphabetical order;
# the result dtype is the operands' common dtype; a 0-d result is a NumPy scalar. The error
# texts are parse_operand_subscripts', parse_output_subscripts', get_single_op_view's and
# get_combined_dims_view's.
import numpy as np

a = np.arange(6).reshape(2, 3)
b = np.arange(12).reshape(3, 4)
c = np.arange(9).reshape(3, 3)
print(np.einsum('ij,jk', a, b))
r = np.einsum('ij,jk->ik', a, b)
print(r.dtype, r.shape, r.sum())
print(np.einsum('ii->i', c), repr(np.einsum('ii', c)))
print(np.einsum('ij->ji', a))
print(np.einsum('ji', a))
x = np.array([1.0, 2.0, 3.0])
y = np.array([4.0, 5.0, 6.0])
print(repr(np.einsum('i,i', x, y)), repr(np.einsum('i,i->', x, y)))
print(np.einsum('i,j', [1, 2], [3, 4]))
A = np.ones((2, 2, 3))
B = np.ones((2, 3, 2))
r = np.einsum('...ij,...jk->...ik', A, B)
print(r.shape, r.dtype, r.sum())
print(np.einsum('...ij,...jk', A, B).shape)
print(np.einsum('bij,bjk->bik', A, B)[1])
print(repr(np.einsum('i,i', np.array([1, 2], dtype=np.int16), np.array([0.5, 0.25], dtype=np.float32))))
print(repr(np.einsum('i,i', np.array([1, 2], dtype=np.int32), np.array([3, 4], dtype=np.int64))))
print(repr(np.einsum('i,i', np.array([1 + 1j, 2]), np.array([1j, 1]))))
print(repr(np.einsum('i,i', np.array([True, False]), np.array([True, True]))))
print(np.einsum('ij->i', a), np.einsum('ij->', a))

for subs, ops in [('ij,jk', (a,)), ('ij', (a, b)), ('i1', (a,)), ('i', (a,)), ('ijk', (a,)), ('ij->k', (a,)),
                  ('ij->ii', (a,)), ('ii', (a,)), ('ii->i', (a,)), ('ij-k', (a,)), ('..ij', (a,)), ('ij->i.', (a,))]:
    try:
        np.einsum(subs, *ops)
    except ValueError as e:
        print(subs, '->', type(e).__name__ + ':', e)
