# Docstrings: a class's own __doc__ (None without one, never a base's), instances reading it
# through the class, functions and bound methods.
class A:
    "Doc of A."
    x = 1
class B(A):
    pass
print(A.__doc__, A().__doc__, B.__doc__, B().__doc__)
print('__doc__' in A.__dict__, '__doc__' in B.__dict__)
def f():
    """f doc"""
print(f.__doc__)
class C:
    def m(self):
        "m doc"
print(C.m.__doc__, C().m.__doc__)
