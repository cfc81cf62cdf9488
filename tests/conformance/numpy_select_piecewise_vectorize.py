# np.select, np.piecewise, np.vectorize, np.extract, np.trapezoid and np.iterable, which NumPy
# writes in Python (numpy/lib/_function_base_impl.py, NumPy 2.3). Expected values are the
# docstrings' examples where they have one; the rest follow that file's code:
# - select's dtype is np.result_type of the choices and the default (NEP 50: a Python float
#   default makes an int choice float);
# - piecewise's result has x's dtype (zeros_like(x)), so an int x truncates 1.5;
# - vectorize without otypes calls the function on the first elements (arr.flat[0], NumPy
#   scalars) to learn the output dtype, then on every element of the object arrays (Python
#   scalars): the first element twice with cache=False; an int first result truncates later
#   floats (asanyarray(outputs, dtype=otypes[0])).
import numpy as np

x = np.arange(6)
print(np.select([x < 3, x > 3], [x, x**2], 42))
print(np.select([x < 3, x > 3], [x, x**2], 0.5))
print(np.select([x > 1], [7]))

y = np.array([-2.5, -1.5, 0.5, 1.5])
print(np.piecewise(y, [y < 0], [lambda v: -v, lambda v: v]))
print(repr(np.piecewise(-2, [-2 < 0, -2 >= 0], [lambda v: -v, lambda v: v])))
ints = np.array([1, 2, 3])
print(repr(np.piecewise(ints, [ints < 2], [lambda v: v * 1.5, 0])))


def myfunc(a, b):
    "Return a-b if a>b, otherwise return a+b"
    if a > b:
        return a - b
    else:
        return a + b


vfunc = np.vectorize(myfunc)
print(vfunc([1, 2, 3, 4], 2))
print(vfunc.__doc__)
print(type(vfunc), vfunc.__name__)
print(repr(np.vectorize(lambda v: v / 2)([1, 2, 3])))
print(repr(np.vectorize(lambda v: 0 if v < 2 else v / 2)(np.array([1, 2, 3]))))
seen = []
double = np.vectorize(lambda v: seen.append(repr(v)) or v * 2)
print(repr(double(np.array([1, 2]))), seen)
print(repr(np.vectorize(lambda v: v * 2)(3)))
print(np.vectorize(lambda a, b: (a + b, a * b))([1, 2], [[3], [4]]))


@np.vectorize
def twice(v):
    return str(v) * 2


print(repr(twice(np.array([1, 22, 333]))))
print(repr(np.vectorize(myfunc, otypes=[float])([1, 2, 3, 4], 2)))
print(repr(np.vectorize(myfunc, excluded=['b'])([1, 2, 3, 4], b=2)))
print(np.vectorize(lambda p, v: p[0] * v + p[1], excluded=[0])([1, 0], [1, 2, 3]))

arr = np.arange(12).reshape((3, 4))
print(np.extract(np.mod(arr, 3) == 0, arr))
print(np.trapezoid([1, 2, 3]), np.trapezoid([1, 2, 3], x=[4, 6, 8]), np.trapezoid([1, 2, 3], dx=2))
a = np.arange(6).reshape(2, 3)
print(np.trapezoid(a, axis=0), np.trapezoid(a, axis=1))
print(np.iterable([1, 2, 3]), np.iterable(2), np.iterable(np.array(2)))

for call in (lambda: np.select([np.array([1, 0])], [np.array([1, 2])]),
             lambda: np.select([], []),
             lambda: np.select([np.array([True])], [1, 2]),
             lambda: np.piecewise(y, [y < 0], [1, 2, 3]),
             lambda: np.vectorize(lambda v: v)(np.array([])),
             lambda: np.vectorize(3),
             lambda: np.vectorize(lambda v: v, otypes='x'),
             lambda: np.vectorize(lambda v: [v, v])(np.array([1, 2]))):
    try:
        print(repr(call()))
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ':', e)
print(repr(np.vectorize(lambda v: v, otypes=[float])(np.array([]))))
# trapz is deprecated (NumPy 2.0): a DeprecationWarning at stacklevel=2, this line.
print(np.trapz([1, 2, 3]))
