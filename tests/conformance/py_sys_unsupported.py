# What tfplay's sys cannot do says so: object sizes are not CPython's, so getsizeof raises
# instead of printing a size CPython would not print. (The recursion limit can be set; calls
# stop at the lower of it and the engine's own limit of 1000.)
import sys
print(sys.getrecursionlimit(), sys.setrecursionlimit(1000))
for call in (lambda: sys.getsizeof([1, 2, 3]),):
    try:
        call()
    except NotImplementedError as e:
        print("NotImplementedError:", e)
