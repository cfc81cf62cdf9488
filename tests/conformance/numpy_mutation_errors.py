# The errors of NumPy 2's array assignment and in-place operators.
# Sources: numpy/_core/_exceptions.py (_UFuncOutputCastingError, shown as UFuncTypeError by
# _display_as_base; "Cannot cast ufunc 'add' output from dtype('float64') to dtype('int64') with
# casting rule 'same_kind'"), numpy/_core/src/multiarray/mapping.c (index and assignment errors;
# NumPy 2's "boolean index did not match indexed array along axis 0; size of axis is 4 but size
# of corresponding boolean axis is 2"), NEP 50 ("Python integer 300 out of bounds for int8"),
# ufunc_object.c ("non-broadcastable output operand ..."). The other texts were checked against
# NumPy 1.24 running this program; the lines marked "NumPy 2" differ there (1.24 printed
# numpy.core._exceptions, and converted 300 to int8 with a DeprecationWarning).
import numpy as np


def attempt(f):
    try:
        f()
        print("no error")
    except Exception as e:
        print(type(e).__name__ + ":", e)


a = np.arange(4)
m = np.zeros((2, 3))
i8 = np.zeros(3, dtype=np.int8)
flags = np.ones(2, dtype=bool)


def add_float():
    global a
    a += 1.5


def divide_int():
    global a
    a /= 2


def add_to_bool():
    global flags
    flags += 1


try:
    add_float()
except TypeError as e:
    print(type(e).__module__, type(e).__qualname__, type(e).__name__, isinstance(e, TypeError))  # NumPy 2
    print(e)
attempt(divide_int)
attempt(add_to_bool)


def big_int():
    i8[0] = 300


def add_big_int():
    global i8
    i8 += 300


def nan_into_int():
    a[0] = np.nan


def inf_into_int():
    a[1] = float("-inf")


def too_many_values():
    a[:2] = [1, 2, 3]


def fancy_too_many():
    a[[0, 1]] = [1, 2, 3]


def mask_too_many():
    a[a >= 0] = [1, 2]


def out_of_bounds():
    a[5] = 1


def negative_out_of_bounds():
    m[-3, 0] = 1


def too_many_indices():
    m[0, 0, 0] = 1


def float_index():
    a[1.0] = 1


def short_mask():
    a[[True, False]] = 0  # NumPy 2


def index_shapes():
    m[[0, 1], [0, 1, 2]] = 0


def output_shape():
    global a
    a += np.ones((2, 4), dtype=np.int64)


def deep_list():
    a[:2] = [[1, 2], [3, 4]]


def float_array_index():
    a[np.array([0.0, 1.0])] = 1


attempt(big_int)  # NumPy 2
attempt(add_big_int)  # NumPy 2
attempt(nan_into_int)
attempt(inf_into_int)
attempt(too_many_values)
attempt(fancy_too_many)
attempt(mask_too_many)
attempt(out_of_bounds)
attempt(negative_out_of_bounds)
attempt(too_many_indices)
attempt(float_index)
attempt(short_mask)  # NumPy 2
attempt(index_shapes)
attempt(output_shape)
attempt(deep_list)
attempt(float_array_index)
print(a, i8, flags)
print(m)
