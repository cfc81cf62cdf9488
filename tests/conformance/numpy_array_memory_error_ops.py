# NumPy operators whose result cannot be allocated raise NumPy's catchable _ArrayMemoryError (a
# MemoryError), as the numpy functions do, and the program goes on. The text follows
# numpy/_core/_exceptions.py (_ArrayMemoryError.__str__, _size_to_string): a (100000, 1) and a
# (1, 100000) array broadcast to 10**10 elements.
import numpy as np
a = np.ones((100000, 1))
b = np.ones((1, 100000), dtype=np.float32)
for make in (lambda: a + b, lambda: a * 2.0 + b, lambda: b - a.astype("float32"), lambda: a > b):
    try:
        make()
    except MemoryError as e:
        print(type(e).__name__, "|", e)
print("after")
