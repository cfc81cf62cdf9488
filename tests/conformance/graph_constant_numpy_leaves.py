# Inside a tf.function, tf.constant of a Python list holding NumPy values goes through
# tensor_util.make_tensor_proto: np.array(values) promotes every element as NumPy does, then a
# float64 result becomes float32 and an int64 one int32 when no value changes. A bare NumPy
# value keeps its dtype. Eagerly, py_seq_tensor.cc takes the dtype from the first element.
import numpy as np
import tensorflow as tf

def build():
    return [
        tf.constant([1.0, np.float64(2.0)]),
        tf.constant([np.float64(1.0), 2.0]),
        tf.constant([np.float16(1.0), 2.0]),
        tf.constant([np.array([1.0, 2.0]), np.array([3.0, 4.0])]),
        tf.constant([np.int64(3), 4]),
        tf.constant([np.int64(2 ** 40), 1]),
        tf.constant(np.float64(3.0)),
        tf.constant(np.array([1.0, 2.0])),
    ]

@tf.function
def in_graph():
    for t in build():
        print(t.dtype.name, t.shape)
    return 0

print("graph:")
in_graph()
print("eager:")
for t in build():
    print(t.dtype.name, t.shape)
