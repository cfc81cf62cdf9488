# An uncaught NameError's suggestion (suggestions.c): the function's co_varnames first, then the
# globals, then the builtins, the first list with a close name winning, so the local 'valu' is
# chosen over the closer global 'value'; a local not yet bound counts too.
value = 1


def f():
    x = 0
    if x:
        later = 2
    valu = 2
    return valuee + valu + later


def g():
    return laterr


f()
