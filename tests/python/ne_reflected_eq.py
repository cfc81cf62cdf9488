# a != b (do_richcompare): the left operand's __ne__, which object.__ne__ derives from its own
# __eq__, then the right operand's (first when its type is a subclass), then identity.
class E:
    def __eq__(self, o): print('E.eq'); return NotImplemented
class F:
    def __eq__(self, o): print('F.eq'); return NotImplemented
print(E() != F())
print(E() == F())
e = E()
print(e != e, e == e)
class G(E):
    def __eq__(self, o): print('G.eq'); return NotImplemented
print(E() != G())
class N:
    def __ne__(self, o): print('N.ne'); return NotImplemented
class Q:
    def __eq__(self, o): print('Q.eq', type(o).__name__); return True
print(N() != Q(), Q() != N())
print(Q() != 1, 1 != Q(), None != Q())
class R:
    def __ne__(self, o): print('R.ne'); return 'ne-result'
print(R() != 1, 1 != R())
class P:
    def __eq__(self, o): print('P.eq'); return 0
print(P() != P())
