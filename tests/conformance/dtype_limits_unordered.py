# DType.min / DType.max of a dtype without limits: TF 2.20's dtypes.py raises TypeError
# ("Cannot find {minimum,maximum} value of <dtype> with type <base dtype>.") for bool, string
# and the complex dtypes; the numeric ones give NumPy's finfo / iinfo limits.
import tensorflow as tf

print(tf.uint8.max, tf.int8.min)
for dtype in (tf.bool, tf.string, tf.complex64):
    for limit in ("min", "max"):
        try:
            getattr(dtype, limit)
        except TypeError as e:
            print(limit, e)
