# inspect.signature and re.sub remember what they built (Keras asks for the same signatures on
# every layer); a closure per call, new __defaults__ or __annotations__ must still be seen.
import inspect
def make(v):
    def f(x, *, k=v):
        return x
    return f
for v in range(3):
    print(inspect.signature(make(v)))
def g(a, b=[]): pass
print(inspect.signature(g))
g.__defaults__ = (5,)
print(inspect.signature(g))
g.__kwdefaults__ = None
def h(a: int, b: "str" = "x") -> float: pass
print(inspect.signature(h))
h.__annotations__ = {}
print(inspect.signature(h))
import re
p = re.compile(r"(a)(b)?")
print(p.sub(r"\1-", "abab a"), re.sub("(x)", r"<\1>", "xyx"), re.sub("(x)", r"<\1>", "xyx"))
# Bound methods and classes drop the first parameter of the function's signature, remembered
# per signature: new defaults, another class's method or instance still show.
class C:
    def m(self, a, b=1): pass
class D(C):
    def __init__(self, q=2): pass
    def m(self, z): pass
c, d = C(), D()
print(inspect.signature(c.m), inspect.signature(d.m), inspect.signature(D), inspect.signature(c.m))
C.m.__defaults__ = (7,)
print(inspect.signature(c.m), inspect.signature(C().m), inspect.signature(C.m))
D.__init__.__defaults__ = (3,)
print(inspect.signature(D), inspect.signature(d.m).parameters["z"].kind)
