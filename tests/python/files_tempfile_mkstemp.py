# tempfile.mkstemp and the os file-descriptor functions (os.open with the O_* flags, os.read,
# os.write, os.lseek, os.close, os.fdopen, open() of a descriptor), as the "Customization
# basics" tutorial uses mkstemp: `_, filename = tempfile.mkstemp()`, then open(filename, 'w').
import os
import re
import shutil
import tempfile


def attempt(f):
    try:
        r = f()
    except Exception as e:
        print(type(e).__name__, e)
    else:
        print('ok', r)


fd, filename = tempfile.mkstemp()
print(type(fd).__name__, fd >= 3, os.path.isabs(filename), os.path.dirname(filename) == tempfile.gettempdir())
print(re.fullmatch(r'tmp[a-z0-9_]{8}', os.path.basename(filename)) is not None)
print(os.path.isfile(filename), os.path.getsize(filename))
with open(filename, 'w') as f:
    f.write("Line 1\nLine 2\nLine 3\n  ")
print(os.read(fd, 100))
print(os.read(fd, 100))
print(os.write(fd, b'!'), os.lseek(fd, 0, os.SEEK_CUR), os.lseek(fd, -3, os.SEEK_END))
print(os.read(fd, 2), os.lseek(fd, 0, os.SEEK_SET), os.read(fd, 4))
os.close(fd)
attempt(lambda: os.close(fd))
attempt(lambda: os.read(fd, 1))
with open(filename) as f:
    print(repr(f.read()))
os.unlink(filename)

home = os.getcwd()
work = tempfile.mkdtemp()
os.chdir(work)
fd, name = tempfile.mkstemp(suffix='.csv', prefix='data_', dir='.')
print(name.startswith(work + os.sep + 'data_'), name.endswith('.csv'), len(os.path.basename(name)))
os.close(fd)
fd, name = tempfile.mkstemp(prefix=b'raw', text=True)
print(type(name).__name__, name.startswith(tempfile.gettempdirb() + b'/raw'), len(name) - len(tempfile.gettempdirb()))
os.close(fd)
os.unlink(name)
attempt(lambda: tempfile.mkstemp(prefix=b'x', suffix='.txt'))
try:
    tempfile.mkstemp(dir='missing')
except FileNotFoundError as e:
    print(e.errno, e.filename.startswith(os.path.join(work, 'missing', 'tmp')))

print(os.O_RDONLY, os.O_WRONLY, os.O_RDWR, os.O_CREAT, os.O_EXCL, os.O_TRUNC, os.O_APPEND, os.O_CLOEXEC)
fd = os.open('notes.txt', os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
print(os.write(fd, b'hello '), os.write(fd, b'world'))
attempt(lambda: os.read(fd, 5))
os.close(fd)
attempt(lambda: os.open('notes.txt', os.O_WRONLY | os.O_CREAT | os.O_EXCL))
attempt(lambda: os.open('absent.txt', os.O_RDONLY))
attempt(lambda: os.open(3, os.O_RDONLY))
fd = os.open('notes.txt', os.O_RDONLY)
print(os.read(fd, 5), os.read(fd, 100), os.read(fd, 100))
attempt(lambda: os.write(fd, b'x'))
attempt(lambda: os.read(fd, -1))
os.close(fd)
fd = os.open('notes.txt', os.O_WRONLY | os.O_APPEND)
os.lseek(fd, 0, os.SEEK_SET)
os.write(fd, b'!')
os.close(fd)
fd = os.open('notes.txt', os.O_RDWR)
os.write(fd, b'J')
with os.fdopen(fd) as f:
    print(f.name == fd, f.mode, repr(f.read()))
attempt(lambda: os.close(fd))
fd = os.open('notes.txt', os.O_RDWR)
with open(fd, 'rb', closefd=False) as f:
    print(f.read(5))
os.close(fd)
fd = os.open('notes.txt', os.O_WRONLY | os.O_APPEND)
with open(fd, 'w') as f:
    f.write('Hello')
attempt(lambda: os.close(fd))
with open('notes.txt') as f:
    print(repr(f.read()))
attempt(lambda: os.fdopen('3'))
attempt(lambda: open(-1))
attempt(lambda: open('notes.txt', closefd=False))

os.chdir(home)
shutil.rmtree(work)
