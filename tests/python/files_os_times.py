# File times: os.stat's st_mtime/st_atime/st_ctime (floats) and *_ns (ints), and
# os.path.getmtime/getatime/getctime, which programs compare to find the newest file (the
# Keras training guide's make_or_restore_model takes max(checkpoints, key=os.path.getctime)).
# The values are the clock's, so only their types and order are printed.
import os
import tempfile
import time

os.chdir(tempfile.mkdtemp())
with open("first.txt", "w") as f:
    f.write("one")
first = os.stat("first.txt")
print(type(first.st_mtime).__name__, type(first.st_mtime_ns).__name__, type(os.path.getctime("first.txt")).__name__)
print(os.path.getmtime("first.txt") == first.st_mtime, os.path.getctime("first.txt") == first.st_ctime)
print(abs(first.st_mtime - time.time()) < 60)
time.sleep(0.01)
with open("second.txt", "w") as f:
    f.write("two")
print(os.path.getmtime("second.txt") > os.path.getmtime("first.txt"))
print(max(["first.txt", "second.txt"], key=os.path.getctime))
before = os.stat("first.txt").st_mtime_ns
time.sleep(0.01)
with open("first.txt", "a") as f:
    f.write("more")
print(os.stat("first.txt").st_mtime_ns > before, os.stat(".").st_mtime_ns >= before)
try:
    os.path.getmtime("missing.txt")
except FileNotFoundError as e:
    print("FileNotFoundError:", e)
