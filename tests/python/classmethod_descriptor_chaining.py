# classmethod.__get__ chains through the wrapped object's own __get__ (CPython 3.10-3.12's
# Objects/funcobject.c cm_descr_get: tp_descr_get(callable, type, type)), so classmethod over
# property gives a class property (Doc/howto/descriptor.rst, "Class methods"). A bound method
# of an object without __qualname__ / __name__ is named "?" (classobject.c method_repr).
import types


class G:
    @classmethod
    @property
    def __doc__(cls):
        return f'A doc for {cls.__name__!r}'

    @classmethod
    @property
    def name(cls):
        return f'name of {cls.__name__}'


class H(G):
    pass


print(G.__doc__)
print(G.name, H.name, G().name, H().name)


class Show:
    def __get__(self, obj, objtype=None):
        return ('get', obj, objtype)


class K:
    show = classmethod(Show())
    twice = classmethod(classmethod(lambda cls: cls.__name__))
    static = classmethod(staticmethod(lambda: 'static'))


print(K.show)
print(K().show)
print(K.twice(), K().twice())
print(K.static())
print(classmethod(Show()).__get__(None, int))

bound = classmethod(5).__get__(None, K)
print(type(bound).__name__, repr(bound))


class Callable:
    def __call__(self, *args):
        return args


m = types.MethodType(Callable(), K)
print(repr(m), m(1))
print(repr(types.MethodType(len, K)))
