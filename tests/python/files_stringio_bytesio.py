# io.StringIO and io.BytesIO: in-memory files with the file API (read, write, lines, seek,
# getvalue), and the io module's names.
import io

s = io.StringIO('line one\nline two\nthree')
print(s.readline(), s.tell(), s.readlines(), s.read(), s.tell())
s.seek(0)
print([line for line in s])
s = io.StringIO()
print(s.write('hello '), s.write('world'), s.getvalue(), s.tell(), repr(s.read()))
s.seek(0)
s.write('J')
print(s.getvalue(), s.tell(), s.read())
s.truncate(3)
print(repr(s.getvalue()))
with io.StringIO('ctx') as c:
    print(c.read(), c.closed)
print(c.closed)
b = io.BytesIO(b'\x00\x01binary\nrest')
print(b.read(2), b.readline(), b.tell(), b.read(), b.getvalue()[:3])
b = io.BytesIO()
print(b.write(b'abc'), b.write(b'def'), b.getvalue(), b.seek(1), b.read(2), b.seek(-1, 2), b.read())
print(io.SEEK_SET, io.SEEK_CUR, io.SEEK_END, io.DEFAULT_BUFFER_SIZE)
print(issubclass(io.UnsupportedOperation, OSError), issubclass(io.UnsupportedOperation, ValueError))


def attempt(fn):
    try:
        fn()
    except Exception as e:
        print(type(e).__name__ + ':', e)


attempt(lambda: io.StringIO(b'x'))
attempt(lambda: io.StringIO().write(b'x'))
attempt(lambda: io.BytesIO().write('x'))
closed = io.StringIO('x')
closed.close()
attempt(lambda: closed.read())
attempt(lambda: closed.getvalue())
attempt(lambda: io.StringIO('abc').seek(-1))
