# A builtin method called without the argument it needs raises CPython's TypeError (it stopped
# the engine with an InternalError): METH_O methods name themselves, slot wrappers count.
cases = [
    lambda: 'abc'.partition(), lambda: 'abc'.removeprefix(), lambda: 'abc'.rpartition(),
    lambda: {1, 2}.add(), lambda: {1, 2}.discard(), lambda: {1, 2}.remove(),
    lambda: b'ab'.join(), lambda: b'ab'.partition(), lambda: b'ab'.zfill(),
    lambda: range(3).count(), lambda: range(3).index(),
    lambda: (1, 2).__add__(), lambda: (1, 2).__eq__(), lambda: (1 + 2j).__add__(), lambda: {1: 2}.__delitem__(),
]
for c in cases:
    try:
        c()
        print("no error")
    except TypeError as e:
        print(e)
