# CPython's TypeErrors name the operand's type by its tp_name, and NumPy's scalar types are C
# types whose tp_name is dotted (numpy/_core/src/multiarray/scalartypes.c.src: "numpy.float32",
# "numpy.int64", "numpy.bool" since NumPy 2): what a learner sees after taking len() of, or
# iterating over, or unpacking, a loss value turned into NumPy with .numpy().
import numpy as np
import tensorflow as tf

loss = tf.constant(0.25).numpy()
for call in (lambda: len(loss), lambda: iter(np.int64(3)), lambda: len(np.bool_(True)), lambda: loss()):
    try:
        call()
    except TypeError as e:
        print(e)
try:
    a, b = loss
except TypeError as e:
    print(e)
try:
    a, b = 0.25
except TypeError as e:
    print(e)
