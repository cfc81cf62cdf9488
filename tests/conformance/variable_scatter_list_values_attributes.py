# Variable.scatter_* convert the IndexedSlices' values as given to the variable's dtype, so a
# Python list of ints updates a float variable; a tf.Variable takes new attributes like any
# Python object, and its repr shows numpy=<unavailable> when reading the value fails.
# Source: tensorflow/python/ops/resource_variable_ops.py BaseResourceVariable.scatter_add ...
# scatter_update (`ops.convert_to_tensor(sparse_delta.values, self.dtype)`) and __repr__
# (`self.read_value()` under a bare except); expected values from
# tensorflow/python/kernel_tests/variables/resource_variable_ops_test.py
# testAssignReturnsVariable ([1., 6.]) and testReprUnavailable.
import tensorflow as tf

var = tf.Variable([1., 2.])
slices = tf.IndexedSlices(indices=[1], values=[2])
print(var.scatter_add(slices).scatter_add(slices).numpy())
for method, expected in [("scatter_sub", [1., 4.]), ("scatter_mul", [1., 8.]), ("scatter_div", [1., 4.]),
                         ("scatter_max", [1., 4.]), ("scatter_min", [1., 2.]), ("scatter_update", [1., 2.])]:
    getattr(var, method)(slices)
    print(method, var.numpy(), var.numpy().tolist() == expected)

v = tf.Variable(1.)
v.my_attr = 5
v.note = "kept"
print(v.my_attr, v.note)

v = tf.Variable(1)
print(repr(v))


def broken_read():
    raise ValueError("This doesn't work")


v.read_value = broken_read
print(repr(v))
print("%r" % v == "<tf.Variable 'Variable:0' shape=() dtype=int32, numpy=<unavailable>>")
