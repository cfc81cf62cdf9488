# bytes order as memcmp: <, <=, >, >=, sorted, min/max, and bytes against str.
print(b'a' < b'b', b'abc' <= b'abd', b'b' > b'a', b'a' >= b'a', b'ab' < b'abc', b'' < b'\x00')
print(b'\xff' > b'\x7f', sorted([b'z', b'a', b'\x80', b'm']), max(b'x', b'y'), min([b'q', b'p']))
try:
    b'a' < 'a'
except TypeError as e:
    print(e)
