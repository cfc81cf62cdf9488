# NumPy's file functions in the run's file system (NumPy 2.x numpy/lib/_npyio_impl.py and
# numpy/lib/format.py): np.save appends ".npy" to a path without it and writes format 1.0 (the
# header padded with spaces to 128 bytes here: 10 bytes of magic, version and length, then the
# dict, 21 - 1 spare spaces for the first axis, and a newline); np.load gives back the array
# with its dtype and shape; np.savetxt writes "%.18e" values separated by spaces by default,
# a header line behind "# "; np.loadtxt reads them back as float64 and squeezes a single column;
# a missing file is FileNotFoundError (np.load opens it with open(); np.loadtxt's message is
# "<path> not found.").
import io
import os

import numpy as np

a = np.arange(6, dtype=np.float32).reshape(2, 3)
np.save("a", a)
print(os.listdir("."), os.path.getsize("a.npy"))
with open("a.npy", "rb") as f:
    print(f.read(10))
b = np.load("a.npy")
print(b, b.dtype, b.shape, np.array_equal(a, b))
np.save("ints.npy", np.array([[1, -2], [3, 4]], dtype=np.int64))
np.save("flags.npy", np.array([True, False, True]))
print(np.load("ints.npy"), np.load("flags.npy"), np.load("flags.npy").dtype)
buf = io.BytesIO()
np.save(buf, np.array(2.5))
buf.seek(0)
scalar = np.load(buf)
print(scalar, scalar.shape, scalar.dtype)
with open("half.npy", "wb") as f:
    np.save(f, np.array([0.5, 1.25], dtype=np.float16))
print(np.load("half.npy"), np.load("half.npy").dtype)

np.savetxt("m.txt", a)
print(open("m.txt").read(), end="")
np.savetxt("m.csv", a, delimiter=",", fmt="%.2f", header="x,y,z")
print(open("m.csv").read(), end="")
print(np.loadtxt("m.csv", delimiter=","))
print(np.loadtxt("m.csv", delimiter=",", usecols=1))
print(np.loadtxt("m.txt", dtype=np.float32), np.loadtxt("m.txt").dtype)
np.savetxt("col.txt", np.array([1, 2, 3]), fmt="%d")
print(repr(open("col.txt").read()), np.loadtxt("col.txt"), np.loadtxt("col.txt", dtype=int))
x, y = np.loadtxt("m.csv", delimiter=",", usecols=(0, 2), unpack=True)
print(x, y)

try:
    np.load("nope.npy")
except FileNotFoundError as e:
    print(type(e).__name__, e)
try:
    np.loadtxt("nope.txt")
except FileNotFoundError as e:
    print(type(e).__name__, e)
