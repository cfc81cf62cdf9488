# ndarray attributes and methods: shape/ndim/size/dtype/itemsize/nbytes, len, astype, copy,
# flatten/ravel/reshape(-1), T/transpose(axes)/swapaxes, reductions with axis and keepdims
# (argmax/argmin too), std/var, tolist, item(*args), iteration (row views, NumPy scalars),
# comparisons, @, None/Ellipsis indexing, sort (in place), cumsum, clip, nonzero, repeat,
# squeeze, dot, fill, round. Sources: numpy/_core/_methods.py and
# numpy/_core/src/multiarray/methods.c; the values were checked against NumPy 1.24 running
# this program (unchanged in NumPy 2: every NumPy scalar here is printed with str()).
import numpy as np
a = np.arange(12).reshape(3, 4)
print(a.shape, a.ndim, a.size, a.dtype, a.itemsize, a.nbytes, len(a))
print(a.astype(np.float32), a.astype("float64").dtype, a.copy().base is None)
print(a.flatten(), a.ravel(), a.reshape(-1), a.reshape(2, -1), a.reshape((4, 3)))
print(a.T, a.transpose(1, 0).shape, a.transpose((1, 0)).shape, np.arange(24).reshape(2, 3, 4).transpose(2, 0, 1).shape)
print(a.sum(), a.sum(axis=0), a.sum(axis=1, keepdims=True), a.mean(), a.mean(axis=1))
print(a.max(), a.max(axis=0), a.min(axis=1), a.argmax(), a.argmax(axis=1), a.argmin(axis=0, keepdims=True))
print(a.std(), a.std(axis=0), a.var(axis=1), a.prod(axis=1), a.any(), a.all(axis=1))
print(a.tolist(), a[0].tolist(), a.item(5), a.item(1, 2), np.array([[7]]).item(), type(a.item(0)))
for row in a:
    print(row, type(row).__name__)
for v in a[0]:
    print(v, end=" ")
print()
print(a > 5, a == a.T.T, (a != 3).sum(), a <= 2)
print(a @ np.ones(4), np.ones(3) @ a, a @ a.T)
print(a[None].shape, a[:, None].shape, a[..., 0], a[..., None].shape, a[0, ..., 1], a[None, ..., None].shape)
b = np.array([3, 1, 2])
b.sort()
print(b)
print(a.cumsum(), a.cumsum(axis=0), a.clip(2, 8), np.array([0, 2, 0]).nonzero(), b.repeat(2), np.zeros((1, 3)).squeeze().shape, b.dot(b))
print(a.swapaxes(0, 1).shape, a.swapaxes(0, 1).base is a.base)
print(np.arange(24).reshape(2, 3, 4).argmax(axis=2, keepdims=True).shape, a.argmax(keepdims=True).shape)
c = np.zeros(4)
c.fill(3)
print(c, c.mean(), c.sum(keepdims=True))
print(a.round(), np.array([1.234, 5.678]).round(1))
