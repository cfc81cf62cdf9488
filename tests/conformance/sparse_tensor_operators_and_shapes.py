# SparseTensor operators and construction as in TF 2.20: math_ops overrides only a
# SparseTensor's __mul__, __div__ and __truediv__, so + - abs() and unary - are Python's own
# TypeErrors; SparseTensor.__init__ checks that indices has one row per value and one column
# per dense_shape entry with Dimension.assert_is_compatible_with (sparse_tensor.py,
# tensor_shape.py: ValueError "Dimensions 1 and 2 are not compatible").
import tensorflow as tf

st = tf.sparse.SparseTensor(indices=[[0, 0]], values=[1.], dense_shape=[2, 2])
for name, fn in [("st + st", lambda: st + st), ("st - st", lambda: st - st), ("st + 1", lambda: st + 1),
                 ("1 + st", lambda: 1 + st), ("abs(st)", lambda: abs(st)), ("-st", lambda: -st)]:
    try:
        fn()
    except TypeError as e:
        print(name, "-> TypeError:", e)
for kwargs in [dict(indices=[[0, 0]], values=[1, 2], dense_shape=[2, 2]),
               dict(indices=[[0, 0]], values=[1], dense_shape=[2, 2, 2])]:
    try:
        tf.SparseTensor(**kwargs)
    except ValueError as e:
        print("ValueError:", e)
