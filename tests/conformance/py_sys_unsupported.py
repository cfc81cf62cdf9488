# What tfplay's sys cannot do says so: the recursion limit is fixed at CPython's default of
# 1000 (setting that value is accepted), and object sizes are not CPython's, so getsizeof
# raises instead of printing a size CPython would not print.
import sys
print(sys.getrecursionlimit(), sys.setrecursionlimit(1000))
for call in (lambda: sys.setrecursionlimit(5000), lambda: sys.getsizeof([1, 2, 3])):
    try:
        call()
    except NotImplementedError as e:
        print("NotImplementedError:", e)
