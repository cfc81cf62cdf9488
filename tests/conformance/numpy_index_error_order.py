# Which error NumPy 2 raises first when an index or an assigned value is wrong in several ways,
# and the shape texts of those errors. Sources: numpy/_core/src/multiarray/mapping.c --
# prepare_index checks boolean arrays against the axes they index before anything else;
# get_view_from_index checks integers; PyArray_MapIterNew broadcasts the index arrays (its error
# lists the index arrays only, not the integers, with convert_shape_to_string's "(2,2)") and then
# the assigned value (leading 1s dropped); index arrays are checked last, before anything is written
# (PyArray_MapIterCheckIndices).
# A single-element assignment goes through PyArray_Pack and the dtype's setitem, which refuses
# sequences ("setting an array element with a sequence."); a basic-index assignment discovers
# the value's shape with the view's ndim as its maximum depth (PyArray_CopyObject).
import numpy as np


def attempt(f):
    try:
        f()
        print("no error")
    except Exception as e:
        print(type(e).__name__ + ":", e)


m = np.zeros((3, 4))
c = np.zeros((2, 3, 4))
v = np.zeros(4)


def mask_before_integer():
    return m[5, np.ones(2, dtype=bool)]


def integer_before_broadcast():
    return c[5, [0, 1], [0, 1, 2]]


def broadcast_leaves_out_integers():
    return c[0, [[0, 1], [1, 0]], [0, 1, 2]]


def broadcast_before_bounds():
    return m[[0, 7], [0, 1, 2]]


def index_array_bounds():
    return m[:, [0, 4]]


def negative_index_array_bounds():
    return m[[1, -5]]


def value_before_bounds():
    m[[0, 7]] = np.ones((3, 4))


def bounds_after_value():
    m[[0, 1], [0, 9]] = 1


def sequence_into_element():
    v[0] = [1, 2]


def array_into_element():
    m[1, 2] = np.array([1.0, 2.0])


def list_deeper_than_view():
    m[0] = [[1, 2, 3, 4]]


def list_deeper_than_fancy_result():
    m[[0, 2]] = [[[1, 2, 3, 4], [5, 6, 7, 8]]]


def mismatched_2d_value():
    m[:2] = np.ones((3, 4))


attempt(mask_before_integer)
attempt(integer_before_broadcast)
attempt(broadcast_leaves_out_integers)
attempt(broadcast_before_bounds)
attempt(index_array_bounds)
attempt(negative_index_array_bounds)
attempt(value_before_bounds)
attempt(bounds_after_value)
attempt(sequence_into_element)
attempt(array_into_element)
attempt(list_deeper_than_view)
attempt(list_deeper_than_fancy_result)
attempt(mismatched_2d_value)
print(v)
print(m)
