# str.replace and bytes.replace take positional arguments only in 3.12 (count= is 3.13's).
tests = [lambda: 'aaa'.replace('a', 'b', count=2), lambda: 'aaa'.replace('a', 'b', 2),
         lambda: 'a'.replace(), lambda: 'a'.replace('a'), lambda: 'a'.replace('a', 'b', 1, 2),
         lambda: b'aaa'.replace(b'a', b'b', count=1), lambda: b'aaa'.replace(b'a', b'b', 1),
         lambda: b'a'.replace(b'a'), lambda: str.replace('aa', 'a', 'b', 1),
         lambda: 'aa'.replace(old='a', new='b'), lambda: 'aa'.replace(1, 'b')]
for f in tests:
    try:
        print(repr(f()))
    except TypeError as e:
        print('TypeError:', e)
