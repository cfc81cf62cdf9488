# str.center/ljust/rjust take exactly one fill character (Argument Clinic's Py_UCS4 converter).
print(repr('a'.center(5, '☃')), repr('ab'.ljust(4, '.')), repr('a'.rjust(3, '😀')), repr('abc'.center(2, 'x')))
for call in [lambda: 'a'.center(3, 'ab'), lambda: 'a'.ljust(3, ''), lambda: 'a'.rjust(4, '--'),
             lambda: 'a'.center(1, 'ab'), lambda: 'a'.center(3, 1), lambda: 'a'.ljust(3, b'x'), lambda: 'a'.rjust('3', 'x')]:
    try:
        print(repr(call()))
    except TypeError as e:
        print('TypeError:', e)
