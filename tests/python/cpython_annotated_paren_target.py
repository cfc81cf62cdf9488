# A parenthesised annotated name `(x): int` is not a simple target: it does not make x local
# and is not stored in __annotations__ (its annotation is still evaluated at module and class
# level): CPython 3.12 Lib/test/test_grammar.py test_var_annot_basic_semantics,
# test_var_annot_simple_exec (Python/symtable.c AnnAssign `simple`, compile.c compiler_annassign).
def f():
    (no_such_global): int
    print(no_such_global)


try:
    f()
except NameError as e:
    print(type(e).__name__, e)


def g():
    (y): int = 5
    return y


print(g())
(z): print('module annotation evaluated') = 3
w: int = 4
print(z, __annotations__)


class C:
    (a): print('class annotation evaluated')
    b: str


print(C.__annotations__)
