# Call errors name the function by its __qualname__ (methods, nested classes, closures) and, for
# argument unpacking, as module.qualname().
class A:
    def m(self, x):
        pass
    class B:
        def n(self):
            pass
def outer():
    def inner(a):
        pass
    return inner
for f in [lambda: A().m(), lambda: A.B().n(1), lambda: outer()(), lambda: A().m(1, x=2), lambda: outer()(b=1)]:
    try:
        f()
    except TypeError as e:
        print(e)
def show(*args, **kwargs):
    pass
for f in [lambda: show(*None), lambda: show(**{'a': 1}, a=2), lambda: show(a=1, **{'a': 2}), lambda: A().m(*3), lambda: print(**[])]:
    try:
        f()
    except TypeError as e:
        print(e)
