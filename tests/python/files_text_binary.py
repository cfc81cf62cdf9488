# Files: open() in text and binary modes, as learners use it (write, read back, lines, seek,
# tell, universal newlines, append, the mode and type errors). Runs in a fresh temporary
# folder, which it removes at the end.
import os
import shutil
import tempfile

home = os.getcwd()
work = tempfile.mkdtemp()
os.chdir(work)
print(os.listdir('.'))

with open('notes.txt', 'w') as f:
    print(f.name, f.mode, f.encoding, f.closed, f.writable(), f.readable())
    print(f.write('first line\n'), f.write('second, line\n'), f.tell())
    f.writelines(['third\n', 'last no newline'])
print(f.closed, repr(f))
with open('notes.txt') as f:
    print(repr(f.readline()))
    print(f.readlines())
with open('notes.txt') as f:
    for i, line in enumerate(f):
        print(i, line.rstrip('\n'))
with open('notes.txt') as f:
    print(repr(f.read(5)), f.tell(), repr(f.read()))
    print(f.seek(0), repr(f.read(3)), f.seek(0, 2), repr(f.read()))
print(open('notes.txt').read().splitlines())

with open('notes.txt', 'a') as f:
    f.write('\nappended')
print(open('notes.txt').read().split('\n')[-2:])

with open('crlf.txt', 'wb') as f:
    print(f.write(b'a\r\nb\rc\nd'), repr(f))
with open('crlf.txt') as f:
    print(repr(f.read()), f.newlines)
with open('crlf.txt', newline='') as f:
    print(f.readlines())
with open('crlf.txt', 'rb') as f:
    print(f.read(3), f.tell(), f.readline(), f.readlines())
with open('crlf.txt', 'r+b') as f:
    f.seek(2)
    f.write(b'XY')
    f.seek(0)
    print(f.read(), repr(f))

with open('utf8.txt', 'w', encoding='utf-8') as f:
    print(f.write('héllo wörld ✓\n'), f.tell(), f.encoding)
with open('utf8.txt', 'rb') as f:
    print(f.read())
with open('utf8.txt', encoding='utf-8') as f:
    print(f.read(2), f.tell(), repr(f.read()))

with open('nums.bin', 'wb') as f:
    f.write(bytes(range(10)))
print(os.path.getsize('nums.bin'), open('nums.bin', 'rb').read()[3:6])
with open('nums.bin', 'rb') as f:
    f.seek(-3, 2)
    print(f.read(), f.tell())

with open('x.txt', 'x') as f:
    f.write('exclusive')
f = open('w.txt', 'w+')
f.write('hello\nworld\n')
f.seek(0)
print(f.readlines())
f.truncate(5)
f.seek(0)
print(repr(f.read()))
f.close()


def attempt(fn):
    try:
        fn()
    except Exception as e:
        print(type(e).__name__ + ':', e)


attempt(lambda: open('missing.txt'))
attempt(lambda: open('missing/dir/x.txt', 'w'))
attempt(lambda: open('notes.txt/inner', 'w'))
attempt(lambda: open('.'))
os.mkdir('folder')
attempt(lambda: open('folder', 'w'))
attempt(lambda: open('x.txt', 'x'))
attempt(lambda: open('notes.txt', 'rw'))
attempt(lambda: open('notes.txt', 'rbt'))
attempt(lambda: open('notes.txt', 'z'))
attempt(lambda: open('notes.txt', 'rb', encoding='utf-8'))
attempt(lambda: open('notes.txt', newline='x'))
attempt(lambda: open('notes.txt', encoding='nope'))
attempt(lambda: open(None))
attempt(lambda: open('notes.txt').write('x'))
attempt(lambda: open('out.txt', 'w').read())
attempt(lambda: open('out.txt', 'w').write(b'bytes'))
attempt(lambda: open('out.bin', 'wb').write('text'))
attempt(lambda: open('out.bin', 'rb').write(b'x'))
g = open('notes.txt')
g.close()
attempt(lambda: g.read())
attempt(lambda: g.readline())
attempt(lambda: next(iter(g)))
with open('notes.txt') as g:
    attempt(lambda: g.seek(1, 1))
    attempt(lambda: g.seek(-1))

os.chdir(home)
shutil.rmtree(work)
print(os.path.exists(work))
