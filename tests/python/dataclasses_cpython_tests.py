# dataclasses as CPython 3.12's Lib/dataclasses.py behaves (test_dataclasses): methods the class
# body defines are kept (__init__, __repr__, __eq__, __match_args__), frozen and order checks,
# ClassVar/InitVar/KW_ONLY also written as strings, the generated docstring, mappingproxy
# metadata, asdict/astuple of a defaultdict field, replace() of an InitVar, the __hash__ table.
# 3.11 rebuilds a defaultdict field wrongly in asdict (fixed in 3.12): NAME.expected is 3.12's.
import collections
import dataclasses
import typing
from dataclasses import InitVar, KW_ONLY, asdict, astuple, dataclass, field, fields, make_dataclass, replace
from typing import ClassVar


def P(label, f):
    try:
        print(label, '->', repr(f()))
    except Exception as e:
        print(label, '-> EXC', type(e).__name__ + ':', e)


def user_methods():
    @dataclass(order=False)
    class C:
        x: int
        __match_args__ = ()

        def __init__(self, x):
            self.x = 2 * x

        def __repr__(self):
            return 'custom'

        def __eq__(self, other):
            return 'mine'
    c = C(3)
    return c.x, repr(c), c == c, C.__match_args__, C.__hash__


P('user methods kept', user_methods)


def order_without_eq():
    @dataclass(eq=False, order=True)
    class C:
        x: int


P('order without eq', order_without_eq)


def order_overwrite():
    @dataclass(order=True)
    class C:
        x: int

        def __lt__(self, other):
            return True


P('order overwrite', order_overwrite)


def frozen_setattr():
    @dataclass(frozen=True)
    class C:
        x: int

        def __setattr__(self, name, value):
            pass


P('frozen own __setattr__', frozen_setattr)


def frozen_inherit():
    @dataclass
    class A:
        x: int

    @dataclass(frozen=True)
    class B(A):
        y: int


P('frozen from non-frozen', frozen_inherit)


def nonfrozen_inherit():
    @dataclass(frozen=True)
    class A:
        x: int

    @dataclass
    class B(A):
        y: int


P('non-frozen from frozen', nonfrozen_inherit)


def frozen_subclass_attr():
    @dataclass(frozen=True)
    class A:
        x: int

    class B(A):
        pass
    b = B(1)
    b.other = 2
    try:
        b.x = 5
    except dataclasses.FrozenInstanceError as e:
        return b.other, str(e)


P('frozen subclass attribute', frozen_subclass_attr)


def classvar_factory():
    @dataclass
    class C:
        x: ClassVar[list] = field(default_factory=list)


P('ClassVar default_factory', classvar_factory)


def mutable_default():
    @dataclass
    class C:
        x: collections.OrderedDict = collections.OrderedDict()


P('unhashable default', mutable_default)


def docstrings():
    @dataclass
    class C:
        x: int
        y: int = 0
        z: list = field(default_factory=list)

    @dataclass
    class D:
        """Mine."""
        x: int
    return C.__doc__, D.__doc__


P('docstrings', docstrings)


def string_annotations():
    @dataclass
    class C:
        a: int
        cv: 'ClassVar[int]' = 3
        cv2: 'typing.ClassVar[str]' = 'x'
        iv: 'InitVar[int]' = 0
        _: 'dataclasses.KW_ONLY'
        b: int = 1

        def __post_init__(self, iv):
            self.a += iv
    c = C(1, 5, b=2)
    return [f.name for f in fields(C)], c.a, c.b, C.cv, C.__match_args__


P('string annotations', string_annotations)


def kw_only_twice():
    @dataclass
    class C:
        _: KW_ONLY
        a: int
        __: KW_ONLY


P('KW_ONLY twice', kw_only_twice)


def metadata():
    f = field(metadata={'unit': 'm'})
    return repr(field()).split('metadata=')[1].split(',')[0], type(f.metadata).__name__, f.metadata['unit']


P('metadata', metadata)


def defaultdicts():
    @dataclass
    class C:
        mp: collections.defaultdict
    c = C(collections.defaultdict(list, {'a': [1]}))
    d, t = asdict(c), astuple(c)
    return d, t, d['mp'] is not c.mp, d['mp']['new']


P('defaultdict fields', defaultdicts)


def replace_initvar():
    @dataclass
    class C:
        x: int
        y: InitVar[int]

        def __post_init__(self, y):
            self.x += y
    c = C(1, 2)
    print('  replaced:', replace(c, y=5).x)
    replace(c)


P('replace InitVar', replace_initvar)


def hashes():
    @dataclass
    class Plain:
        x: int

    @dataclass(frozen=True)
    class Frozen:
        x: int

    @dataclass(eq=False)
    class NoEq:
        x: int

    @dataclass(unsafe_hash=True)
    class Unsafe:
        x: int
        y: int = field(hash=False)

    @dataclass
    class Own:
        x: int

        def __hash__(self):
            return 7
    return (Plain.__hash__, hash(Frozen(1)) == hash((1,)), NoEq.__hash__ is object.__hash__,
            hash(Unsafe(1, 2)) == hash((1,)), hash(Own(1)))


P('hashes', hashes)


def unsafe_hash_own():
    @dataclass(unsafe_hash=True)
    class C:
        x: int

        def __hash__(self):
            return 7


P('unsafe_hash with own __hash__', unsafe_hash_own)


def recursive_repr():
    @dataclass
    class Node:
        value: int
        next: object = None
    n = Node(1)
    n.next = n
    return repr(n)


P('recursive repr', recursive_repr)


def keyword_field():
    make_dataclass('C', ['for'])


P('make_dataclass keyword field', keyword_field)


def self_field():
    @dataclass
    class C:
        self: str
    return C('x').self, C.__doc__


P('field named self', self_field)
