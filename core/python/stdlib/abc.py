# abc for tfplay: abstract base classes as CPython 3.12 has them; ABCMeta is native (abc_module.cpp).
from _abc import ABCMeta


def abstractmethod(funcobj):
    """Marks a method abstract: a class made by ABCMeta that has it, and no override, cannot be
    instantiated."""
    funcobj.__isabstractmethod__ = True
    return funcobj


def abstractclassmethod(callable):
    """A decorator indicating abstract classmethods (deprecated since 3.3). CPython's is a
    classmethod subclass, which tfplay cannot make: this gives the classmethod of the function
    marked abstract, which ABCMeta and callers see alike."""
    callable.__isabstractmethod__ = True
    return classmethod(callable)


def abstractstaticmethod(callable):
    """A decorator indicating abstract staticmethods (deprecated since 3.3); a staticmethod of
    the function marked abstract (see abstractclassmethod)."""
    callable.__isabstractmethod__ = True
    return staticmethod(callable)


class abstractproperty(property):
    """A decorator indicating abstract properties (deprecated since 3.3; CPython's abc.py)."""
    __isabstractmethod__ = True


class ABC(metaclass=ABCMeta):
    """Derive from ABC to make an abstract base class (its metaclass is ABCMeta)."""
    __slots__ = ()


def update_abstractmethods(cls):
    """Recomputes cls.__abstractmethods__ after methods were added to or removed from an
    abstract class (a class without __abstractmethods__ is returned unchanged)."""
    if not hasattr(cls, '__abstractmethods__'):
        return cls

    def abstract(value):
        return getattr(value, '__isabstractmethod__', False)

    names = {name for base in cls.__bases__ for name in getattr(base, '__abstractmethods__', ())
             if abstract(getattr(cls, name, None))}
    names.update(name for name, value in cls.__dict__.items() if abstract(value))
    cls.__abstractmethods__ = frozenset(names)
    return cls
