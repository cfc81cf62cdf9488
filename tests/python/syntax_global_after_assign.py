# A global declaration after the function assigned the name (symtable_visit_stmt).
def f():
    x = 1
    global x
