# enum.Flag and enum.IntFlag: auto values, pseudo-members for combinations, the four
# boundaries, iteration over canonical members, containment, inversion and 3.12's reprs.
# NAME.expected holds CPython 3.12's output (3.11's Flag reprs and errors differ).
import enum


class Color(enum.Flag):
    RED = enum.auto()
    GREEN = enum.auto()
    BLUE = enum.auto()
    WHITE = RED | GREEN | BLUE
    NONE = 0


print(Color, list(Color), len(Color), Color._member_names_)
print(Color.RED | Color.GREEN, repr(Color.RED | Color.BLUE), Color(3).name, Color(3).value)
print(Color.WHITE, repr(Color.WHITE), Color(7) is Color.WHITE, repr(Color.NONE), Color(0) is Color.NONE)
print(~Color.RED, repr(~Color.WHITE), Color.RED ^ Color.WHITE, list(Color.RED | Color.BLUE), len(Color.WHITE))
print(bool(Color.RED & Color.GREEN), Color.GREEN in Color.WHITE, Color.RED in (Color.GREEN | Color.BLUE))
print(f"{Color.RED}", format(Color.RED | Color.GREEN), str(Color.NONE), hash(Color.RED) == hash('RED'))
for bad in (lambda: Color(8), lambda: Color.RED | 1, lambda: 1 in Color.WHITE, lambda: Color('x')):
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)


class Perm(enum.IntFlag):
    R = 4
    W = 2
    X = 1


print(Perm, list(Perm), Perm.R | Perm.W, repr(Perm.R | Perm.X), int(Perm.R | Perm.W), Perm(7))
print(Perm.R | 8, repr(Perm.R | 8), repr(Perm(8)), ~Perm.R, repr(~Perm.R), repr(Perm(0)))
print(repr(Perm.R & 5), repr(Perm.R ^ 1), repr(3 | Perm.R), Perm.R + 1, isinstance(Perm.R, int))
print(f"{Perm.R | Perm.W}", format(Perm.X, '03d'), Perm.R == 4, hash(Perm.R) == hash(4))


class Keep(enum.Flag, boundary=enum.KEEP):
    A = 1


class Conform(enum.Flag, boundary=enum.CONFORM):
    A = 1
    B = 2


class Eject(enum.Flag, boundary=enum.EJECT):
    A = 1
    B = 2


print(repr(Keep(5)), repr(Conform(7)), repr(Eject(7)), repr(~Eject.A))
print(enum.STRICT, repr(enum.KEEP), enum.Flag._boundary_, enum.IntFlag._boundary_, Color._boundary_)
Dyn = enum.Flag('Dyn', 'A B C')
print(Dyn.C.value, repr(Dyn.A | Dyn.C), enum.IntFlag('Bits', 'X Y')(3))
