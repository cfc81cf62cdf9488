# __class_getitem__ (PEP 560): C[item] calls it as a classmethod, subclasses inherit it, and
# a metaclass's __getitem__ comes first.
class C:
    def __class_getitem__(cls, item):
        return f"{cls.__name__}[{item.__name__}]"
print(C[int])
class D(C): pass
print(D[str])
print(type(C.__dict__['__class_getitem__']).__name__)
class Meta(type):
    def __getitem__(cls, item):
        return 'meta ' + str(item)
class E(metaclass=Meta):
    def __class_getitem__(cls, item):
        return 'class ' + str(item)
print(E[1])
