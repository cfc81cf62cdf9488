# A generator's gi_code and gi_yieldfrom, and gi_frame once it finished: CPython 3.12
# Lib/test/test_genexps.py ("Check that generator attributes are present") and
# test_generators.py (Objects/genobject.c gen_getsetlist).
def inner():
    yield 1
    yield 2


def outer():
    yield 0
    yield from inner()


g = outer()
print(g.gi_code.co_name, g.gi_code is outer.__code__, g.gi_yieldfrom)
print(next(g), g.gi_yieldfrom)
print(next(g), type(g.gi_yieldfrom).__name__, g.gi_yieldfrom.gi_code.co_name)
print(list(g), g.gi_yieldfrom, g.gi_frame, g.gi_running, g.gi_suspended)
print({'gi_frame', 'gi_running', 'gi_code', 'gi_yieldfrom'} <= set(dir(g)))
