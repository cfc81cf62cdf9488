# Class bodies and what nests in them: comprehensions and methods skip the class namespace, a
# 'global' declaration in a class body binds the module's name, and locals() in a method.
def f():
    x = 'fx'
    class A:
        y = 'ay'
        try:
            zs = [y for _ in range(1)]
        except NameError as e:
            print('NameError:', e)
        ws = [x for _ in range(1)]
        def m(self):
            return x
        x = 'ax'
    return A
A = f()
print(A.ws, A().m(), A.x)
def g():
    n = 1
    class B:
        global n
        n = 'gn'
    return B
g()
print(n)
class C:
    print(__name__, __qualname__, __module__)
    def __init__(self):
        print(sorted(locals()), type(vars()).__name__)
C()
def h(a):
    def inner(b):
        return locals()
    return inner(2)
print(h(1))
