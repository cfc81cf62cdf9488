# An annotated name declared global in a function is refused at compile time: CPython 3.12
# Lib/test/test_grammar.py test_var_annot_syntax_errors (Python/symtable.c GLOBAL_ANNOT).
print("not printed: the module does not compile")


def f():
    global x
    x: int
