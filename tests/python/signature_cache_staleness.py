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
