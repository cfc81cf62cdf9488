# `from m import *` inside a function is refused at compile time: CPython 3.12
# Lib/test/test_scope.py testUnoptimizedNamespaces (Python/symtable.c IMPORT_STAR_WARNING).
print("not printed: the module does not compile")


def f():
    from os import *
    return getcwd
