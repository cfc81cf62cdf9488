# dir() asks a class's __dir__, and a module's __dir__ function (PEP 562), and sorts what they give.
class A:
    def __dir__(self):
        return ["zeta", "alpha", "mid"]
print(dir(A()))
import types
m = types.ModuleType("m")
m.x = 1
def _d():
    return ["b", "a"]
m.__dir__ = _d
print(dir(m))
class B:
    pass
print([n for n in dir(B()) if not n.startswith("__")])
