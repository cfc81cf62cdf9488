# An annotated name declared nonlocal is refused at compile time: CPython 3.12
# Lib/test/test_grammar.py test_var_annot_syntax_errors (Python/symtable.c NONLOCAL_ANNOT).
def f():
    x = 1

    def g():
        nonlocal x
        x: int = 2
