# Values nested far deeper than the recursion limit: printing, comparing, copying and encoding
# them raise RecursionError (CPython's C recursion guard, Py_EnterRecursiveCall, and its Python
# frame limit), never a crash; the program goes on afterwards.
import copy
import json


def nest(n, wrap):
    x = wrap(None)
    for _ in range(n):
        x = wrap(x)
    return x


lists = nest(100000, lambda x: [x])
other = nest(100000, lambda x: [x])
dicts = nest(100000, lambda x: {"k": x})
tuples = nest(100000, lambda x: (x, 1))
tuples2 = nest(100000, lambda x: (x, 1))

checks = [
    ("repr(list)", lambda: repr(lists)),
    ("str(dict)", lambda: str(dicts)),
    ("repr(tuple)", lambda: repr(tuples)),
    ("list == list", lambda: lists == other),
    ("tuple < tuple", lambda: tuples < tuples2),
    ("json.dumps(list)", lambda: json.dumps(lists)),
    ("json.dumps(dict)", lambda: json.dumps(dicts)),
]
for name, check in checks:
    try:
        check()
        print(name, "finished")
    except RecursionError as e:
        print(name, "->", type(e).__name__ + ":", e)

# The message of a Python-level overflow changed in 3.12; only the type is printed.
for name, check in [("copy.deepcopy", lambda: copy.deepcopy(lists)),
                    ("json.dumps(indent=1)", lambda: json.dumps(lists, indent=1))]:
    try:
        check()
        print(name, "finished")
    except RecursionError as e:
        print(name, "->", type(e).__name__)

print("shallow:", len(copy.copy(lists)), lists is not other)
