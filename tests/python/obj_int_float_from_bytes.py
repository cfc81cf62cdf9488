# int() and float() parse bytes as they parse str, and name the bytes when they refuse them.
print(int(b'12'), int(b' -7 '), float(b'1.5'), float(b' 2e3 '))
for f in [lambda: int(b'a'), lambda: int(b'1.5'), lambda: float(b'x'), lambda: float(b'')]:
    try:
        f()
    except ValueError as e:
        print(e)
