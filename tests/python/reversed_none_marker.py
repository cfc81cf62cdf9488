# `__reversed__ = None` makes reversed() refuse an object (reversed_new_impl), as
# collections.UserDict and Mapping subclasses do.
from collections import UserDict


class NoReverse:
    __reversed__ = None

    def __len__(self):
        return 2

    def __getitem__(self, i):
        return i


for obj in (NoReverse(), UserDict(a=1)):
    try:
        reversed(obj)
    except TypeError as e:
        print(e)
print(list(reversed([1, 2, 3])))
