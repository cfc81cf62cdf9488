# divmod() of floats by zero raises CPython 3.12's float_divmod message; // and % keep theirs.
for x, y in [(1.0, 0), (1, 0.0), (True, 0.0), (-2.5, -0.0), (1, 0)]:
    for name, op in [('divmod', divmod), ('//', lambda a, b: a // b), ('%', lambda a, b: a % b)]:
        try:
            print(name, op(x, y))
        except ZeroDivisionError as e:
            print(name, 'ZeroDivisionError:', e)
print(divmod(7.5, 2), divmod(-7, 2.0))
