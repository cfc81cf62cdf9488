# int(), float() and bool() of an eager string tensor go through its NumPy value
# (_EagerTensorBase.__int__/__float__/__bool__ call self._numpy()), a 0-d bytes array: int()
# and float() parse the bytes as Python does (int(b'12') == 12) and raise ValueError naming
# the bytes otherwise; bool() is whether the bytes are non-empty.
import tensorflow as tf

for f in [lambda: int(tf.constant('a')), lambda: int(tf.constant('12')),
          lambda: float(tf.constant('a')), lambda: float(tf.constant('1.5')),
          lambda: bool(tf.constant('a')), lambda: bool(tf.constant(''))]:
    try:
        print(f())
    except ValueError as e:
        print(type(e).__name__, e)
