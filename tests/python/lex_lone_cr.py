# A lone carriage return ends a line (universal newlines): line numbers and the caret of a
# later error still point at the right source.
values = [    1, 2]
print(values)
errors = [lambda: 1 @ 2, lambda: [1] + (2,)]
for fn in errors:
    try:
        fn()
    except TypeError as e:
        print(e)
print(1 @ 2)
