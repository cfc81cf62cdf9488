# copy.copy / copy.deepcopy of list and dict subclasses keep their items and attributes, and add
# the items after the instance state, through the copy's own append / __setitem__ (CPython's
# copy._reconstruct).
import copy


class Row(list):
    pass


row = Row([1, [2, 3]])
row.tag = "x"
shallow = copy.copy(row)
deep = copy.deepcopy(row)
print(type(shallow).__name__, shallow, shallow.tag, shallow[1] is row[1])
print(type(deep).__name__, deep, deep.tag, deep[1] is row[1])


class Scaled(dict):
    def __setitem__(self, key, value):
        super().__setitem__(key, (value, self.scale))


d = Scaled()
d.scale = 2
dict.__setitem__(d, "k", 1)
print(copy.copy(d), copy.deepcopy(d))


class Logged(list):
    def append(self, item):
        super().append(item * 10)


print(copy.copy(Logged([1, 2])), copy.deepcopy(Logged([3])))
