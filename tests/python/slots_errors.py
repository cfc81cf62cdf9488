# 3.12 expected output (slots_errors.expected): 3.11 words the '__weakref__' error
# "either we already got one, or __itemsize__ != 0".
# __slots__ errors at class creation (CPython 3.12's type_new_slots / type_new_visit_slots /
# type_new_copy_slots / best_base) and __class__ assignment between layouts.


def attempt(label, make):
    try:
        make()
        print(label, 'ok')
    except (TypeError, ValueError) as e:
        print(label, '->', type(e).__name__, e)


def conflict():
    class C:
        __slots__ = ('x',)
        x = 1


def not_str():
    class C:
        __slots__ = ('a', 1)


def not_identifier():
    class C:
        __slots__ = ('1a',)


def not_iterable():
    class C:
        __slots__ = 5


def dict_twice():
    class C:
        __slots__ = ('__dict__', '__dict__')


def dict_inherited():
    class Base:
        pass

    class C(Base):
        __slots__ = ('__dict__',)


def weakref_inherited():
    class Base:
        pass

    class C(Base):
        __slots__ = ('__weakref__',)


def layout_conflict():
    class A:
        __slots__ = ('a',)

    class B:
        __slots__ = ('b',)

    class AB(A, B):
        pass


def compatible_bases():
    class A:
        __slots__ = ('a',)

    class B:
        __slots__ = ()

    class AB(A, B):
        __slots__ = ('c',)

    ab = AB()
    ab.a, ab.c = 1, 2
    print('   ', ab.a, ab.c)


def bytes_slots():
    class B(bytes):
        __slots__ = ('a',)


def tuple_slots():
    class T(tuple):
        __slots__ = ('a',)


def int_slots():
    class I(int):
        __slots__ = ('a',)


def tuple_dict_slot():
    class T(tuple):
        __slots__ = ('__dict__',)


def with_type():
    C = type('C', (), {'__slots__': ('p', 'q'), 'p': 0})


def with_type_ok():
    C = type('C', (), {'__slots__': ['p']})
    c = C()
    c.p = 3
    print('   ', C.p, c.p)


for label, make in [('conflict', conflict), ('not str', not_str), ('not identifier', not_identifier),
                    ('not iterable', not_iterable), ('__dict__ twice', dict_twice),
                    ('__dict__ inherited', dict_inherited), ('__weakref__ inherited', weakref_inherited),
                    ('layout conflict', layout_conflict), ('compatible bases', compatible_bases),
                    ('bytes', bytes_slots), ('tuple', tuple_slots), ('int', int_slots),
                    ('tuple __dict__', tuple_dict_slot), ('type()', with_type), ('type() ok', with_type_ok)]:
    attempt(label, make)


class Slotted:
    __slots__ = ('a',)


class SlottedToo:
    __slots__ = ('a',)


class Plain:
    pass


s = Slotted()
for target in (Plain, SlottedToo):
    try:
        s.__class__ = target
        print('now', type(s).__name__)
    except TypeError as e:
        print(e)


# A slotted base's members cannot share an instance with another native layout.
class Holder:
    __slots__ = ('a',)


for bases in ((Holder, list), (Holder, Exception), (Holder, type), (Holder, int), (Holder, dict)):
    try:
        type('Mixed', bases, {})
        print([b.__name__ for b in bases], 'ok')
    except TypeError as e:
        print([b.__name__ for b in bases], e)
